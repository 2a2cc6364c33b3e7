import type { ChainNamespace } from '../types/namespace.js'
import { isEvmAddress } from './evmAddress.js'
import { isSolanaAddress } from './solanaAddress.js'

/** The CAIP-10 address alphabet and length: no whitespace, at most 128 characters. */
const CAIP10_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/

/**
 * True when `address` has the form of an address on `namespace`: an EVM address on eip155, a
 * Solana address on solana. Other namespaces only need a non-empty address of at most 128
 * characters without whitespace, drawn from the CAIP-10 address alphabet so it can always be
 * formatted as a CAIP-10 account id.
 */
export function isAddressForNamespace(namespace: ChainNamespace, address: string): boolean {
  if (typeof address !== 'string') return false
  switch (namespace) {
    case 'eip155':
      return isEvmAddress(address)
    case 'solana':
      return isSolanaAddress(address)
    default:
      return CAIP10_ADDRESS.test(address)
  }
}
