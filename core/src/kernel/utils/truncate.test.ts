import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { truncateAddress, truncateEmail } from './truncate.js'

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('truncateAddress', () => {
  it('keeps 4 characters at the start, 0x included, and 6 at the end', () => {
    expect(truncateAddress(EVM)).toBe('0x70...dc79C8')
    expect(truncateAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe('9WzD...YtAWWM')
  })

  it('returns short addresses whole', () => {
    expect(truncateAddress('0x12345678901')).toBe('0x12345678901')
    expect(truncateAddress('0x123456789012')).toBe('0x12...789012')
    expect(truncateAddress('')).toBe('')
  })

  it('honours custom lengths, including 0', () => {
    expect(truncateAddress(EVM, { start: 6, end: 4 })).toBe('0x7099...79C8')
    expect(truncateAddress(EVM, { start: 0, end: 0 })).toBe('...')
    expect(truncateAddress(EVM, { end: 0 })).toBe('0x70...')
  })

  it('refuses negative or fractional lengths', () => {
    expect(() => truncateAddress(EVM, { start: -1 })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }))
    expect(() => truncateAddress(EVM, { end: 1.5 })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }))
  })

  it('keeps the start and end and never lengthens (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80, unit: 'grapheme-ascii' }),
        fc.nat(10),
        fc.nat(10),
        (address, start, end) => {
          const out = truncateAddress(address, { start, end })
          expect(out.length).toBeLessThanOrEqual(address.length)
          if (out !== address) {
            expect(out).toBe(`${address.slice(0, start)}...${end ? address.slice(-end) : ''}`)
            expect(address.length).toBeGreaterThan(start + end + 3)
          }
        },
      ),
    )
  })

  it('never splits a code point (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (address) => {
        expect(Array.from(truncateAddress(address)).every((char) => !/^[\uD800-\uDFFF]$/.test(char))).toBe(true)
      }),
    )
  })
})

describe('truncateEmail', () => {
  it('returns an address of 30 characters or fewer whole', () => {
    const thirty = `${'a'.repeat(18)}@example.com`
    expect(thirty).toHaveLength(30)
    expect(truncateEmail(thirty)).toBe(thirty)
  })

  it('shortens the local part and keeps the domain', () => {
    expect(truncateEmail('averyveryverylongname@example.com')).toBe('averyveryverylo...@example.com')
    expect(truncateEmail('averyveryverylongname@example.com')).toHaveLength(30)
  })

  it('cuts at the end when the domain itself does not fit, or there is no @', () => {
    const long = `me@${'d'.repeat(40)}.com`
    expect(truncateEmail(long)).toBe(`${long.slice(0, 27)}...`)
    expect(truncateEmail('x'.repeat(40))).toBe(`${'x'.repeat(27)}...`)
  })

  it('refuses a max too small to hold anything', () => {
    expect(() => truncateEmail('a@b.co', 3)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }))
  })

  it('never exceeds max and keeps a fitting domain visible (property)', () => {
    const email = fc
      .tuple(fc.string({ minLength: 1, maxLength: 60 }), fc.domain())
      .map(([local, domain]) => `${local}@${domain}`)
    fc.assert(
      fc.property(fc.oneof(email, fc.string({ maxLength: 80 })), fc.integer({ min: 4, max: 60 }), (value, max) => {
        const out = truncateEmail(value, max)
        const length = Array.from(value).length
        if (length <= max) {
          expect(out).toBe(value)
          return
        }
        expect(Array.from(out).length).toBeLessThanOrEqual(max)
        expect(out).toContain('...')
        const at = value.lastIndexOf('@')
        const domain = value.slice(at)
        if (at > 0 && Array.from(domain).length + 4 <= max) expect(out.endsWith(`...${domain}`)).toBe(true)
      }),
    )
  })
})
