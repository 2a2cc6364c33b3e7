import fc from 'fast-check'
import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { decodeMint, decodeTokenAccount, encodeMint, encodeTokenAccount, toUiAmountString } from './tokenLayouts.js'

const owner = Keypair.generate().publicKey.toBase58()
const mint = Keypair.generate().publicKey.toBase58()

describe('token layouts', () => {
  it('round-trips mints and token accounts', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }), fc.integer({ min: 0, max: 255 }), (amount, decimals) => {
        expect(decodeMint(encodeMint({ mintAuthority: owner, supply: amount, decimals, freezeAuthority: null }))).toEqual({ mintAuthority: owner, supply: amount, decimals, freezeAuthority: null })
        expect(decodeTokenAccount(encodeTokenAccount({ mint, owner, amount }))).toEqual({ mint, owner, amount, state: 1 })
      }),
    )
  })

  it('tells a mint from a token account', () => {
    expect(decodeTokenAccount(encodeMint({ mintAuthority: null, supply: 1n, decimals: 6, freezeAuthority: null }))).toBeUndefined()
    expect(decodeMint(encodeTokenAccount({ mint, owner, amount: 1n }))).toBeUndefined()
    expect(decodeTokenAccount(new Uint8Array(165))).toBeUndefined()
  })

  it('shows amounts in display units without rounding', () => {
    expect(toUiAmountString(1_500_000n, 6)).toBe('1.5')
    expect(toUiAmountString(7n, 9)).toBe('0.000000007')
    expect(toUiAmountString(10n ** 18n, 9)).toBe('1000000000')
    expect(toUiAmountString(42n, 0)).toBe('42')
  })
})
