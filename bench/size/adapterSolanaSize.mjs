// Benchmark: the size of @portico/adapter-solana as a site ships it (minified ESM, gzip level 9).
// @portico/core is left external (the site ships it anyway); @solana/web3.js is bundled and, being
// loaded through dynamic import(), lands in lazy chunks. The whole public API is measured as for
// every adapter (measureAdapter.mjs); this adds createSolanaAdapter alone, and checks which chunks
// hold Solana code: none may load with the page, and an EVM-only site (the EVM adapter alone) holds
// none at all. Prints figures; a benchmark, not a test.
//   node bench/size/adapterSolanaSize.mjs   (npm run bench:size runs it through adapterSize.mjs)
import { buildEntry, kb, printDetails, sizeOf, splitInitial } from './buildEntry.mjs'
import { ADAPTER_BUILD, runAlone } from './measureAdapter.mjs'

/** Modules of the Solana SDK or of this adapter's lazy parts, by chunk. */
const SOLANA_SDK = /node_modules\/(@solana\/web3\.js|@solana\/buffer-layout|bn\.js|borsh|jayson|rpc-websockets|buffer)\//
const solanaModules = (chunk) => Object.keys(chunk.modules).filter((id) => SOLANA_SDK.test(id) || /adapters\/solana\//.test(id))

/** What loads with the page and what later; throws when web3.js loads with the page. */
function measure(chunks) {
  const { initial, lazy } = splitInitial(chunks)
  const sdkInEntry = initial.flatMap((chunk) => Object.keys(chunk.modules).filter((id) => SOLANA_SDK.test(id)))
  if (sdkInEntry.length > 0) throw new Error(`@solana/web3.js reached the initial chunks: ${sdkInEntry.slice(0, 3).join(', ')}`)
  return { initial: sizeOf(initial), lazy: sizeOf(lazy) }
}

/** The adapter's own lines: web3.js stays lazy in every build, createSolanaAdapter alone, and an EVM-only site without Solana code. */
export async function extras({ builds }) {
  for (const chunks of builds.values()) measure(chunks)
  const chunks = await buildEntry(`export { createSolanaAdapter } from '@portico/adapter-solana'`, ADAPTER_BUILD)
  printDetails(chunks)
  const { initial, lazy } = measure(chunks)
  console.log(`${'adapter-solana (createSolanaAdapter only)'.padEnd(42)} initial: min ${kb(initial.min).padStart(8)} gzip ${kb(initial.gzip).padStart(7)}   lazy (web3.js): min ${kb(lazy.min).padStart(9)} gzip ${kb(lazy.gzip).padStart(8)}`)

  // An EVM-only site: the EVM adapter and core, bundled whole. No module of Solana may be in it.
  const evmOnly = await buildEntry(`export * from '@portico/adapter-evm'\nexport * from '@portico/core'`)
  const found = evmOnly.flatMap(solanaModules)
  if (found.length > 0) throw new Error(`an EVM-only bundle holds Solana code: ${found.slice(0, 3).join(', ')}`)
  console.log(`EVM-only bundle (adapter-evm + core, ${evmOnly.length} chunks): no Solana module`)
}

await runAlone(import.meta.url, extras)
