import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage, createThrowingStorage } from '../../../kernel/platform/memoryStorage.js'
import { isSocialReturnOf, rememberSocialLoginStart, SOCIAL_LOGIN_START_KEY, SOCIAL_LOGIN_START_MAX_AGE_MS, takeSocialLoginStart } from './socialLoginStart.js'

const STATE = 'a-state-of-twenty-chars'

describe('the one-time start of a mini-app social login', () => {
  it('is kept, taken once, and then gone', () => {
    const storage = createMemoryStorage()
    expect(rememberSocialLoginStart(storage, { state: STATE, provider: 'github', at: 1000.7 })).toBe(true)
    expect(takeSocialLoginStart(storage)).toEqual({ state: STATE, provider: 'github', at: 1000 })
    expect(takeSocialLoginStart(storage)).toBeUndefined()
  })

  it('a storage that refuses it cannot vouch for a return: not kept', () => {
    expect(rememberSocialLoginStart(createThrowingStorage(), { state: STATE, provider: 'github', at: 0 })).toBe(false)
    const dropping = { ...createMemoryStorage(), setItem: () => undefined, getItem: () => null }
    expect(rememberSocialLoginStart(dropping, { state: STATE, provider: 'github', at: 0 })).toBe(false)
    expect(takeSocialLoginStart(createThrowingStorage())).toBeUndefined()
  })

  it.each([
    ['not JSON', '{state'],
    ['a short state', JSON.stringify({ state: 'short', provider: 'github', at: 0 })],
    ['an unknown provider', JSON.stringify({ state: STATE, provider: 'myspace', at: 0 })],
    ['a negative time', JSON.stringify({ state: STATE, provider: 'github', at: -1 })],
    ['a fractional time', JSON.stringify({ state: STATE, provider: 'github', at: 1.5 })],
    ['extra keys', JSON.stringify({ state: STATE, provider: 'github', at: 0, admin: true })],
    ['a __proto__ key', `{"state":"${STATE}","provider":"github","at":0,"__proto__":{"polluted":true}}`],
    ['too long', JSON.stringify({ state: STATE.repeat(60), provider: 'github', at: 0 })],
    ['an array', '[]'],
    ['null', 'null'],
  ])('a stored start that is %s is dropped, and removed', (_label, raw) => {
    const storage = createMemoryStorage({ [SOCIAL_LOGIN_START_KEY]: raw })
    expect(takeSocialLoginStart(storage)).toBeUndefined()
    expect(storage.getItem(SOCIAL_LOGIN_START_KEY)).toBeNull()
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined()
  })

  it('belongs to a return only with the same state, within 10 minutes, and not from the future beyond a minute', () => {
    const start = { state: STATE, provider: 'github' as const, at: 100_000 }
    expect(isSocialReturnOf(start, STATE, 100_000)).toBe(true)
    expect(isSocialReturnOf(start, STATE, 100_000 + SOCIAL_LOGIN_START_MAX_AGE_MS)).toBe(true)
    expect(isSocialReturnOf(start, STATE, 100_000 + SOCIAL_LOGIN_START_MAX_AGE_MS + 1)).toBe(false)
    expect(isSocialReturnOf(start, STATE, 100_000 - 60_000)).toBe(true)
    expect(isSocialReturnOf(start, STATE, 100_000 - 60_001)).toBe(false)
    expect(isSocialReturnOf(start, `${STATE}x`, 100_000)).toBe(false)
    expect(isSocialReturnOf(start, STATE.toUpperCase(), 100_000)).toBe(false)
    expect(isSocialReturnOf(start, null, 100_000)).toBe(false)
    expect(isSocialReturnOf(undefined, STATE, 100_000)).toBe(false)
  })

  it('property: whatever is stored, taking it never throws and gives a well-formed start or nothing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.record({ state: fc.string(), provider: fc.string(), at: fc.double() }).map((value) => JSON.stringify(value))), (raw) => {
        const storage = createMemoryStorage({ [SOCIAL_LOGIN_START_KEY]: raw })
        const start = takeSocialLoginStart(storage)
        if (start) {
          expect(start.state.length).toBeGreaterThanOrEqual(16)
          expect(Number.isInteger(start.at)).toBe(true)
        }
        expect(storage.getItem(SOCIAL_LOGIN_START_KEY)).toBeNull()
      }),
    )
  })
})
