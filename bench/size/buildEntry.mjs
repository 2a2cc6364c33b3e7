// Shared by the size benchmarks: builds a small entry module the way a site's bundler would
// (Vite, minified ESM, workspace packages from source) and measures chunks with gzip level 9.
import { build } from 'vite'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { dirname, resolve } from 'node:path'
import { mkdirSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs'

/** The repository root. */
export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/** Kilobytes with one decimal. */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`

/** Minified and gzipped sizes of some chunks, taken together. */
export function sizeOf(chunks) {
  const code = chunks.map((chunk) => chunk.code).join('\n')
  return { min: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length }
}

/**
 * Builds `source` as a library entry and returns its output chunks (the entry and any lazy chunks).
 * @param {string} source module text, e.g. `export * from '@portico/core'`
 * @param {{ external?: RegExp[], conditions?: string[] }} [options] imports left out of the bundle, and extra
 *   resolve conditions (a package with browser-only exports, such as @solana/web3.js's codecs, needs 'browser')
 */
export async function buildEntry(source, options = {}) {
  // The temporary entry sits inside the repository, so the workspace packages resolve.
  mkdirSync(resolve(root, '.tmp'), { recursive: true })
  const dir = mkdtempSync(resolve(root, '.tmp', 'size-'))
  const entry = resolve(dir, 'entry.js')
  writeFileSync(entry, source)
  try {
    const output = await build({
      root,
      logLevel: 'silent',
      configFile: false,
      resolve: { conditions: ['@portico/source', ...(options.conditions ?? [])] },
      build: {
        write: false,
        minify: true,
        lib: { entry, formats: ['es'], fileName: 'bundle' },
        rolldownOptions: { treeshake: true, external: options.external ?? [] },
      },
    })
    return (Array.isArray(output) ? output : [output])
      .flatMap((result) => result.output)
      .filter((chunk) => chunk.type === 'chunk')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The chunks that load with the page (the entries and what they import statically) and those that
 * load later, through import().
 * @template {{ fileName: string, isEntry: boolean, imports: string[] }} Chunk
 * @param {Chunk[]} chunks
 */
export function splitInitial(chunks) {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const initialNames = new Set()
  const visit = (fileName) => {
    if (initialNames.has(fileName)) return
    initialNames.add(fileName)
    for (const next of byName.get(fileName)?.imports ?? []) visit(next)
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName)
  return { initial: chunks.filter((chunk) => initialNames.has(chunk.fileName)), lazy: chunks.filter((chunk) => !initialNames.has(chunk.fileName)) }
}

/** With SIZE_DETAILS set, prints each chunk's gzip size and its largest modules, to see what a change added. */
export function printDetails(chunks, top = 6) {
  if (!process.env.SIZE_DETAILS) return
  for (const chunk of chunks) {
    const largest = Object.entries(chunk.modules).sort((a, b) => b[1].renderedLength - a[1].renderedLength).slice(0, top)
    console.log(`  ${chunk.isEntry ? 'entry' : 'lazy '} ${chunk.fileName}: gzip ${kb(sizeOf([chunk]).gzip)}`)
    for (const [id, info] of largest) console.log(`      ${String(info.renderedLength).padStart(7)}  ${id.replace(root, '')}`)
  }
}
