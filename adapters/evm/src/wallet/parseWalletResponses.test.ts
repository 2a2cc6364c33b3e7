import { InvalidWalletResponseError } from '@portico/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ADDRESS_A } from '../../test/scriptedProvider.js'
import { parseAccounts, parseChainId, toHexChainId } from './parseWalletResponses.js'

describe('wallet response parsing', () => {
  it('accepts 0x-prefixed EVM addresses only', () => {
    expect(parseAccounts([ADDRESS_A])).toEqual([ADDRESS_A])
    expect(parseAccounts([])).toEqual([])
    for (const bad of [null, 'x', [ADDRESS_A.slice(2)], ['0xzz11111111111111111111111111111111111111'], [42], [`${ADDRESS_A}00`]]) {
      expect(() => parseAccounts(bad)).toThrow(InvalidWalletResponseError)
    }
  })

  it('refuses more than 100 accounts, without reading or printing them', () => {
    expect(parseAccounts(Array.from({ length: 100 }, () => ADDRESS_A))).toHaveLength(100)
    expect(() => parseAccounts(Array.from({ length: 101 }, () => ADDRESS_A))).toThrow(InvalidWalletResponseError)
    const huge = new Array<string>(10_000_000)
    expect(() => parseAccounts(huge)).toThrow(/account list of 10000000 entries/)
  })

  it('refuses, as an invalid response, an account list whose proxy traps or getters throw', () => {
    const trapped = new Proxy([ADDRESS_A], {
      get(target, key) {
        if (key === 'length') throw new Error('trap')
        return Reflect.get(target, key)
      },
    })
    const twoFaced = [ADDRESS_A]
    Object.defineProperty(twoFaced, 0, {
      get() {
        throw new Error('getter')
      },
    })
    expect(() => parseAccounts(trapped)).toThrow(InvalidWalletResponseError)
    expect(() => parseAccounts(twoFaced)).toThrow(InvalidWalletResponseError)
  })

  it('reads each account once, so what it checked is what it returns', () => {
    let reads = 0
    const list = [ADDRESS_A]
    Object.defineProperty(list, 0, {
      get() {
        reads++
        return reads === 1 ? ADDRESS_A : 'not an address'
      },
    })
    expect(parseAccounts(list)).toEqual([ADDRESS_A])
    expect(reads).toBe(1)
  })

  it('names what was malformed, briefly, whatever its size', () => {
    expect(() => parseAccounts([`0x${'z'.repeat(10_000_000)}`])).toThrow(
      expect.objectContaining({ details: expect.stringMatching(/^the wallet returned an invalid address "0xz{78}"$/) }),
    )
    expect(() => parseChainId('0x'.padEnd(10_000_000, 'f'))).toThrow(
      expect.objectContaining({ details: expect.stringMatching(/^the wallet returned an invalid chain id "0xf{78}"$/) }),
    )
    expect(() => parseChainId({ toString: () => '0x1' })).toThrow(
      expect.objectContaining({ details: 'the wallet returned an invalid chain id that is an object' }),
    )
  })

  it('accepts hex chain ids only', () => {
    expect(parseChainId('0x7a69')).toBe(31337)
    expect(parseChainId('0x1')).toBe(1)
    for (const bad of ['31337', 31337, '0x', '0x0', '0xzz', null, `0x${'f'.repeat(20)}`, `0x${'0'.repeat(64)}1`, ` 0x1`, '0x1\n']) {
      expect(() => parseChainId(bad)).toThrow(InvalidWalletResponseError)
    }
    expect(toHexChainId(31337)).toBe('0x7a69')
    expect(toHexChainId('0x7A69')).toBe('0x7a69')
    expect(toHexChainId('10')).toBe('0xa')
  })

  it('throws nothing but InvalidWalletResponseError on any input', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        for (const parse of [parseAccounts, parseChainId]) {
          try {
            parse(value)
          } catch (error) {
            expect(error).toBeInstanceOf(InvalidWalletResponseError)
          }
        }
      }),
    )
  })

  it('round-trips chain ids', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
      expect(parseChainId(toHexChainId(id))).toBe(id)
    }))
  })
})
