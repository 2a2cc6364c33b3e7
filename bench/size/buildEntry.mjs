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
