import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isEvmAddress } from './evmAddress.js'

const HEX = '0123456789abcdefABCDEF'.split('')
const hexArb = (length: number) => fc.string({ unit: fc.constantFrom(...HEX), minLength: length, maxLength: length })

describe('isEvmAddress', () => {
  it('accepts 40 hex digits with or without 0x, in any case', () => {
    expect(isEvmAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(true)
    expect(isEvmAddress('70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe(true)
  })

  it.each([
    '',
    '0x',
    '0x70997970C51812dc3A010C7d01b50e0d17dc79C',
    '0x70997970C51812dc3A010C7d01b50e0d17dc79C8a',
    '0x70997970C51812dc3A010C7d01b50e0d17dc79CG',
    '0X70997970C51812dc3A010C7d01b50e0d17dc79C8',
    ' 0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    '0x70997970C51812dc3A010C7d01b50e0d17dc79C8\n',
  ])('refuses %j', (value) => {
    expect(isEvmAddress(value)).toBe(false)
  })

  it('refuses non-strings at run time', () => {
    expect(isEvmAddress(undefined as unknown as string)).toBe(false)
  })

  it('accepts every 40-digit hex string, prefixed or not (property)', () => {
    fc.assert(
      fc.property(hexArb(40), fc.boolean(), (digits, prefixed) => {
        expect(isEvmAddress(prefixed ? `0x${digits}` : digits)).toBe(true)
      }),
    )
  })

  it('refuses hex strings of any other length (property)', () => {
    const length = fc.integer({ min: 0, max: 80 }).filter((n) => n !== 40)
    fc.assert(
      fc.property(length.chain(hexArb), fc.boolean(), (digits, prefixed) => {
        expect(isEvmAddress(prefixed ? `0x${digits}` : digits)).toBe(false)
      }),
    )
  })

  it('refuses a 40-character string with any non-hex character (property)', () => {
    const bad = fc.string({ minLength: 1, maxLength: 1 }).filter((char) => !HEX.includes(char))
    fc.assert(
      fc.property(hexArb(39), bad, fc.nat(39), (digits, char, at) => {
        expect(isEvmAddress(`0x${digits.slice(0, at)}${char}${digits.slice(at)}`)).toBe(false)
      }),
    )
  })
})
