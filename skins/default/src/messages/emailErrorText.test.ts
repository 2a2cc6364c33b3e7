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
})
