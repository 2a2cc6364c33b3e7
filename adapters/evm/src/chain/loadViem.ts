/**
 * The doors to viem. Everything heavy is loaded through these dynamic imports when first needed,
 * so the adapter's entry stays light (DESIGN.md, "Adapters"): the first for any chain read, the
 * second only for token reads, contract calls and receipts.
 */
export function loadViem(): Promise<typeof import('./viemParts.js')> {
  return import('./viemParts.js')
}

export function loadViemContracts(): Promise<typeof import('./viemContractParts.js')> {
  return import('./viemContractParts.js')
}
