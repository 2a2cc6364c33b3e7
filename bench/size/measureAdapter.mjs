// Shared by the adapter size benches: builds each public entry of one adapter as a site imports it
// (`export * from '@portico/adapter-x'`, minified ESM, gzip level 9, browser conditions as a site's
// Vite build resolves them), with @portico/core and its subpaths left external (the site ships core
// anyway; bench/size/coreSize.mjs measures it), and prints what loads with the page (the entry and
// its static imports) and what loads later through import(). Then the adapter's own lines (its
// extras: the named-function figures, the checks that its SDK stays lazy), each extra bench
// exporting `extras({ builds })`.
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { adapterBenches } from './adapterBenches.mjs'
import { buildEntry, kb, printDetails, sizeOf, splitInitial } from './buildEntry.mjs'

/** How every adapter entry is built: @portico/core external, resolved as for a page. */
export const ADAPTER_BUILD = { external: [/^@portico\/core/], conditions: ['browser', 'module'] }

/**
 * Measures one adapter and prints its lines.
 * @param {import('./adapterBenches.mjs').AdapterBench} bench
 * @param {((context: { builds: Map<string, Awaited<ReturnType<typeof buildEntry>>> }) => Promise<void>) | undefined} [extras]
 *   its extra lines; found in bench.extras when not given
 */
export async function measureAdapter(bench, extras) {
  /** @type {Map<string, Awaited<ReturnType<typeof buildEntry>>>} */
  const builds = new Map()
  if (bench.entries.length === 0) console.log(`${bench.name}: no public entry in its package.json "exports"`)
  for (const specifier of bench.entries) {
    const chunks = await buildEntry(`export * from '${specifier}'`, ADAPTER_BUILD)
    builds.set(specifier, chunks)
    printDetails(chunks)
    const { initial, lazy } = splitInitial(chunks)
    const [first, later] = [sizeOf(initial), sizeOf(lazy)]
    console.log(
      `${`${specifier.replace(/^@portico\//, '')} (whole public API)`.padEnd(42)} initial: min ${kb(first.min).padStart(8)} gzip ${kb(first.gzip).padStart(7)}   lazy (import(), ${lazy.length} chunk(s)): min ${kb(later.min).padStart(9)} gzip ${kb(later.gzip).padStart(8)}`,
    )
  }
  const run = extras ?? (bench.extras ? (await import(pathToFileURL(bench.extras).href)).extras : undefined)
  if (run) await run({ builds })
}

/**
 * For an extra bench run on its own (`node bench/size/adapterEvmSize.mjs`): when `moduleUrl` is the
 * script node was started with, measures its adapter (the generic lines, then `extras`).
 * @param {string} moduleUrl the extra bench's import.meta.url
 * @param {NonNullable<Parameters<typeof measureAdapter>[1]>} extras
 */
export async function runAlone(moduleUrl, extras) {
  if (!process.argv[1] || pathToFileURL(path.resolve(process.argv[1])).href !== moduleUrl) return
  const file = fileURLToPath(moduleUrl)
  const bench = adapterBenches().find((candidate) => candidate.extras === file)
  if (!bench) throw new Error(`${path.basename(file)} is named after no folder of adapters/`)
  await measureAdapter(bench, extras)
}
