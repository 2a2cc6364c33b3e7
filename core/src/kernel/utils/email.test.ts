import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { INVALID_EMAIL_MESSAGE, isValidEmail } from './email.js'

describe('isValidEmail', () => {
  it('keeps the SPEC message verbatim', () => {
    expect(INVALID_EMAIL_MESSAGE).toBe('Please enter a valid email address')
  })

  it.each([
    'visitor@example.com',
    'first.last+tag@sub.example.co.uk',
    "o'brien@example.ie",
    'a@b.io',
    'x@xn--bcher-kva.example',
    'user@xn--p1ai.xn--p1ai',
  ])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true)
  })

  it.each([
    '',
    'plain',
    '@example.com',
    'visitor@',
    'visitor@example',
    'visitor@example.c',
    'visitor@example.123',
    'visitor@@example.com',
    'visitor@exa mple.com',
    ' visitor@example.com',
    'visitor@example.com ',
    '.visitor@example.com',
    'visitor.@example.com',
    'vis..itor@example.com',
    'visitor@-example.com',
    'visitor@example-.com',
    'visitor@example..com',
    'visitor@.example.com',
    'vísitor@example.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(64)}.com`,
    `a@${'b.'.repeat(130)}com`,
  ])('refuses %j', (value) => {
    expect(isValidEmail(value)).toBe(false)
  })

  it('refuses non-strings', () => {
    expect(isValidEmail(undefined)).toBe(false)
    expect(isValidEmail(['a@b.co'])).toBe(false)
  })

  it('accepts generated addresses with a plain local part (property)', () => {
    const local = fc.stringMatching(/^[a-z0-9_+-]{1,20}(\.[a-z0-9_+-]{1,20}){0,2}$/)
    fc.assert(
      fc.property(local, fc.domain(), (name, domain) => {
        fc.pre(/\.[a-z]{2,}$/i.test(domain))
        expect(isValidEmail(`${name}@${domain}`)).toBe(true)
      }),
    )
  })

  it('never accepts whitespace, a missing @ or more than 254 characters (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.emailAddress()), (value) => {
        if (!isValidEmail(value)) return
        expect(value).not.toMatch(/\s/)
        expect(value.length).toBeLessThanOrEqual(254)
        expect(value.indexOf('@')).toBeGreaterThan(0)
        expect(value.split('@')).toHaveLength(2)
      }),
    )
  })

  it('accepts the addresses fast-check generates when short enough and unquoted (property)', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (value) => {
        const domain = value.slice(value.lastIndexOf('@') + 1)
        fc.pre(value.length <= 254 && /\.[a-z]{2,}$/i.test(domain))
        expect(isValidEmail(value)).toBe(true)
      }),
    )
  })
})
