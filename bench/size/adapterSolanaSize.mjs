// Benchmark: the size of @portico/adapter-solana as a site ships it (minified ESM, gzip level 9).
// @portico/core is left external (the site ships it anyway); @solana/web3.js is bundled and, being
// loaded through dynamic import(), lands in lazy chunks. It also checks which chunks hold Solana
// code: none may sit in the entry, and an EVM-only site (the EVM adapter alone) holds none at all.
// Prints figures; a benchmark, not a test.
//   node bench/size/adapterSolanaSize.mjs
import { buildEntry, kb, root, sizeOf } from './buildEntry.mjs'

const entries = {
  'adapter-solana (whole public API)': `export * from '@portico/adapter-solana'`,
  'adapter-solana (createSolanaAdapter only)': `export { createSolanaAdapter } from '@portico/adapter-solana'`,
}

/** Modules of the Solana SDK or of this adapter's lazy parts, by chunk. */
const SOLANA_SDK = /node_modules\/(@solana\/web3\.js|@solana\/buffer-layout|bn\.js|borsh|jayson|rpc-websockets|buffer)\//
const solanaModules = (chunk) => Object.keys(chunk.modules).filter((id) => SOLANA_SDK.test(id) || /adapters\/solana\//.test(id))

async function measure(source) {
  // As a site's Vite build resolves them: web3.js's codecs export only browser, node and edge builds.
  const chunks = await buildEntry(source, { external: [/^@portico\/core/], conditions: ['browser', 'module'] })
  if (process.env.SIZE_DETAILS) {
    for (const chunk of chunks) {
      const top = Object.entries(chunk.modules).sort((a, b) => b[1].renderedLength - a[1].renderedLength).slice(0, 6)
      console.log(`  ${chunk.isEntry ? 'entry' : 'lazy '} ${chunk.fileName}: gzip ${kb(sizeOf([chunk]).gzip)}`)
      for (const [id, info] of top) console.log(`      ${String(info.renderedLength).padStart(7)}  ${id.replace(root, '')}`)
    }
  }
  // The entry and what it imports statically load with the page; the rest only through import().
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const initialNames = new Set()
  const visit = (fileName) => {
    if (initialNames.has(fileName)) return
    initialNames.add(fileName)
    for (const next of byName.get(fileName)?.imports ?? []) visit(next)
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName)
  const initial = chunks.filter((chunk) => initialNames.has(chunk.fileName))
  const sdkInEntry = initial.flatMap((chunk) => Object.keys(chunk.modules).filter((id) => SOLANA_SDK.test(id)))
  if (sdkInEntry.length > 0) throw new Error(`@solana/web3.js reached the initial chunks: ${sdkInEntry.slice(0, 3).join(', ')}`)
  return { initial: sizeOf(initial), lazy: sizeOf(chunks.filter((chunk) => !initialNames.has(chunk.fileName))) }
}

for (const [name, source] of Object.entries(entries)) {
  const { initial, lazy } = await measure(source)
  console.log(`${name.padEnd(42)} initial: min ${kb(initial.min).padStart(8)} gzip ${kb(initial.gzip).padStart(7)}   lazy (web3.js): min ${kb(lazy.min).padStart(9)} gzip ${kb(lazy.gzip).padStart(8)}`)
}

// An EVM-only site: the EVM adapter and core, bundled whole. No module of Solana may be in it.
const evmOnly = await buildEntry(`export * from '@portico/adapter-evm'\nexport * from '@portico/core'`)
const found = evmOnly.flatMap(solanaModules)
if (found.length > 0) throw new Error(`an EVM-only bundle holds Solana code: ${found.slice(0, 3).join(', ')}`)
console.log(`EVM-only bundle (adapter-evm + core, ${evmOnly.length} chunks): no Solana module`)
