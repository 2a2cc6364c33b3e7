import { describe, expect, it } from 'vitest'
import { de } from './de.js'
import { emailErrorText } from './emailErrorText.js'
import { en } from './en.js'

describe('emailErrorText', () => {
  it("names the cooldown's exact seconds, in each locale's plural forms", () => {
    expect(emailErrorText(en, { code: 'EMAIL_COOLDOWN', seconds: 23 })).toBe('Please try again after 23 seconds')
    expect(emailErrorText(en, { code: 'EMAIL_COOLDOWN', seconds: 1 })).toBe('Please try again after 1 second')
    expect(emailErrorText(de, { code: 'EMAIL_COOLDOWN', seconds: 23 }, 'de')).toBe('Bitte versuche es in 23 Sekunden noch einmal')
    expect(emailErrorText(de, { code: 'EMAIL_COOLDOWN', seconds: 1 }, 'de')).toBe('Bitte versuche es in 1 Sekunde noch einmal')
  })

  it('a cooldown without sane seconds falls back to the catalogue text; other codes as before', () => {
    for (const seconds of [undefined, 0, -5, 2.5, Number.NaN, Number.POSITIVE_INFINITY, '23', 10 ** 9, null, { valueOf: () => 3 }]) {
      expect(emailErrorText(en, { code: 'EMAIL_COOLDOWN', seconds })).toBe(en.errors.EMAIL_COOLDOWN)
    }
    expect(emailErrorText(en, { code: 'APKTW002', seconds: 5 })).toBe('Please enter a valid email address')
    expect(emailErrorText(en, { code: 'NOT_A_CODE', seconds: 5 })).toBe(en.connecting.errorMessage)
    expect(emailErrorText(en, undefined)).toBe(en.connecting.errorMessage)
  })

  it("says the login frame's own reason in the visitor's language: a wrong or expired code, an e-mail in use or unchanged", () => {
    // The frame's ERROR answers as core's frame client types them (createFrameClient.test.ts: its
    // words stay the message, the code is the catalogue's).
    const CODES: Record<string, string> = {
      'Invalid code': 'INVALID_OTP',
      'The code has expired': 'OTP_EXPIRED',
      'This e-mail belongs to another account': 'EMAIL_IN_USE',
      'This is already your e-mail': 'EMAIL_UNCHANGED',
      'Please enter a valid email address': 'APKTW002',
      'Payload too large': 'FRAME_REQUEST_ERROR',
    }
    const shown = (message: string, catalogue = en, locale: 'en' | 'de' = 'en') =>
      emailErrorText(catalogue, { code: CODES[message], shortMessage: message } as { code?: unknown }, locale)
    expect(shown('Invalid code')).toBe('That code is not right. Check the e-mail and try again.')
    expect(shown('The code has expired')).toBe('This code has expired. Ask for a new one.')
    expect(shown('This e-mail belongs to another account')).toBe('This e-mail belongs to another account')
    expect(shown('This is already your e-mail')).toBe('This is already your e-mail address')
    expect(shown('Please enter a valid email address')).toBe('Please enter a valid email address')
    expect(shown('Invalid code', de, 'de')).toBe('Der Code stimmt nicht. Prüfe die E-Mail und versuche es noch einmal.')
    expect(shown('The code has expired', de, 'de')).toBe('Dieser Code ist abgelaufen. Fordere einen neuen an.')
    expect(shown('This e-mail belongs to another account', de, 'de')).toBe('Diese E-Mail-Adresse gehört zu einem anderen Konto')
    expect(shown('This is already your e-mail', de, 'de')).toBe('Das ist bereits deine E-Mail-Adresse')
    // A reason the catalogue has no words for stays the generic one.
    expect(shown('Payload too large')).toBe(en.errors.FRAME_REQUEST_ERROR)
  })
})
