// Benchmark: the size of @portico/adapter-embedded as a site ships it (minified ESM, gzip level 9).
// @portico/core's main entry is left external (the site ships it anyway); the frame client
// (@portico/core/embedded) and the session load through dynamic import() the first time the
// embedded wallet is used. It checks that no frame code sits in the entry.
// Prints figures; a benchmark, not a test.
//   node bench/size/adapterEmbeddedSize.mjs
import { buildEntry, kb, sizeOf } from './buildEntry.mjs'

const chunks = await buildEntry(`export { createEmbeddedWallet } from '@portico/adapter-embedded'`, { external: [/^@portico\/core$/] })
const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
const initialNames = new Set()
const visit = (fileName) => {
  if (initialNames.has(fileName)) return
  initialNames.add(fileName)
  for (const next of byName.get(fileName)?.imports ?? []) visit(next)
}
for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName)
const initial = chunks.filter((chunk) => initialNames.has(chunk.fileName))
const frameInEntry = initial.flatMap((chunk) => Object.keys(chunk.modules).filter((id) => /core\/src\/embedded\/|embeddedSession/.test(id)))
if (frameInEntry.length > 0) throw new Error(`the frame client reached the initial chunks: ${frameInEntry.slice(0, 3).join(', ')}`)
const first = sizeOf(initial)
const lazy = sizeOf(chunks.filter((chunk) => !initialNames.has(chunk.fileName)))
console.log(`adapter-embedded (createEmbeddedWallet)   initial: min ${kb(first.min).padStart(8)} gzip ${kb(first.gzip).padStart(7)}   lazy (frame client, session, handles): min ${kb(lazy.min).padStart(8)} gzip ${kb(lazy.gzip).padStart(7)}`)
