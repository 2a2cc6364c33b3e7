import { describe, expect, it } from 'vitest'
import { CACHE_LIFETIMES } from './cacheLifetimes.js'

describe('CACHE_LIFETIMES', () => {
  it('are the lifetimes of SPEC section 9, in milliseconds', () => {
    expect(CACHE_LIFETIMES).toEqual({
      PORTFOLIO: 30_000,
      NATIVE_BALANCE: 30_000,
      ENS: 300_000,
      IDENTITY: 300_000,
      TRANSACTIONS: 15_000,
      TOKEN_PRICE: 15_000,
      LATEST_VERSION: 604_800_000,
    })
  })
})
