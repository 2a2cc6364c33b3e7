import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidCaipAddressError } from '../errors/InvalidCaipAddressError.js'
import { InvalidCaipNetworkIdError } from '../errors/InvalidCaipNetworkIdError.js'
import { CHAIN_NAMESPACES } from '../types/namespace.js'
import {
  formatCaipAddress,
  formatCaipNetworkId,
  isCaipAddress,
  isCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from './caip.js'

const REFERENCE_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_'.split('')
const ADDRESS_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.%'.split('')
const namespaceArb = fc.constantFrom(...CHAIN_NAMESPACES)
const referenceArb = fc.string({ unit: fc.constantFrom(...REFERENCE_CHARS), minLength: 1, maxLength: 32 })
const addressArb = fc.string({ unit: fc.constantFrom(...ADDRESS_CHARS), minLength: 1, maxLength: 128 })

function thrown(fn: () => unknown): unknown {
  try {
    fn()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

describe('parseCaipNetworkId', () => {
  it('splits a valid id into its parts', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1', caipNetworkId: 'eip155:1' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp').reference).toBe(
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
  })

  it.each([
    '',
    'eip155',
    'eip155:',
    ':1',
    'eip155:1:0xab',
    'foo:1',
    'EIP155:1',
    'eip155:1.5',
    'eip155: 1',
    `eip155:${'a'.repeat(33)}`,
  ])('refuses %j with the verbatim message and code', (value) => {
    const error = thrown(() => parseCaipNetworkId(value))
    expect(error).toBeInstanceOf(InvalidCaipNetworkIdError)
    expect(error).toMatchObject({
      shortMessage: 'Invalid CAIP-2 network id',
      code: 'INVALID_CAIP_NETWORK_ID',
      category: 'VALIDATION_ERROR',
    })
  })

  it('refuses a non-string at run time', () => {
    expect(() => parseCaipNetworkId(1 as unknown as string)).toThrow(InvalidCaipNetworkIdError)
  })

  it('round-trips every valid namespace and reference (property)', () => {
    fc.assert(
      fc.property(namespaceArb, referenceArb, (namespace, reference) => {
        const id = formatCaipNetworkId(namespace, reference)
        expect(id).toBe(`${namespace}:${reference}`)
        expect(parseCaipNetworkId(id)).toEqual({ namespace, reference, caipNetworkId: id })
      }),
    )
  })

  it('accepts exactly the strings that format back to themselves (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (value) => {
        if (isCaipNetworkId(value)) {
          const parsed = parseCaipNetworkId(value)
          expect(formatCaipNetworkId(parsed.namespace, parsed.reference)).toBe(value)
        } else {
          expect(() => parseCaipNetworkId(value)).toThrow(InvalidCaipNetworkIdError)
        }
      }),
    )
  })

  it('refuses any id with a character outside the CAIP-2 reference alphabet (property)', () => {
    fc.assert(
      fc.property(
        namespaceArb,
        referenceArb,
        fc.string({ minLength: 1, maxLength: 1 }).filter((char) => !REFERENCE_CHARS.includes(char)),
        (namespace, reference, bad) => {
          expect(isCaipNetworkId(`${namespace}:${reference}${bad}`)).toBe(false)
        },
      ),
    )
  })
})

describe('formatCaipNetworkId', () => {
  it('formats numeric chain ids', () => {
    expect(formatCaipNetworkId('eip155', 137)).toBe('eip155:137')
  })

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses the number %s', (reference) => {
    expect(() => formatCaipNetworkId('eip155', reference)).toThrow(InvalidCaipNetworkIdError)
  })

  it('refuses an unknown namespace or an invalid reference', () => {
    expect(() => formatCaipNetworkId('nope' as 'eip155', '1')).toThrow('Invalid CAIP-2 network id')
    expect(() => formatCaipNetworkId('eip155', 'a:b')).toThrow('Invalid CAIP-2 network id')
    expect(() => formatCaipNetworkId('eip155', '')).toThrow('Invalid CAIP-2 network id')
  })
})

describe('parseCaipAddress', () => {
  it('splits a valid account id into its parts', () => {
    expect(parseCaipAddress('eip155:1:0xAbC')).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: '0xAbC',
      caipNetworkId: 'eip155:1',
      caipAddress: 'eip155:1:0xAbC',
    })
  })

  it.each([
    '',
    'eip155:1',
    'eip155:1:',
    'eip155:1:a:b',
    'foo:1:0xab',
    'eip155::0xab',
    'eip155:1:0x ab',
    `eip155:1:${'a'.repeat(129)}`,
  ])('refuses %j with the verbatim message and code', (value) => {
    const error = thrown(() => parseCaipAddress(value))
    expect(error).toBeInstanceOf(InvalidCaipAddressError)
    expect(error).toMatchObject({
      shortMessage: 'Invalid CAIP-10 address',
      code: 'INVALID_CAIP_ADDRESS',
      category: 'VALIDATION_ERROR',
    })
  })

  it('round-trips every valid account id (property)', () => {
    fc.assert(
      fc.property(namespaceArb, referenceArb, addressArb, (namespace, reference, address) => {
        const caipAddress = formatCaipAddress(formatCaipNetworkId(namespace, reference), address)
        expect(caipAddress).toBe(`${namespace}:${reference}:${address}`)
        const parsed = parseCaipAddress(caipAddress)
        expect(parsed).toEqual({
          namespace,
          reference,
          address,
          caipNetworkId: `${namespace}:${reference}`,
          caipAddress,
        })
        expect(isCaipAddress(caipAddress)).toBe(true)
        expect(isCaipNetworkId(caipAddress)).toBe(false)
      }),
    )
  })

  it('accepts exactly the strings that format back to themselves (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (value) => {
        if (isCaipAddress(value)) {
          const parsed = parseCaipAddress(value)
          expect(formatCaipAddress(parsed.caipNetworkId, parsed.address)).toBe(value)
        } else {
          expect(() => parseCaipAddress(value)).toThrow(InvalidCaipAddressError)
        }
      }),
    )
  })

  it('refuses a colon inside the address (property)', () => {
    fc.assert(
      fc.property(namespaceArb, referenceArb, addressArb, addressArb, (namespace, reference, a, b) => {
        expect(() => formatCaipAddress(`${namespace}:${reference}`, `${a}:${b}`)).toThrow(InvalidCaipAddressError)
      }),
    )
  })
})

describe('type guards', () => {
  it('refuse non-strings', () => {
    for (const value of [undefined, null, 1, {}, ['eip155:1']]) {
      expect(isCaipNetworkId(value)).toBe(false)
      expect(isCaipAddress(value)).toBe(false)
    }
  })
})
