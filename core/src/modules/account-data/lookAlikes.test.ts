import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { lookAlikeCheck } from './lookAlikes.js'

const hexBody = fc.stringMatching(/^[0-9a-fA-F]{40}$/)
const base58Body = fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
/** `body` with another middle: its first 3 and last 4 characters kept, as an address poisoner makes one. */
const withMiddle = (body: string, middle: string) => `${body.slice(0, 3)}${middle}${body.slice(-4)}`

describe('lookAlikeCheck (issue 26, address poisoning)', () => {
  it('names the genuine EVM address a look-alike copies the first 3 and last 4 hex digits of, in any case', () => {
    fc.assert(
      fc.property(hexBody, fc.stringMatching(/^[0-9a-f]{33}$/), fc.boolean(), (genuine, middle, upper) => {
        const lookAlike = `0x${withMiddle(genuine, middle)}`
        fc.pre(lookAlike.toLowerCase() !== `0x${genuine}`.toLowerCase())
        const check = lookAlikeCheck([`0x${genuine}`])
        expect(check(upper ? lookAlike.toUpperCase().replace('0X', '0x') : lookAlike)).toBe(`0x${genuine}`)
        // The genuine one itself, in another case, is the genuine one.
        expect(check(`0x${genuine.toUpperCase()}`)).toBeUndefined()
        expect(check(`0x${genuine.toLowerCase()}`)).toBeUndefined()
      }),
    )
  })

  it('leaves alone an address whose first 3 or last 4 characters differ from every genuine one', () => {
    fc.assert(
      fc.property(fc.array(hexBody, { minLength: 1, maxLength: 5 }), hexBody, (genuine, other) => {
        const sameEdges = genuine.some((body) => body.slice(0, 3).toLowerCase() === other.slice(0, 3).toLowerCase() && body.slice(-4).toLowerCase() === other.slice(-4).toLowerCase())
        fc.pre(!sameEdges)
        expect(lookAlikeCheck(genuine.map((body) => `0x${body}`))(`0x${other}`)).toBeUndefined()
      }),
    )
  })

  it('compares base58 exactly: another case is another address, and a look-alike only when the edges match exactly', () => {
    fc.assert(
      fc.property(base58Body, fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{25,37}$/), (genuine, middle) => {
        const lookAlike = withMiddle(genuine, middle)
        fc.pre(lookAlike !== genuine)
        const check = lookAlikeCheck([genuine])
        expect(check(lookAlike)).toBe(genuine)
        expect(check(genuine)).toBeUndefined()
      }),
    )
    const genuine = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
    expect(lookAlikeCheck([genuine])(`7ec${genuine.slice(3)}`)).toBeUndefined()
  })

  it('names the first genuine address with those edges and never a genuine address as a look-alike', () => {
    const first = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    const second = '0x3c4400000000000000000000000000000a4293bc'
    const check = lookAlikeCheck([first, second])
    expect(check('0x3c4411111111111111111111111111111a4293bc')).toBe(first)
    expect(check(second)).toBeUndefined()
    expect(check(first.toLowerCase())).toBeUndefined()
  })
})
