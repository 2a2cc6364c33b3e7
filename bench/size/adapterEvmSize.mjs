// Benchmark: the size of @portico/adapter-evm as a site ships it (minified ESM, gzip level 9).
// @portico/core is left external (the site ships it anyway); viem is bundled and, being loaded
// through dynamic import(), lands in lazy chunks. The whole public API is measured as for every
// adapter (measureAdapter.mjs); this adds createEvmAdapter alone. Prints figures; a benchmark, not a test.
//   node bench/size/adapterEvmSize.mjs   (npm run bench:size runs it through adapterSize.mjs)
import { buildEntry, kb, printDetails, sizeOf } from './buildEntry.mjs'
import { ADAPTER_BUILD, runAlone } from './measureAdapter.mjs'

/** The adapter's own lines: what a site importing createEvmAdapter alone ships (the entry chunk, and viem's lazy chunks). */
export async function extras() {
  const chunks = await buildEntry(`export { createEvmAdapter } from '@portico/adapter-evm'`, ADAPTER_BUILD)
  printDetails(chunks)
  const entry = sizeOf(chunks.filter((chunk) => chunk.isEntry))
  const lazy = sizeOf(chunks.filter((chunk) => !chunk.isEntry))
  console.log(`${'adapter-evm (createEvmAdapter only)'.padEnd(42)} entry: min ${kb(entry.min).padStart(8)} gzip ${kb(entry.gzip).padStart(7)}   lazy (viem): min ${kb(lazy.min).padStart(9)} gzip ${kb(lazy.gzip).padStart(8)}`)
}

await runAlone(import.meta.url, extras)
