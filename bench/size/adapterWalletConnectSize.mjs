// Benchmark: what pairing costs a site (minified ESM, gzip level 9). @portico/core is left external
// (the site ships it anyway). The whole public API is measured as for every adapter
// (measureAdapter.mjs); this adds createWalletConnectAdapter alone: its entry loads with the page;
// the WalletConnect SDK (@walletconnect/universal-provider and what it pulls in) loads through
// import() only when a visitor first needs pairing, so it lands in lazy chunks: that is the code a
// site downloads only when a visitor chooses it. The QR code library of the skin (uqr) is measured
// beside it. Prints figures; a benchmark, not a test.
//   node bench/size/adapterWalletConnectSize.mjs   (npm run bench:size runs it through adapterSize.mjs)
import { buildEntry, kb, printDetails, sizeOf, splitInitial } from './buildEntry.mjs'
import { ADAPTER_BUILD, runAlone } from './measureAdapter.mjs'

const WC_SDK = /node_modules\/(@walletconnect|@msgpack|pino|unstorage|idb-keyval|es-toolkit|multiformats|uint8arrays|@noble|ox|events)\//

/** Throws when the WalletConnect SDK loads with the page. */
function split(chunks) {
  const { initial, lazy } = splitInitial(chunks)
  const sdkInEntry = initial.flatMap((chunk) => Object.keys(chunk.modules).filter((id) => WC_SDK.test(id)))
  if (sdkInEntry.length > 0) throw new Error(`the WalletConnect SDK reached the initial chunks: ${sdkInEntry.slice(0, 3).join(', ')}`)
  return { initial: sizeOf(initial), lazy: sizeOf(lazy), lazyChunks: lazy.length }
}

/** The adapter's own lines: the SDK stays lazy in every build, createWalletConnectAdapter alone, and the skin's QR encoder. */
export async function extras({ builds }) {
  for (const chunks of builds.values()) split(chunks)
  const pairing = await buildEntry(`export { createWalletConnectAdapter } from '@portico/adapter-walletconnect'`, ADAPTER_BUILD)
  printDetails(pairing, 8)
  const { initial, lazy, lazyChunks } = split(pairing)
  console.log(`adapter-walletconnect initial (with the page):      min ${kb(initial.min).padStart(9)} gzip ${kb(initial.gzip).padStart(8)}`)
  console.log(`adapter-walletconnect lazy (on first pairing, ${lazyChunks} chunk(s)): min ${kb(lazy.min).padStart(9)} gzip ${kb(lazy.gzip).padStart(8)}`)

  const qr = sizeOf(await buildEntry(`export { encode } from 'uqr'`))
  console.log(`QR code encoder (uqr encode, in the skin):           min ${kb(qr.min).padStart(9)} gzip ${kb(qr.gzip).padStart(8)}`)
}

await runAlone(import.meta.url, extras)
