// Benchmark: what pairing costs a site (minified ESM, gzip level 9). @portico/core is left external
// (the site ships it anyway). The entry (createWalletConnectAdapter) loads with the page; the
// WalletConnect SDK (@walletconnect/universal-provider and what it pulls in) loads through
// import() only when a visitor first needs pairing, so it lands in lazy chunks: that is the code a
// site downloads only when a visitor chooses it. The QR code library of the skin (uqr) is measured
// beside it. Prints figures; a benchmark, not a test.
//   node bench/size/adapterWalletConnectSize.mjs
import { buildEntry, kb, root, sizeOf } from './buildEntry.mjs'

const WC_SDK = /node_modules\/(@walletconnect|@msgpack|pino|unstorage|idb-keyval|es-toolkit|multiformats|uint8arrays|@noble|ox|events)\//

function split(chunks) {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const initialNames = new Set()
  const visit = (fileName) => {
    if (initialNames.has(fileName)) return
    initialNames.add(fileName)
    for (const next of byName.get(fileName)?.imports ?? []) visit(next)
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName)
  const initial = chunks.filter((chunk) => initialNames.has(chunk.fileName))
  const sdkInEntry = initial.flatMap((chunk) => Object.keys(chunk.modules).filter((id) => WC_SDK.test(id)))
  if (sdkInEntry.length > 0) throw new Error(`the WalletConnect SDK reached the initial chunks: ${sdkInEntry.slice(0, 3).join(', ')}`)
  return { initial: sizeOf(initial), lazy: sizeOf(chunks.filter((chunk) => !initialNames.has(chunk.fileName))), lazyChunks: chunks.length - initial.length }
}

const pairing = await buildEntry(`export { createWalletConnectAdapter } from '@portico/adapter-walletconnect'`, {
  external: [/^@portico\/core/],
  conditions: ['browser', 'module'],
})
if (process.env.SIZE_DETAILS) {
  for (const chunk of pairing) {
    const top = Object.entries(chunk.modules).sort((a, b) => b[1].renderedLength - a[1].renderedLength).slice(0, 8)
    console.log(`  ${chunk.isEntry ? 'entry' : 'lazy '} ${chunk.fileName}: gzip ${kb(sizeOf([chunk]).gzip)}`)
    for (const [id, info] of top) console.log(`      ${String(info.renderedLength).padStart(7)}  ${id.replace(root, '')}`)
  }
}
const { initial, lazy, lazyChunks } = split(pairing)
console.log(`adapter-walletconnect initial (with the page):      min ${kb(initial.min).padStart(9)} gzip ${kb(initial.gzip).padStart(8)}`)
console.log(`adapter-walletconnect lazy (on first pairing, ${lazyChunks} chunk(s)): min ${kb(lazy.min).padStart(9)} gzip ${kb(lazy.gzip).padStart(8)}`)

const qr = sizeOf(await buildEntry(`export { encode } from 'uqr'`))
console.log(`QR code encoder (uqr encode, in the skin):           min ${kb(qr.min).padStart(9)} gzip ${kb(qr.gzip).padStart(8)}`)
