/**
 * The form an address (or a CAIP-10 account or token address) is compared and cached in. EVM hex
 * addresses are case-insensitive (the mixed case is only a checksum), so `0x…` and `eip155:…` are
 * lowercased; every other namespace keeps its exact text, because base58 (Solana) is
 * case-sensitive: `7EcD…` and `7ecd…` are two accounts.
 */
export function addressKey(value: string): string {
  return value.startsWith('eip155:') || /^0x[0-9a-fA-F]*$/.test(value) ? value.toLowerCase() : value
}
