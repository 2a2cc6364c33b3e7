import { InvalidCaipNetworkIdError } from '../errors/InvalidCaipNetworkIdError.js'
import type { AccountType } from '../types/account.js'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../types/namespace.js'
import { isEvmAddress } from '../utils/evmAddress.js'
import { isSolanaAddress } from '../utils/solanaAddress.js'

/**
 * A namespace's rules, as data: what an address looks like, how a wallet's chain id becomes the
 * CAIP-2 reference, and the account type a new account gets. A chain adapter brings the rules of
 * its namespace; namespaces without one use {@link BUILTIN_NAMESPACE_RULES}.
 */
export interface NamespaceRules {
  readonly namespace: ChainNamespace
  /** True when `address` has the form of an address on this namespace. */
  isAddress(address: string): boolean
  /**
   * The CAIP-2 reference a wallet-reported chain id stands for (`'0x1'` and `1` become `'1'` on
   * eip155). Returns undefined when the value is not a chain id of this namespace.
   */
  toChainReference(chainId: unknown): string | undefined
  /** The account type a new account of this namespace gets (SPEC.md section 3). */
  readonly defaultAccountType: AccountType
}

/** The CAIP-2 reference alphabet and length. */
const CAIP2_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/
/** The CAIP-10 address alphabet and length: no whitespace, at most 128 characters. */
const CAIP10_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/
const HEX_CHAIN_ID = /^0x[0-9a-f]{1,16}$/i
const DECIMAL_CHAIN_ID = /^[1-9][0-9]{0,19}$/

const plainReference = (chainId: unknown): string | undefined => {
  const text = typeof chainId === 'number' && Number.isSafeInteger(chainId) && chainId >= 0 ? String(chainId) : chainId
  return typeof text === 'string' && CAIP2_REFERENCE.test(text) ? text : undefined
}

const evmReference = (chainId: unknown): string | undefined => {
  if (typeof chainId === 'number') return Number.isSafeInteger(chainId) && chainId > 0 ? String(chainId) : undefined
  if (typeof chainId !== 'string') return undefined
  if (HEX_CHAIN_ID.test(chainId)) {
    const value = BigInt(chainId)
    return value > 0n ? value.toString(10) : undefined
  }
  return DECIMAL_CHAIN_ID.test(chainId) ? chainId : undefined
}

const caip10Address = (address: string): boolean => typeof address === 'string' && CAIP10_ADDRESS.test(address)

const rules = (
  namespace: ChainNamespace,
  partial: Partial<Omit<NamespaceRules, 'namespace'>> = {},
): NamespaceRules =>
  Object.freeze({
    namespace,
    isAddress: partial.isAddress ?? caip10Address,
    toChainReference: partial.toChainReference ?? plainReference,
    defaultAccountType: partial.defaultAccountType ?? 'eoa',
  })

/**
 * The rules core knows without an adapter (SPEC.md sections 3 and 5): EVM and Solana address
 * forms, eip155 chain ids in hex or decimal, payment accounts for bip122; every other namespace
 * takes CAIP-10 addresses and CAIP-2 references as they are.
 */
export const BUILTIN_NAMESPACE_RULES: Readonly<Record<ChainNamespace, NamespaceRules>> = Object.freeze({
  eip155: rules('eip155', { isAddress: isEvmAddress, toChainReference: evmReference }),
  solana: rules('solana', { isAddress: isSolanaAddress }),
  polkadot: rules('polkadot'),
  bip122: rules('bip122', { defaultAccountType: 'payment' }),
  cosmos: rules('cosmos'),
  sui: rules('sui'),
  stacks: rules('stacks'),
})

/** Completes an adapter's partial rules with the built-in ones of its namespace. */
export function defineNamespaceRules(
  namespace: ChainNamespace,
  partial: Partial<Omit<NamespaceRules, 'namespace'>> = {},
): NamespaceRules {
  const builtin = BUILTIN_NAMESPACE_RULES[namespace]
  return rules(namespace, { ...builtin, ...partial })
}

/**
 * The CAIP-2 reference of a wallet-reported chain id under `rules`.
 * @throws InvalidCaipNetworkIdError when the value is not a chain id of the namespace.
 */
export function chainReferenceOf(namespaceRules: NamespaceRules, chainId: unknown): string {
  const reference = namespaceRules.toChainReference(chainId)
  if (reference === undefined) {
    throw new InvalidCaipNetworkIdError(`${namespaceRules.namespace}:${String(chainId).slice(0, 40)}`)
  }
  return reference
}

/** Every namespace, for tables keyed by namespace. */
export const ALL_NAMESPACES: readonly ChainNamespace[] = CHAIN_NAMESPACES
