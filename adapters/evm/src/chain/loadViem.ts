/**
 * The doors to viem. Everything heavy is loaded through these dynamic imports when first needed,
 * so the adapter's entry stays light (DESIGN.md, "Adapters"): the first for any chain read, the
 * second only for token reads, contract calls and receipts, the third only for a sign-in
 * signature that is not an EOA's (asked of the chain).
 */
export function loadViem(): Promise<typeof import('./viemParts.js')> {
  return import('./viemParts.js')
}

export function loadViemContracts(): Promise<typeof import('./viemContractParts.js')> {
  return import('./viemContractParts.js')
}

/** The chain's own signature check (EIP-1271, ERC-6492), only when a sign-in signature is not an EOA's. */
export function loadViemSignatureParts(): Promise<typeof import('./viemSignatureParts.js')> {
  return import('./viemSignatureParts.js')
}
