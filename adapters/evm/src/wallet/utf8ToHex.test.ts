import fc from 'fast-check'
import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { utf8ToHex } from './utf8ToHex.js'

describe('utf8ToHex', () => {
  it('encodes like viem (TextEncoder) does', () => {
    expect(utf8ToHex('hello')).toBe('0x68656c6c6f')
    expect(utf8ToHex('')).toBe('0x')
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => {
      expect(utf8ToHex(text)).toBe(stringToHex(text))
    }))
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => {
      expect(utf8ToHex(text)).toBe(stringToHex(text))
    }))
  })
})
