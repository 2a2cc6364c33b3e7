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

  it('accepts hex chain ids only', () => {
    expect(parseChainId('0x7a69')).toBe(31337)
    expect(parseChainId('0x1')).toBe(1)
    for (const bad of ['31337', 31337, '0x', '0x0', '0xzz', null, `0x${'f'.repeat(20)}`]) {
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
