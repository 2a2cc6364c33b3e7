import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isCaipNetworkId } from '../utils/caip.js'
import { BUILTIN_NAMESPACE_RULES, chainReferenceOf, defineNamespaceRules } from './namespaceRules.js'

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const OTHERS = ['polkadot', 'bip122', 'cosmos', 'sui', 'stacks'] as const

describe('built-in namespace rules: addresses (SPEC.md section 5)', () => {
  it('checks eip155 addresses as EVM addresses', () => {
    expect(BUILTIN_NAMESPACE_RULES.eip155.isAddress(EVM)).toBe(true)
    expect(BUILTIN_NAMESPACE_RULES.eip155.isAddress(SOLANA)).toBe(false)
  })

  it('checks solana addresses as Solana addresses', () => {
    expect(BUILTIN_NAMESPACE_RULES.solana.isAddress(SOLANA)).toBe(true)
    expect(BUILTIN_NAMESPACE_RULES.solana.isAddress(EVM)).toBe(false)
  })

  it.each(OTHERS)('accepts a plain address on %s and refuses empty, spaced or long ones', (namespace) => {
    const { isAddress } = BUILTIN_NAMESPACE_RULES[namespace]
    expect(isAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true)
    expect(isAddress('')).toBe(false)
    expect(isAddress('bc1q ar0s')).toBe(false)
    expect(isAddress('a'.repeat(129))).toBe(false)
    expect(isAddress('a'.repeat(128))).toBe(true)
    expect(isAddress(undefined as unknown as string)).toBe(false)
  })

  it('never accepts whitespace, a colon, an empty string or more than 128 characters on other namespaces (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OTHERS), fc.string({ maxLength: 140 }), (namespace, address) => {
        if (BUILTIN_NAMESPACE_RULES[namespace].isAddress(address)) {
          expect(address.length).toBeGreaterThan(0)
          expect(address.length).toBeLessThanOrEqual(128)
          expect(address).not.toMatch(/\s/)
          expect(address).not.toContain(':')
        }
      }),
    )
  })
})

describe('built-in namespace rules: chain ids', () => {
  it('reads an eip155 chain id in hex or decimal, as a number or text', () => {
    const rules = BUILTIN_NAMESPACE_RULES.eip155
    for (const chainId of [1, '1', '0x1', '0X1']) expect(rules.toChainReference(chainId), String(chainId)).toBe('1')
    expect(rules.toChainReference('0x7a69')).toBe('31337')
    for (const chainId of [0, '0', '0x0', -1, 1.5, '01', 'one', '', '0x', null, undefined, {}, Number.MAX_SAFE_INTEGER + 2]) {
      expect(rules.toChainReference(chainId), String(chainId)).toBeUndefined()
    }
  })

  it('takes a plain CAIP-2 reference as it is on other namespaces', () => {
    expect(BUILTIN_NAMESPACE_RULES.solana.toChainReference('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(BUILTIN_NAMESPACE_RULES.cosmos.toChainReference('cosmoshub-4')).toBe('cosmoshub-4')
    expect(BUILTIN_NAMESPACE_RULES.polkadot.toChainReference(0)).toBe('0')
    for (const chainId of ['has spaces', 'a:b', 'x'.repeat(33), '', -1, null]) {
      expect(BUILTIN_NAMESPACE_RULES.solana.toChainReference(chainId), String(chainId)).toBeUndefined()
    }
  })

  it('every reference the rules give is a valid CAIP-2 reference (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(BUILTIN_NAMESPACE_RULES) as (keyof typeof BUILTIN_NAMESPACE_RULES)[])),
        fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.double()),
        (namespace, chainId) => {
          const reference = BUILTIN_NAMESPACE_RULES[namespace].toChainReference(chainId)
          if (reference !== undefined) expect(isCaipNetworkId(`${namespace}:${reference}`), reference).toBe(true)
        },
      ),
    )
  })

  it('chainReferenceOf throws Invalid CAIP-2 network id for a value that is not a chain id', () => {
    expect(chainReferenceOf(BUILTIN_NAMESPACE_RULES.eip155, '0xa')).toBe('10')
    expect(() => chainReferenceOf(BUILTIN_NAMESPACE_RULES.eip155, 'nope')).toThrow('Invalid CAIP-2 network id')
  })
})

describe('defineNamespaceRules', () => {
  it("completes an adapter's partial rules with the built-in ones of its namespace", () => {
    const rules = defineNamespaceRules('bip122', { isAddress: (address) => address.startsWith('bc1') })
    expect(rules.namespace).toBe('bip122')
    expect(rules.isAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true)
    expect(rules.isAddress('tb1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(false)
    expect(rules.toChainReference('000000000019d6689c085ae165831e93')).toBe('000000000019d6689c085ae165831e93')
    // SPEC.md section 3: bip122 accounts are payment accounts by default, other namespaces eoa.
    expect(rules.defaultAccountType).toBe('payment')
    expect(defineNamespaceRules('eip155').defaultAccountType).toBe('eoa')
  })
})
