import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ALERT_ERRORS, AlertPorticoError, mapServerMessageToAlert, type AlertErrorKey } from './AlertPorticoError.js'
import { PorticoError } from '../errors/PorticoError.js'

describe('AlertPorticoError', () => {
  it('carries the APKT code and the display message of its entry', () => {
    const cause = new Error('boom')
    const error = new AlertPorticoError('SERVER_ERROR', { cause, details: 'boom' })
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toMatchObject({
      name: 'AlertPorticoError',
      alert: 'SERVER_ERROR',
      code: 'APKT009',
      shortMessage: 'Server Error',
      category: 'NETWORK_ERROR',
      severity: 'error',
      cause,
    })
    expect(error.message).toBe('Server Error\n\nDetails: boom')
  })

  it('is built from every entry of the catalogue', () => {
    for (const key of Object.keys(ALERT_ERRORS) as AlertErrorKey[]) {
      const error = new AlertPorticoError(key)
      expect([error.code, error.message, error.longMessage]).toEqual([
        ALERT_ERRORS[key].code,
        ALERT_ERRORS[key].shortMessage,
        ALERT_ERRORS[key].longMessage,
      ])
    }
  })
})

describe('mapServerMessageToAlert', () => {
  it.each([
    ['Unauthorized: origin not allowed', 'ORIGIN_NOT_ALLOWED', 'APKT002'],
    ['JWT validation error: JWT Token is not yet valid', 'JWT_TOKEN_NOT_VALID', 'APKT006'],
    ['Unauthorized: invalid key', 'INVALID_PROJECT_ID', 'APKT007'],
    ['HTTP 401: Unauthorized: invalid key', 'INVALID_PROJECT_ID', 'APKT007'],
  ] as const)('maps %j to %s', (message, key, code) => {
    expect(mapServerMessageToAlert(message)).toBe(key)
    expect(ALERT_ERRORS[key].code).toBe(code)
  })

  it.each(['', 'Unauthorized', 'unauthorized: invalid key', 'Server Error'])('maps %j to nothing', (message) => {
    expect(mapServerMessageToAlert(message)).toBeUndefined()
  })

  it('maps nothing else (property)', () => {
    fc.assert(
      fc.property(fc.string(), (message) => {
        fc.pre(!message.includes('Unauthorized') && !message.includes('JWT'))
        expect(mapServerMessageToAlert(message)).toBeUndefined()
      }),
    )
  })
})
