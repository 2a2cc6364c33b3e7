import { describe, expect, it } from 'vitest'
import { FrameRequestError } from './frameErrors.js'
import { frameRequestErrorOf } from './frameErrorReasons.js'

describe('frameRequestErrorOf: the login frame’s reason, as an error of the catalogue', () => {
  it.each([
    ['Invalid code', 'INVALID_OTP'],
    ['Invalid OTP', 'INVALID_OTP'],
    ['Wrong code, try again', 'INVALID_OTP'],
    ['The code has expired', 'OTP_EXPIRED'],
    ['OTP expired', 'OTP_EXPIRED'],
    ['This e-mail belongs to another account', 'EMAIL_IN_USE'],
    ['Email already in use', 'EMAIL_IN_USE'],
    ['This is already your e-mail', 'EMAIL_UNCHANGED'],
  ])('%s → %s, the frame’s words kept as the message', (message, code) => {
    expect(frameRequestErrorOf(message)).toMatchObject({ code, shortMessage: message, category: 'FRAME_ERROR' })
  })

  it.each([
    ['Please enter a valid email address', 'APKTW002', 'Please enter a valid email address'],
    ['Not connected', 'NOT_CONNECTED_TO_EMAIL', 'Not connected to email or social'],
    ['Failed to connect to farcaster', 'FARCASTER_CONNECTION_FAILED', 'Failed to connect to farcaster'],
  ])('%s → %s, with the spec’s message', (message, code, shortMessage) => {
    expect(frameRequestErrorOf(message)).toMatchObject({ code, shortMessage })
  })

  it('any other reason stays FrameRequestError with the frame’s words, or "An error occurred" without any', () => {
    for (const message of ['Payload too large', 'Invalid JSON', 'Unsupported request: X']) {
      const error = frameRequestErrorOf(message)
      expect(error).toBeInstanceOf(FrameRequestError)
      expect(error).toMatchObject({ code: 'FRAME_REQUEST_ERROR', shortMessage: message })
    }
    expect(frameRequestErrorOf(undefined)).toMatchObject({ code: 'FRAME_REQUEST_ERROR', shortMessage: 'An error occurred' })
    expect(frameRequestErrorOf('')).toMatchObject({ code: 'FRAME_REQUEST_ERROR', shortMessage: 'An error occurred' })
  })
})
