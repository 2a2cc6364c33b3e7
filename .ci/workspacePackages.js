// The workspace packages, read from the globs of the root package.json (`workspaces`): the one list
// the unit-test projects, the tooling tests, the package checks and the size benches derive from, so
// a package added under adapters/ or skins/ is covered with no edit outside its folder. Each check
// picks its packages by what they hold (a vitest.config.ts, src/exports/), never by name.
// Plain ESM with JSDoc types: vitest configs, the .ci tests and the bench scripts import it alike.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * @typedef {object} WorkspacePackage
 * @property {string} dir the folder, repository-relative with '/' (`adapters/evm`)
 * @property {string} name the package.json name (`@portico/adapter-evm`)
 * @property {boolean} published false when its package.json says `"private": true`
 * @property {Record<string, unknown>} manifest its package.json
 * @property {(relative: string) => boolean} has whether a file or folder exists in it (`src/exports`)
 */

/**
 * Every workspace package, in the order of the globs, each glob's folders by name. A glob is a
 * folder (`core`) or the folders of one (`adapters/*`); a folder without a package.json is no
 * package. Any other glob throws rather than being skipped, so no package goes unseen.
 * @param {string} [root] the repository root (a test hands a throw-away copy)
 * @returns {WorkspacePackage[]}
 */
export function workspacePackages(root = repoRoot) {
  const { workspaces = [] } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  return workspaces.flatMap((glob) => {
    if (!glob.includes('*')) return [glob]
    if (!/^[^*]+\/\*$/.test(glob)) throw new Error(`workspacePackages reads "dir" and "dir/*" globs only, not "${glob}"`)
    const parent = glob.slice(0, -2)
    if (!existsSync(path.join(root, parent))) return []
    return readdirSync(path.join(root, parent))
      .map((name) => `${parent}/${name}`)
      .sort()
  })
    .filter((dir) => existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'))
      return { dir, name: manifest.name, published: manifest.private !== true, manifest, has: (relative) => existsSync(path.join(root, dir, relative)) }
    })
}

/** The packages with unit tests: each has a vitest.config.ts (the root vitest.config.ts loads it as a project). */
export const unitTestPackages = (root = repoRoot) => workspacePackages(root).filter((pkg) => pkg.has('vitest.config.ts'))

/** The packages with public entry points: src/exports/*.ts (.ci/publicExports.test.ts). */
export const entryPointPackages = (root = repoRoot) => workspacePackages(root).filter((pkg) => pkg.has('src/exports'))

/** What a site installs: the packages not marked private (package checks, README Get started). */
export const publishedPackages = (root = repoRoot) => workspacePackages(root).filter((pkg) => pkg.published)

/** The chain adapters: the packages under adapters/ (a size figure each, bench/size/adapterSize.mjs). */
export const adapterPackages = (root = repoRoot) => workspacePackages(root).filter((pkg) => pkg.dir.startsWith('adapters/'))
