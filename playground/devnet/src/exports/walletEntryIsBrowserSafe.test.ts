import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'/gm

/** Every runtime import reachable from `file`, package imports by name, our files by path. */
function runtimeImports(file: string, seen = new Set<string>(), packages = new Set<string>()) {
  if (seen.has(file)) return packages
  seen.add(file)
  for (const [, source] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (!source) continue
    if (source.startsWith('.')) runtimeImports(resolve(dirname(file), source.replace(/\.js$/, '.ts')), seen, packages)
    else packages.add(source)
  }
  return packages
}

describe('@portico/devnet/wallet', () => {
  it('reaches no Node module, so pages can load it', () => {
    const entry = fileURLToPath(new URL('./wallet.ts', import.meta.url))
    expect([...runtimeImports(entry)].sort()).toEqual(['viem', 'viem/accounts'])
  })
})
