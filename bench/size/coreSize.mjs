// Benchmark: the size of @portico/core as a site would ship it (minified ESM, dependencies
// bundled, gzip level 9). Prints figures; it is a benchmark, not a test.
//   node bench/size/coreSize.mjs
import { buildEntry, kb, sizeOf } from './buildEntry.mjs'

/** Entries measured: the whole public API, and what a minimal site imports. */
const entries = {
  'core (whole public API)': `export * from '@portico/core'`,
  'core (createPortico + connect + openModal)': `
    import { createPortico, connect, openModal, disconnect } from '@portico/core'
    export { createPortico, connect, openModal, disconnect }`,
}

for (const [name, source] of Object.entries(entries)) {
  const { min, gzip } = sizeOf(await buildEntry(source))
  console.log(`${name.padEnd(45)} min ${kb(min).padStart(9)}   gzip ${kb(gzip).padStart(8)}`)
}
