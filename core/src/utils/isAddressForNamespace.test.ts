import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isAddressForNamespace } from './isAddressForNamespace.js'

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const OTHERS = ['polkadot', 'bip122', 'cosmos', 'sui', 'stacks'] as const

describe('isAddressForNamespace', () => {
  it('checks eip155 addresses as EVM addresses', () => {
    expect(isAddressForNamespace('eip155', EVM)).toBe(true)
    expect(isAddressForNamespace('eip155', SOLANA)).toBe(false)
  })

  it('checks solana addresses as Solana addresses', () => {
    expect(isAddressForNamespace('solana', SOLANA)).toBe(true)
    expect(isAddressForNamespace('solana', EVM)).toBe(false)
  })

  it.each(OTHERS)('accepts a plain address on %s and refuses empty, spaced or long ones', (namespace) => {
    expect(isAddressForNamespace(namespace, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true)
    expect(isAddressForNamespace(namespace, '')).toBe(false)
    expect(isAddressForNamespace(namespace, 'bc1q ar0s')).toBe(false)
    expect(isAddressForNamespace(namespace, 'a'.repeat(129))).toBe(false)
    expect(isAddressForNamespace(namespace, 'a'.repeat(128))).toBe(true)
    expect(isAddressForNamespace(namespace, undefined as unknown as string)).toBe(false)
  })

  it('never accepts whitespace, an empty string or more than 128 characters on other namespaces (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OTHERS), fc.string({ maxLength: 140 }), (namespace, address) => {
        if (isAddressForNamespace(namespace, address)) {
          expect(address.length).toBeGreaterThan(0)
          expect(address.length).toBeLessThanOrEqual(128)
          expect(address).not.toMatch(/\s/)
          expect(address).not.toContain(':')
        }
      }),
    )
  })
})
