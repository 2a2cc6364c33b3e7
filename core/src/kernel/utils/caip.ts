import { InvalidCaipAddressError } from '../errors/InvalidCaipAddressError.js'
import { InvalidCaipNetworkIdError } from '../errors/InvalidCaipNetworkIdError.js'
import { isChainNamespace, type CaipAddress, type CaipNetworkId, type ChainNamespace } from '../types/namespace.js'

/** CAIP-2 chain reference. */
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/
/** CAIP-10 account address. */
const ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/

/** The parts of a CAIP-2 network id. */
export interface ParsedCaipNetworkId {
  namespace: ChainNamespace
  reference: string
  caipNetworkId: CaipNetworkId
}

/** The parts of a CAIP-10 account id. */
export interface ParsedCaipAddress extends ParsedCaipNetworkId {
  address: string
  caipAddress: CaipAddress
}

/**
 * Parses a CAIP-2 network id, `namespace:reference` (for example `eip155:1`). The namespace must
 * be one Portico knows and the reference must match CAIP-2 (`[-_a-zA-Z0-9]{1,32}`).
 * @throws InvalidCaipNetworkIdError 'Invalid CAIP-2 network id' otherwise.
 */
export function parseCaipNetworkId(value: string): ParsedCaipNetworkId {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [namespace, reference] = parts
  if (parts.length !== 2 || !isChainNamespace(namespace) || reference === undefined || !REFERENCE.test(reference)) {
    throw new InvalidCaipNetworkIdError(value)
  }
  return { namespace, reference, caipNetworkId: `${namespace}:${reference}` }
}

/**
 * Parses a CAIP-10 account id, `namespace:reference:address` (for example `eip155:1:0xab...`).
 * The address part must match CAIP-10 (`[-.%a-zA-Z0-9]{1,128}`); it is not checked against the
 * namespace's own address format (see `isAddressForNamespace`).
 * @throws InvalidCaipAddressError 'Invalid CAIP-10 address' otherwise.
 */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [namespace, reference, address] = parts
  if (
    parts.length !== 3 ||
    !isChainNamespace(namespace) ||
    reference === undefined ||
    !REFERENCE.test(reference) ||
    address === undefined ||
    !ADDRESS.test(address)
  ) {
    throw new InvalidCaipAddressError(value)
  }
  const caipNetworkId: CaipNetworkId = `${namespace}:${reference}`
  return { namespace, reference, address, caipNetworkId, caipAddress: `${caipNetworkId}:${address}` }
}

/**
 * Builds a CAIP-2 network id from a namespace and a reference. A numeric reference (an EVM chain
 * id) must be a non-negative safe integer.
 * @throws InvalidCaipNetworkIdError when the result would not be a valid network id.
 */
export function formatCaipNetworkId(namespace: ChainNamespace, reference: string | number): CaipNetworkId {
  if (typeof reference === 'number' && !(Number.isSafeInteger(reference) && reference >= 0)) {
    throw new InvalidCaipNetworkIdError(`${String(namespace)}:${String(reference)}`)
  }
  return parseCaipNetworkId(`${namespace}:${reference}`).caipNetworkId
}

/**
 * Builds a CAIP-10 account id from a CAIP-2 network id and an address.
 * @throws InvalidCaipAddressError when the result would not be a valid account id.
 */
export function formatCaipAddress(caipNetworkId: CaipNetworkId | string, address: string): CaipAddress {
  return parseCaipAddress(`${caipNetworkId}:${address}`).caipAddress
}

/** True for a valid CAIP-2 network id of a known namespace. */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}

/** True for a valid CAIP-10 account id of a known namespace. */
export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false
  try {
    parseCaipAddress(value)
    return true
  } catch {
    return false
  }
}
