// Benchmark: what a site using the default skin with the EVM adapter and injected wallets only
// ships (React included, minified, gzip level 9), split into the JavaScript loaded before the
// first click (the entry and its static imports) and what loads later through import().
// Budget (issue 4): 100 kB gzip before the first click. A benchmark, not a test.
//   node bench/size/siteSize.mjs [--modules]
// Two counts of "before the first click": the static one (the entry and its static imports), and
// the one a visitor really downloads, measured in headless Chromium: the built page is served on
// 127.0.0.1 and every script it fetches until the network has been quiet for a second (the site sets
// no services, as the README's first example, so no services code loads at start-up; analytics, the
// balance reactions and the reconnect's restoring code load only later, when needed) is counted,
// without clicking; then the button is clicked and what the click loads is counted too. Requests to other
// hosts are refused, as on a machine with no outside network.
import { build } from 'vite'
import react from '@vitejs/plugin-react'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { dirname, extname, join, normalize, resolve } from 'node:path'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'

const here = dirname(fileURLToPath(import.meta.url))
const root = resolve(here, '../..')

const outDir = mkdtempSync(join(tmpdir(), 'portico-site-size-'))
const output = await build({
  root,
  logLevel: 'silent',
  configFile: false,
  plugins: [react()],
  resolve: { conditions: ['@portico/source'] },
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir,
    emptyOutDir: true,
    minify: true,
    // Vite's module-preload polyfill is the site's choice, not ours: left out, as the figures before the page was served did.
    modulePreload: { polyfill: false },
    rolldownOptions: { input: resolve(here, 'site/index.html') },
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

// `--modules`: the modules of the initial chunks, largest first (their length in the chunk as rendered, before minification and gzip), to see what a change added.
if (process.argv.includes('--modules')) {
  const modules = chunks
    .filter((chunk) => initial.has(chunk.fileName))
    .flatMap((chunk) => Object.entries(chunk.modules).map(([id, info]) => ({ id: id.replace(root, ''), size: info.renderedLength })))
    .sort((a, b) => b.size - a.size)
  for (const module of modules.slice(0, 80)) console.log(`    ${String(module.size).padStart(7)}  ${module.id}`)
}

// The dialog prepared for the first click: the skin's ModalDialog chunk and the chunks only it
// needs (not the initial ones, nor those another start-up import() also needs). The page fetches
// them after its first paint, without a click, so that the first click shows the first wallet row
// at once (e2e/firstOpen.e2e.ts); the in-Chromium count shows them apart from the page's start-up.
const closure = (roots) => {
  const seen = new Set()
  const walk = (fileName) => {
    if (seen.has(fileName) || initial.has(fileName)) return
    seen.add(fileName)
    for (const next of byName.get(fileName)?.imports ?? []) walk(next)
  }
  for (const root of roots) walk(root)
  return seen
}
const dialogChunk = chunks.find((chunk) => Object.keys(chunk.modules ?? {}).some((id) => id.includes('/modal/ModalDialog.')))
const dialogNeeds = closure(dialogChunk ? [dialogChunk.fileName] : [])

// The Account view's server data (issue 14): the account queries, the blockchain-data client and the
// balance reactions load by import() once an account is connected, never before the first click. Counted:
// the chunks holding them and what they import, less the entry and the prepared dialog (the views).
const accountChunks = chunks.filter((chunk) =>
  Object.keys(chunk.modules ?? {}).some((id) => /\/core\/src\/(account\/|reactions\/(connected|balance)Reactions)/.test(id)),
)
const accountNeeds = new Set()
const walkAccount = (fileName) => {
  if (accountNeeds.has(fileName) || initial.has(fileName) || dialogNeeds.has(fileName)) return
  accountNeeds.add(fileName)
  for (const next of byName.get(fileName)?.imports ?? []) walkAccount(next)
}
for (const chunk of accountChunks) walkAccount(chunk.fileName)
const accountGzip = [...accountNeeds].reduce((sum, fileName) => sum + gzip(byName.get(fileName).code), 0)
const accountInitial = chunks
  .filter((chunk) => initial.has(chunk.fileName))
  .flatMap((chunk) => Object.keys(chunk.modules ?? {}).filter((id) => /\/core\/src\/account\//.test(id)))
  .map((id) => id.replace(/^.*\/core\/src\//, ''))
console.log(
  `  Account data chunks (lazy)    ${kb(accountGzip).padStart(9)}   (${accountNeeds.size} chunk(s) with what they import${accountInitial.length ? `; account modules in the entry: ${accountInitial.join(', ')}` : ''})`,
)


const measured = await measureInChromium(outDir).finally(() => rmSync(outDir, { recursive: true, force: true }))
if (measured) {
  const total = measured.before.reduce((sum, file) => sum + file.size, 0)
  // A fetched chunk the dialog does not need was imported by the start-up itself (services,
  // analytics); what those need too counts as start-up, the rest of the dialog's needs as dialog.
  const fetched = measured.before.map((file) => file.path.replace(/^\//, ''))
  const startNeeds = closure(fetched.filter((fileName) => !initial.has(fileName) && !dialogNeeds.has(fileName)))
  const isDialog = (file) => {
    const fileName = file.path.replace(/^\//, '')
    return dialogNeeds.has(fileName) && !startNeeds.has(fileName)
  }
  const dialog = measured.before.filter(isDialog).reduce((sum, file) => sum + file.size, 0)
  console.log(`  measured in Chromium, without a click: ${kb(total)} of JS in ${measured.before.length} files`)
  console.log(`    page start-up                    ${kb(total - dialog).padStart(9)}   (budget 100.0 kB)`)
  console.log(`    dialog prepared after first paint ${kb(dialog).padStart(8)}   (so the first click needs no fetch)`)
  for (const file of measured.before) console.log(`    ${kb(file.size).padStart(9)}  ${file.path.replace(/^\/assets\//, '')}${isDialog(file) ? '  (dialog)' : ''}`)
  console.log(`  the click then loads ${kb(measured.onClick)} more`)
}

/**
 * Serves the built site on 127.0.0.1, opens it in headless Chromium and sums the gzip size of the
 * scripts it fetches: until the network has been quiet for a second without a click, then after
 * clicking "Connect wallet" until the dialog shows and the network is quiet again.
 * Returns null (with a note) when Chromium is not installed.
 */
async function measureInChromium(dir) {
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(chromiumPath)) {
    console.log(`  (no Chromium at ${chromiumPath}: the measured count is skipped; set CHROMIUM_PATH)`)
    return null
  }
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' }
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname))
    const file = join(dir, path)
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) return void response.writeHead(404).end()
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
    response.end(readFileSync(file))
  })
  await new Promise((done) => server.listen(0, '127.0.0.1', done))
  const origin = `http://127.0.0.1:${server.address().port}`
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] })
  try {
    const page = await browser.newPage()
    await page.route('**/*', (route) => (route.request().url().startsWith(origin) ? route.continue() : route.abort()))
    const scripts = []
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (url.origin === origin && url.pathname.endsWith('.js')) scripts.push(url.pathname)
    })
    const sizeOf = (list) => list.reduce((sum, path) => sum + gzip(readFileSync(join(dir, path))), 0)
    await page.goto(`${origin}/bench/size/site/index.html`, { waitUntil: 'load' })
    await quiet(page, scripts)
    const before = [...new Set(scripts)]
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await page.getByRole('dialog').waitFor()
    await quiet(page, scripts)
    const after = [...new Set(scripts)].filter((path) => !before.includes(path))
    return { before: before.map((path) => ({ path, size: sizeOf([path]) })), onClick: sizeOf(after) }
  } finally {
    await browser.close()
    await new Promise((done) => server.close(done))
  }
}

/** Waits until no new script has arrived for a second (at most 15 s). */
async function quiet(page, scripts) {
  let seen = -1
  for (let waited = 0; waited < 15_000 && seen !== scripts.length; waited += 1_000) {
    seen = scripts.length
    await page.waitForTimeout(1_000)
  }
}
