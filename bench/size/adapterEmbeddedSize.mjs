// Benchmark: the size of @portico/adapter-embedded as a site ships it (minified ESM, gzip level 9).
// The whole public API is measured as for every adapter (measureAdapter.mjs, all of @portico/core
// external); this adds createEmbeddedWallet alone with only @portico/core's main entry external, so
// the frame client (@portico/core/embedded) and the session, loaded through dynamic import() the
// first time the embedded wallet is used, count as its lazy part. It checks that no frame code
// loads with the page. Prints figures; a benchmark, not a test.
//   node bench/size/adapterEmbeddedSize.mjs   (npm run bench:size runs it through adapterSize.mjs)
import { buildEntry, kb, printDetails, sizeOf, splitInitial } from './buildEntry.mjs'
import { runAlone } from './measureAdapter.mjs'

/** Throws when frame code loads with the page. */
function split(chunks) {
  const { initial, lazy } = splitInitial(chunks)
  const frameInEntry = initial.flatMap((chunk) => Object.keys(chunk.modules).filter((id) => /core\/src\/modules\/embedded-wallet\/|embeddedSession/.test(id)))
  if (frameInEntry.length > 0) throw new Error(`the frame client reached the initial chunks: ${frameInEntry.slice(0, 3).join(', ')}`)
  return { first: sizeOf(initial), lazy: sizeOf(lazy) }
}

/** The adapter's own lines: the frame client stays lazy in every build, and createEmbeddedWallet with it. */
export async function extras({ builds }) {
  for (const chunks of builds.values()) split(chunks)
  const chunks = await buildEntry(`export { createEmbeddedWallet } from '@portico/adapter-embedded'`, { external: [/^@portico\/core$/] })
  printDetails(chunks)
  const { first, lazy } = split(chunks)
  console.log(`adapter-embedded (createEmbeddedWallet)   initial: min ${kb(first.min).padStart(8)} gzip ${kb(first.gzip).padStart(7)}   lazy (frame client, session, handles): min ${kb(lazy.min).padStart(8)} gzip ${kb(lazy.gzip).padStart(7)}`)
}

await runAlone(import.meta.url, extras)
