// Benchmark: the size of @portico/adapter-evm as a site ships it (minified ESM, gzip level 9).
// @portico/core is left external (the site ships it anyway); viem is bundled and, being loaded
// through dynamic import(), lands in lazy chunks. Prints figures; a benchmark, not a test.
//   node bench/size/adapterEvmSize.mjs
import { buildEntry, kb, root, sizeOf } from './buildEntry.mjs'

const entries = {
  'adapter-evm (whole public API)': `export * from '@portico/adapter-evm'`,
  'adapter-evm (createEvmAdapter only)': `export { createEvmAdapter } from '@portico/adapter-evm'`,
}

async function measure(source) {
  // @portico/core stays out: the site ships it anyway.
  const chunks = await buildEntry(source, { external: [/^@portico\/core/] })
  if (process.env.SIZE_DETAILS) {
    for (const chunk of chunks) {
      const top = Object.entries(chunk.modules).sort((a, b) => b[1].renderedLength - a[1].renderedLength).slice(0, 6)
      console.log(`  ${chunk.isEntry ? 'entry' : 'lazy '} ${chunk.fileName}: gzip ${kb(sizeOf([chunk]).gzip)}`)
      for (const [id, info] of top) console.log(`      ${String(info.renderedLength).padStart(7)}  ${id.replace(root, '')}`)
    }
  }
  return { initial: sizeOf(chunks.filter((chunk) => chunk.isEntry)), lazy: sizeOf(chunks.filter((chunk) => !chunk.isEntry)) }
}

for (const [name, source] of Object.entries(entries)) {
  const { initial, lazy } = await measure(source)
  console.log(`${name.padEnd(38)} entry: min ${kb(initial.min).padStart(8)} gzip ${kb(initial.gzip).padStart(7)}   lazy (viem): min ${kb(lazy.min).padStart(9)} gzip ${kb(lazy.gzip).padStart(8)}`)
}
