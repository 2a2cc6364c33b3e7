// Benchmark: what a site using the default skin with the EVM adapter and injected wallets only
// ships (React included, minified, gzip level 9), split into the JavaScript loaded before the
// first click (the entry and its static imports) and what loads later through import().
// Budget (issue 4): 100 kB gzip before the first click. A benchmark, not a test.
//   node bench/size/siteSize.mjs
import { build } from 'vite'
import react from '@vitejs/plugin-react'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { dirname, resolve } from 'node:path'

const here = dirname(fileURLToPath(import.meta.url))
const root = resolve(here, '../..')

const output = await build({
  root,
  logLevel: 'silent',
  configFile: false,
  plugins: [react()],
  resolve: { conditions: ['@portico/source'] },
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    write: false,
    minify: true,
    rolldownOptions: { input: resolve(here, 'site/main.tsx') },
  },
})
const chunks = (Array.isArray(output) ? output : [output])
  .flatMap((result) => result.output)
  .filter((item) => item.type === 'chunk')
const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
const gzip = (code) => gzipSync(code, { level: 9 }).length
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`

// The entry and everything it imports statically load before the first click.
const initial = new Set()
const visit = (fileName) => {
  if (initial.has(fileName)) return
  initial.add(fileName)
  for (const next of byName.get(fileName)?.imports ?? []) visit(next)
}
for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName)

let initialGzip = 0
let lazyGzip = 0
for (const chunk of chunks) {
  const size = gzip(chunk.code)
  if (initial.has(chunk.fileName)) initialGzip += size
  else lazyGzip += size
}
const css = (Array.isArray(output) ? output : [output])
  .flatMap((result) => result.output)
  .filter((item) => item.type === 'asset' && item.fileName.endsWith('.css'))
const cssGzip = css.reduce((sum, asset) => sum + gzip(asset.source), 0)

console.log(`site: default skin + EVM adapter (React included), gzip level 9`)
console.log(`  JS before the first click   ${kb(initialGzip).padStart(9)}   (budget 100.0 kB)`)
console.log(`  JS loaded later (import())  ${kb(lazyGzip).padStart(9)}`)
console.log(`  chunks: ${chunks.length} (${initial.size} initial)${cssGzip ? `, CSS ${kb(cssGzip)}` : ''}`)

// The AllWallets list (its virtualizer included) is a chunk of its own, loaded when the view opens
// or when Connect shows the "All wallets" entry.
const allWallets = chunks.find((chunk) => Object.keys(chunk.modules ?? {}).some((id) => id.includes('AllWalletsList')))
if (allWallets) {
  console.log(`  AllWallets list chunk (lazy)  ${kb(gzip(allWallets.code)).padStart(9)}   (${allWallets.fileName}${initial.has(allWallets.fileName) ? ', loaded before the first click!' : ''})`)
} else {
  console.log('  AllWallets list chunk: not found')
}
