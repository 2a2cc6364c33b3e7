import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { base58Encode } from '../encoding/base58.js'
import {
  isEvmSignature,
  isEvmTransactionHash,
  isSolanaSignature,
  isSolanaTransactionSignature,
  MAX_EVM_SIGNATURE_BYTES,
} from './walletReplies.js'

const toHex = (bytes: Uint8Array): `0x${string}` => `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
const bytesOf = (min: number, max: number) => fc.uint8Array({ minLength: min, maxLength: max })

/** A 10 MB reply, and other things a hostile or broken wallet answers. */
const HUGE_HEX = `0x${'ab'.repeat(5_000_000)}`
const NOT_STRINGS = [undefined, null, 42, 42n, true, {}, [], ['0x'], { toString: () => `0x${'ab'.repeat(65)}` }, new Uint8Array(65)]

describe('isEvmTransactionHash', () => {
  it('accepts 0x and 64 hex digits, either case', () => {
    expect(isEvmTransactionHash(`0x${'12'.repeat(32)}`)).toBe(true)
    expect(isEvmTransactionHash(`0x${'aB'.repeat(32)}`)).toBe(true)
  })

  it.each([
    ['0x only', '0x'],
    ['no 0x prefix', '12'.repeat(32)],
    ['a capital 0X prefix', `0X${'12'.repeat(32)}`],
    ['63 hex digits', `0x${'1'.repeat(63)}`],
    ['65 hex digits', `0x${'1'.repeat(65)}`],
    ['a signature', `0x${'ab'.repeat(65)}`],
    ['a non-hex digit', `0x${'1'.repeat(63)}g`],
    ['surrounding whitespace', ` 0x${'12'.repeat(32)}`],
    ['a trailing newline', `0x${'12'.repeat(32)}\n`],
    ['the all-zero hash', `0x${'0'.repeat(64)}`],
    ['a 10 MB string', HUGE_HEX],
    ['an empty string', ''],
  ])('refuses %s', (_label, value) => {
    expect(isEvmTransactionHash(value)).toBe(false)
  })

  it('refuses anything that is not a string', () => {
    for (const value of NOT_STRINGS) expect(isEvmTransactionHash(value)).toBe(false)
  })

  it('accepts the hex of any 32 bytes but zero, and of no other length (property)', () => {
    fc.assert(
      fc.property(bytesOf(32, 32), (bytes) => {
        expect(isEvmTransactionHash(toHex(bytes))).toBe(bytes.some((byte) => byte !== 0))
      }),
    )
    fc.assert(
      fc.property(bytesOf(0, 80).filter((bytes) => bytes.length !== 32), (bytes) => {
        expect(isEvmTransactionHash(toHex(bytes))).toBe(false)
      }),
    )
  })

  it('accepts only 0x and 64 hex digits, whatever it is given (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.string().map((tail) => `0x${tail}`)), (value) => {
        if (isEvmTransactionHash(value)) expect(value).toMatch(/^0x[0-9a-f]{64}$/i)
      }),
    )
  })
})

describe('isEvmSignature', () => {
  it('accepts an EOA signature of 65 bytes and longer smart-account signatures up to the cap', () => {
    expect(isEvmSignature(`0x${'ab'.repeat(65)}`)).toBe(true)
    expect(isEvmSignature(`0x${'AB'.repeat(65)}`)).toBe(true)
    // An ERC-6492 signature wraps a factory call and an inner signature: hundreds of bytes.
    expect(isEvmSignature(`0x${'00'.repeat(600)}${'64926492'.repeat(8)}`)).toBe(true)
    expect(isEvmSignature(`0x${'cd'.repeat(MAX_EVM_SIGNATURE_BYTES)}`)).toBe(true)
  })

  it.each([
    ['0x only', '0x'],
    ['an empty string', ''],
    ['64 bytes', `0x${'ab'.repeat(64)}`],
    ['an odd number of hex digits', `0x${'ab'.repeat(65)}a`],
    ['a non-hex digit', `0x${'ab'.repeat(64)}zz`],
    ['no 0x prefix', 'ab'.repeat(65)],
    ['a capital 0X prefix', `0X${'ab'.repeat(65)}`],
    ['surrounding whitespace', `0x${'ab'.repeat(65)} `],
    ['one byte over the cap', `0x${'cd'.repeat(MAX_EVM_SIGNATURE_BYTES + 1)}`],
    ['a 10 MB string', HUGE_HEX],
    ['base64 text', 'q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJ'],
  ])('refuses %s', (_label, value) => {
    expect(isEvmSignature(value)).toBe(false)
  })

  it('refuses anything that is not a string', () => {
    for (const value of NOT_STRINGS) expect(isEvmSignature(value)).toBe(false)
  })

  it('accepts the hex of 65 bytes or more, and of fewer never (property)', () => {
    fc.assert(
      fc.property(bytesOf(65, 700), (bytes) => {
        expect(isEvmSignature(toHex(bytes))).toBe(true)
      }),
    )
    fc.assert(
      fc.property(bytesOf(0, 64), (bytes) => {
        expect(isEvmSignature(toHex(bytes))).toBe(false)
      }),
    )
  })

  it('accepts only whole bytes of hex within the cap, whatever it is given (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string({ maxLength: 300 }), fc.string({ maxLength: 300 }).map((tail) => `0x${tail}`)), (value) => {
        if (!isEvmSignature(value)) return
        expect(value).toMatch(/^0x[0-9a-f]+$/i)
        expect(value.length % 2).toBe(0)
        expect((value.length - 2) / 2).toBeGreaterThanOrEqual(65)
        expect((value.length - 2) / 2).toBeLessThanOrEqual(MAX_EVM_SIGNATURE_BYTES)
      }),
    )
  })
})

describe('isSolanaSignature and isSolanaTransactionSignature', () => {
  const REAL = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'

  it('accept the base58 of a 64-byte signature', () => {
    expect(isSolanaSignature(REAL)).toBe(true)
    expect(isSolanaTransactionSignature(REAL)).toBe(true)
  })

  it('tell a placeholder (all zero bytes) from a transaction signature', () => {
    const zeros = '1'.repeat(64)
    expect(isSolanaSignature(zeros)).toBe(true)
    expect(isSolanaTransactionSignature(zeros)).toBe(false)
  })

  it.each([
    ['an empty string', ''],
    ['a character outside base58 (0, O, I, l)', `0${REAL.slice(1)}`],
    ['63 characters', REAL.slice(0, 63)],
    ['89 characters', `${REAL}z`],
    ['88 characters that decode to more than 64 bytes', 'z'.repeat(88)],
    ['a 32-byte public key', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'],
    ['an EVM signature', `0x${'ab'.repeat(65)}`],
    ['surrounding whitespace', ` ${REAL}`],
    ['a 10 MB string', 'z'.repeat(10_000_000)],
  ])('refuse %s', (_label, value) => {
    expect(isSolanaSignature(value)).toBe(false)
    expect(isSolanaTransactionSignature(value)).toBe(false)
  })

  it('refuse anything that is not a string, the raw bytes included', () => {
    for (const value of [...NOT_STRINGS, new Uint8Array(64)]) {
      expect(isSolanaSignature(value)).toBe(false)
      expect(isSolanaTransactionSignature(value)).toBe(false)
    }
  })

  it('accept the encoding of any 64 bytes, and of no other length (property)', () => {
    fc.assert(
      fc.property(bytesOf(64, 64), (bytes) => {
        const encoded = base58Encode(bytes)
        expect(isSolanaSignature(encoded)).toBe(true)
        expect(isSolanaTransactionSignature(encoded)).toBe(bytes.some((byte) => byte !== 0))
      }),
    )
    fc.assert(
      fc.property(bytesOf(0, 100).filter((bytes) => bytes.length !== 64), (bytes) => {
        expect(isSolanaSignature(base58Encode(bytes))).toBe(false)
      }),
    )
  })

  it('never throw, whatever they are given (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string({ maxLength: 100 }), fc.string({ unit: fc.constantFrom(...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0OIl'), minLength: 60, maxLength: 92 })), (value) => {
        const accepted = isSolanaSignature(value)
        if (accepted) expect(value).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
        if (isSolanaTransactionSignature(value)) expect(accepted).toBe(true)
      }),
    )
  })
})
