const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/

/**
 * True for an EVM address: 40 hex digits with an optional `0x` prefix (SPEC.md section 5).
 * Mixed case is accepted without checking the EIP-55 checksum.
 */
export function isEvmAddress(value: string): boolean {
  return typeof value === 'string' && EVM_ADDRESS.test(value)
}
