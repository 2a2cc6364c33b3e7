import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../kernel/platform/memoryStorage.js'
import { createSafeStorage } from '../../kernel/storage/createSafeStorage.js'
import { STORAGE_KEYS } from '../../kernel/storage/storageKeys.js'
import { checkEmailLogin, clearLoginCache, markEmailLoginSent, recordLoginSuccess } from './loginCache.js'

function setup(content: Record<string, string> = {}) {
  const raw = createMemoryStorage(content)
  return { raw, storage: createSafeStorage({ storage: raw, logger: { warn: () => undefined } }) }
}

describe('the e-mail login cache', () => {
  it("refuses a malformed e-mail with 'Please enter a valid email address' (APKTW002)", () => {
    const { storage } = setup()
    for (const email of ['', 'a', 'a@b', 'a@@b.co', ' a@b.co', 'a@b.co ', 42, null]) {
      expect(() => checkEmailLogin(storage, email, 0)).toThrow(expect.objectContaining({ shortMessage: 'Please enter a valid email address', code: 'APKTW002' }))
    }
    expect(() => checkEmailLogin(storage, 'visitor@example.com', 0)).not.toThrow()
  })

  it("refuses an e-mail login within 30 s of the last: 'Please try again after {n} seconds'", () => {
    const { storage } = setup()
    markEmailLoginSent(storage, 100_000)
    expect(() => checkEmailLogin(storage, 'a@b.co', 100_000)).toThrow('Please try again after 30 seconds')
    expect(() => checkEmailLogin(storage, 'a@b.co', 110_500)).toThrow('Please try again after 20 seconds')
    expect(() => checkEmailLogin(storage, 'a@b.co', 129_999)).toThrow('Please try again after 1 seconds')
    expect(() => checkEmailLogin(storage, 'a@b.co', 130_000)).not.toThrow()
  })

  it('counts a last-login time in the future as now, never as a longer wait; ignores a corrupt one', () => {
    const { storage } = setup({ [STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME]: '9999999999999' })
    expect(() => checkEmailLogin(storage, 'a@b.co', 0)).toThrow('Please try again after 30 seconds')
    const corrupt = setup({ [STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME]: '"yesterday"' })
    expect(() => checkEmailLogin(corrupt.storage, 'a@b.co', 0)).not.toThrow()
  })

  it('on success stores the e-mail and the login-used flag and clears the last-login time', () => {
    const { storage, raw } = setup()
    markEmailLoginSent(storage, 5)
    recordLoginSuccess(storage, { email: 'a@b.co' })
    expect(raw.getItem(STORAGE_KEYS.EMAIL)).toBe('"a@b.co"')
    expect(raw.getItem(STORAGE_KEYS.EMAIL_LOGIN_USED)).toBe('true')
    expect(raw.getItem(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME)).toBeNull()
    expect(() => checkEmailLogin(storage, 'a@b.co', 6)).not.toThrow()
  })

  it('clears the flag, e-mail, last chain and social username, nothing else', () => {
    const { storage, raw } = setup({
      [STORAGE_KEYS.EMAIL_LOGIN_USED]: 'true',
      [STORAGE_KEYS.EMAIL]: '"a@b.co"',
      [STORAGE_KEYS.LAST_USED_CHAIN]: '"1"',
      [STORAGE_KEYS.SOCIAL_USERNAME]: '"visitor"',
      [STORAGE_KEYS.RECENT_WALLETS]: '[]',
    })
    clearLoginCache(storage)
    for (const key of [STORAGE_KEYS.EMAIL_LOGIN_USED, STORAGE_KEYS.EMAIL, STORAGE_KEYS.LAST_USED_CHAIN, STORAGE_KEYS.SOCIAL_USERNAME]) {
      expect(raw.getItem(key)).toBeNull()
    }
    expect(raw.getItem(STORAGE_KEYS.RECENT_WALLETS)).toBe('[]')
  })
})
