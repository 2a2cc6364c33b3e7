import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'/gm
const WORKSPACE_PACKAGE = /^(@portico\/[^/]+)(\/.+)?$/
const require = createRequire(import.meta.url)

/** The source file a workspace import (`@portico/test-chains/wallet`) reaches, or undefined for other packages. */
function workspaceSource(specifier: string): string | undefined {
  const [, name, subpath] = WORKSPACE_PACKAGE.exec(specifier) ?? []
  if (!name) return undefined
  const manifest = require.resolve(`${name}/package.json`)
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { '@portico/source': string }> }
  const entry = exports[`.${subpath ?? ''}`]
  if (!entry) throw new Error(`${name} does not export .${subpath ?? ''}`)
  return resolve(dirname(manifest), entry['@portico/source'])
}

/**
 * Every runtime import reachable from `file`, outside packages by name; our files and the
 * workspace packages' sources (through their `@portico/source` export) are followed.
 */
function runtimeImports(file: string, seen = new Set<string>(), packages = new Set<string>()) {
  if (seen.has(file)) return packages
  seen.add(file)
  for (const [, source] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (!source) continue
    const followed = source.startsWith('.') ? resolve(dirname(file), source.replace(/\.js$/, '.ts')) : workspaceSource(source)
    if (followed) runtimeImports(followed, seen, packages)
    else packages.add(source)
  }
  return packages
}

describe('@portico/devnet/wallet', () => {
  it('reaches no Node module, through @portico/test-chains/wallet and /solana-wallet included, so pages can load it', () => {
    const entry = fileURLToPath(new URL('./wallet.ts', import.meta.url))
    expect([...runtimeImports(entry)].sort()).toEqual([
      '@noble/curves/ed25519',
      '@noble/hashes/sha2',
      '@solana/wallet-standard-features',
      '@solana/web3.js',
      '@wallet-standard/features',
      'viem',
      'viem/accounts',
    ])
  })
})
