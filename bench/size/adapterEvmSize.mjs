// Benchmark: the size of @portico/adapter-evm as a site ships it (minified ESM, gzip level 9).
// @portico/core is left external (the site ships it anyway); viem is bundled and, being loaded
// through dynamic import(), lands in lazy chunks. Prints figures; a benchmark, not a test.
//   node bench/size/adapterEvmSize.mjs
import { build } from 'vite'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { dirname, resolve } from 'node:path'
import { mkdirSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs'

// The temporary entry sits inside the repository, so the workspace packages resolve.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const packageRoot = root

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`

const entries = {
  'adapter-evm (whole public API)': `export * from '@portico/adapter-evm'`,
  'adapter-evm (createEvmAdapter only)': `export { createEvmAdapter } from '@portico/adapter-evm'`,
}

async function measure(source) {
  mkdirSync(resolve(packageRoot, '.tmp'), { recursive: true })
  const dir = mkdtempSync(resolve(packageRoot, '.tmp', 'size-'))
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
        rolldownOptions: { treeshake: true, external: [/^@portico\/core/] },
      },
    })
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).filter((chunk) => chunk.type === 'chunk')
    const size = (list) => {
      const code = list.map((chunk) => chunk.code).join('\n')
      return { min: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length }
    }
    if (process.env.SIZE_DETAILS) {
      for (const chunk of chunks) {
        const top = Object.entries(chunk.modules).sort((a, b) => b[1].renderedLength - a[1].renderedLength).slice(0, 6)
        console.log(`  ${chunk.isEntry ? 'entry' : 'lazy '} ${chunk.fileName}: gzip ${kb(size([chunk]).gzip)}`)
        for (const [id, info] of top) console.log(`      ${String(info.renderedLength).padStart(7)}  ${id.replace(root, '')}`)
      }
    }
    return { initial: size(chunks.filter((chunk) => chunk.isEntry)), lazy: size(chunks.filter((chunk) => !chunk.isEntry)) }
  } finally {
    rmSync(resolve(packageRoot, '.tmp'), { recursive: true, force: true })
  }
}

for (const [name, source] of Object.entries(entries)) {
  const { initial, lazy } = await measure(source)
  console.log(`${name.padEnd(38)} entry: min ${kb(initial.min).padStart(8)} gzip ${kb(initial.gzip).padStart(7)}   lazy (viem): min ${kb(lazy.min).padStart(9)} gzip ${kb(lazy.gzip).padStart(8)}`)
}
