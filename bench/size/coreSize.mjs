// Benchmark: the size of @portico/core as a site would ship it (minified ESM, dependencies
// bundled, gzip level 9). Prints figures; it is a benchmark, not a test.
//   node bench/size/coreSize.mjs
import { build } from 'vite'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { dirname, resolve } from 'node:path'
import { mkdirSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/** Entries measured: the whole public API, and what a minimal site imports. */
const entries = {
  'core (whole public API)': `export * from '@portico/core'`,
  'core (createPortico + connect + openModal)': `
    import { createPortico, connect, openModal, disconnect } from '@portico/core'
    export { createPortico, connect, openModal, disconnect }`,
}

async function measure(name, source) {
  // Inside the repository, so the workspace packages resolve.
  mkdirSync(resolve(root, '.tmp'), { recursive: true })
  const dir = mkdtempSync(resolve(root, '.tmp', 'size-'))
  const entry = resolve(dir, 'entry.js')
  writeFileSync(entry, source)
  try {
    const output = await build({
      root,
      logLevel: 'silent',
      configFile: false,
      resolve: { conditions: ['@portico/source'] },
      build: {
        write: false,
        minify: true,
        lib: { entry, formats: ['es'], fileName: 'bundle' },
        rolldownOptions: { treeshake: true },
      },
    })
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output)
    const code = chunks.filter((chunk) => chunk.type === 'chunk').map((chunk) => chunk.code).join('\n')
    const min = Buffer.byteLength(code)
    const gzip = gzipSync(code, { level: 9 }).length
    return { name, min, gzip }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`
for (const [name, source] of Object.entries(entries)) {
  const { min, gzip } = await measure(name, source)
  console.log(`${name.padEnd(45)} min ${kb(min).padStart(9)}   gzip ${kb(gzip).padStart(8)}`)
}
