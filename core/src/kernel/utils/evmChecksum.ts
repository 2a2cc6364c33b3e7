import { keccak256 } from '../encoding/keccak256.js'

const PREFIXED_EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * The EIP-55 form of a `0x` EVM address: each letter upper case where the matching hex digit of
 * the Keccak-256 hash of the lower-case address (without `0x`) is 8 or more. Undefined for
 * anything that is not `0x` and 40 hex digits.
 */
export function toChecksumEvmAddress(address: string): `0x${string}` | undefined {
  if (typeof address !== 'string' || !PREFIXED_EVM_ADDRESS.test(address)) return undefined
  const lower = address.slice(2).toLowerCase()
  // ASCII hex digits: one byte each.
  const hash = keccak256(Uint8Array.from(lower, (char) => char.charCodeAt(0)))
  let out = '0x'
  for (let index = 0; index < 40; index++) {
    const nibble = ((hash[index >> 1] as number) >> (index % 2 === 0 ? 4 : 0)) & 0x0f
    const char = lower[index] as string
    out += nibble >= 8 ? char.toUpperCase() : char
  }
  return out as `0x${string}`
}

/**
 * True for a `0x` EVM address whose letters carry a right EIP-55 checksum, or none: all lower case
 * (no checksum written, as viem's `isAddress` accepts). A mixed-case address with a wrong checksum
 * is refused: one mistyped or altered letter is what the checksum exists to catch.
 */
export function hasValidEvmChecksum(address: string): boolean {
  if (typeof address !== 'string' || !PREFIXED_EVM_ADDRESS.test(address)) return false
  if (address.slice(2) === address.slice(2).toLowerCase()) return true
  return toChecksumEvmAddress(address) === address
}
