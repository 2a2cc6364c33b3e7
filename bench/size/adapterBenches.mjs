// Which adapters the size bench measures, and how: every workspace package under adapters/
// (.ci/workspacePackages.js), each public entry of its package.json "exports" built as a site imports
// it, and the adapter's extra lines when bench/size holds a file named after it (adapterEvmSize.mjs
// for adapters/evm, adapterWalletConnectSize.mjs for adapters/walletconnect: case and dashes aside).
// A new adapter gets its figure with no edit here. Reads files only: no build.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { adapterPackages, repoRoot } from '../../.ci/workspacePackages.js'

const benchDir = path.dirname(fileURLToPath(import.meta.url))

/**
 * @typedef {object} AdapterBench
 * @property {string} dir the adapter's folder (`adapters/evm`)
 * @property {string} name its package name (`@portico/adapter-evm`)
 * @property {string[]} entries the import specifiers of its public JavaScript entries (`@portico/adapter-evm`)
 * @property {string | undefined} extras the path of its extra bench (bench/size/adapterEvmSize.mjs), if any
 */

/** `evm` for adapters/evm, `walletconnect` for adapterWalletConnectSize.mjs: what a folder and a file name share. */
const key = (text) => text.toLowerCase().replace(/[^a-z0-9]/g, '')

/**
 * The public entries of a package.json "exports": each subpath whose target (or its
 * `@portico/source` or `default` condition) is a module, not a stylesheet or the package.json.
 * @param {string} name
 * @param {unknown} exportsField
 */
function entriesOf(name, exportsField) {
  if (typeof exportsField === 'string') return [name]
  if (exportsField === null || typeof exportsField !== 'object') return []
  return Object.entries(exportsField)
    .filter(([, target]) => {
      const file = typeof target === 'string' ? target : (target?.['@portico/source'] ?? target?.default)
      return typeof file === 'string' && /\.(?:m?[jt]sx?)$/.test(file)
    })
    .map(([subpath]) => (subpath === '.' ? name : `${name}/${subpath.replace(/^\.\//, '')}`))
}

/**
 * Every adapter the size bench measures, by folder name.
 * @param {string} [root] the repository root (a test hands a throw-away copy)
 * @returns {AdapterBench[]}
 */
export function adapterBenches(root = repoRoot) {
  const files = readdirSync(benchDir)
  return adapterPackages(root).map(({ dir, name, manifest }) => {
    const extras = files.find((file) => /^adapter.+Size\.mjs$/.test(file) && key(file.slice('adapter'.length, -'Size.mjs'.length)) === key(path.basename(dir)))
    return { dir, name, entries: entriesOf(name, manifest.exports), extras: extras && path.join(benchDir, extras) }
  })
}
