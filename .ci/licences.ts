// What a site installs with our packages, and under which licences.
//
// For each published package (a workspace whose package.json is not private), this walks the
// closure a site's `npm install` would bring: `dependencies`, `optionalDependencies` and the
// peer dependencies npm installs on its own (every peer not marked optional), all the way down.
// It reads npm's own lockfile (package-lock.json, v3), which records for every package the
// version npm resolved and the licence its package.json declares, and resolves each name the way
// Node does, from the package's folder up through each parent's node_modules. SPDX expressions
// are read with spdx-expression-parse (an OR needs one allowed side, an AND needs both).
//
// Dev-only tools (test runners, linters, bundlers) are reported, never failed: no site installs them.
import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import parseSpdx from 'spdx-expression-parse'

/** One package as npm's lockfile (v3) records it. */
export interface LockEntry {
  name?: string
  version?: string
  license?: string | { type?: string }
  licenses?: (string | { type?: string })[]
  link?: boolean
  resolved?: string
  dev?: boolean
  private?: boolean
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}

export interface Lock {
  packages: Record<string, LockEntry>
}

export interface Exception {
  name: string
  license: string
  via: string
  published: string
  why: string
}

export interface LicenceReport {
  name: string
  location: string
  licences: { name: string; version: string | undefined; licence: string; chain: string[] }[]
  problems: string[]
}

/** Licences a site may receive without obligations beyond keeping a notice. */
export const PERMISSIVE: ReadonlySet<string> = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  '0BSD',
  'CC0-1.0',
  'Unlicense',
  'BlueOak-1.0.0',
])

/**
 * Packages whose package.json carries no `license` field, read by hand. Each names the file that
 * says the licence and a phrase that must still be in it, so a new version that changes its terms
 * is caught rather than trusted.
 */
export const READ_BY_HAND: Record<string, { license: string; file: string; phrase: string }> = {
  'text-encoding-utf-8': {
    license: 'Unlicense',
    file: 'LICENSE.md',
    phrase: 'This is free and unencumbered software released into the public domain.',
  },
}

/**
 * Known exceptions: a non-permissive licence the check lets through, for one package reached only
 * through one dependency of one published package. Each must still be needed (a stale entry
 * fails), and is said in that package's README and in the closing note that added it.
 */
export const EXCEPTIONS: Exception[] = [
  {
    name: 'rpc-websockets',
    license: 'LGPL-3.0-only',
    via: '@solana/web3.js',
    published: '@portico/adapter-solana',
    why:
      '@solana/web3.js 1.x (the Solana SDK this project is built on, a peer dependency of the ' +
      'Solana adapter) depends on it for RPC subscriptions; every release of rpc-websockets since ' +
      '7.x is LGPL-3.0-only. Leaving it needs the adapter moved to an SDK without it.',
  },
]

/** True when an SPDX expression is satisfied by licences in `allowed`. Unparsable expressions are not. */
export function isAllowedExpression(expression: string, allowed: ReadonlySet<string> = PERMISSIVE): boolean {
  let tree: parseSpdx.Info
  try {
    tree = parseSpdx(expression)
  } catch {
    return false
  }
  const satisfied = (node: parseSpdx.Info): boolean => {
    if ('conjunction' in node) {
      return node.conjunction === 'or' ? satisfied(node.left) || satisfied(node.right) : satisfied(node.left) && satisfied(node.right)
    }
    return node.exception === undefined && node.plus !== true && allowed.has(node.license)
  }
  return satisfied(tree)
}

/** The licence a lock entry declares, in the legacy `licenses` array form too ("MIT OR ISC"). */
function declaredLicence(manifest: LockEntry): string | undefined {
  if (typeof manifest.license === 'string') return manifest.license
  if (manifest.license && typeof manifest.license.type === 'string') return manifest.license.type
  if (Array.isArray(manifest.licenses)) {
    const types = manifest.licenses.map((entry) => (typeof entry === 'string' ? entry : entry?.type)).filter((type): type is string => typeof type === 'string')
    if (types.length > 0) return types.length === 1 ? types[0] : `(${types.join(' OR ')})`
  }
  return undefined
}

/** Where Node finds `name` from a package at `location` in the lock: its own node_modules, then each parent's. */
export function resolveInLock(packages: Record<string, LockEntry>, location: string, name: string): string | undefined {
  let dir = location
  for (;;) {
    const candidate = dir === '' ? `node_modules/${name}` : `${dir}/node_modules/${name}`
    if (packages[candidate]) return candidate
    if (dir === '') return undefined
    const parts = dir.split('/')
    parts.pop()
    // A package inside node_modules (`node_modules/@scope/a`) looks next in the folder holding that node_modules.
    while (parts.length > 0 && (parts.at(-1) === 'node_modules' || parts.at(-1)?.startsWith('@'))) {
      if (parts.at(-1) === 'node_modules') {
        parts.pop()
        break
      }
      parts.pop()
    }
    dir = parts.join('/')
  }
}

/** The names a package at this lock entry brings into a site: dependencies, optional ones and the required peers. */
function installedNames(entry: LockEntry): string[] {
  const optionalPeers = new Set(
    Object.entries(entry.peerDependenciesMeta ?? {})
      .filter(([, meta]) => meta?.optional)
      .map(([name]) => name),
  )
  return [
    ...Object.keys(entry.dependencies ?? {}),
    ...Object.keys(entry.optionalDependencies ?? {}),
    ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !optionalPeers.has(name)),
  ]
}

/**
 * The closure a site installs with one published package: every package with the path that
 * brought it in first, and the names that could not be found in the lock (npm would fail too).
 */
export function closureOf(lock: Lock, workspaceLocation: string): { found: Map<string, string[]>; missing: string[] } {
  const packages = lock.packages
  const found = new Map<string, string[]>()
  const missing: string[] = []
  const queue: { location: string; chain: string[] }[] = [{ location: workspaceLocation, chain: [] }]
  const seen = new Set([workspaceLocation])
  while (queue.length > 0) {
    const { location, chain } = queue.shift()!
    let entry = packages[location]
    if (entry?.link && entry.resolved) entry = packages[entry.resolved]
    if (!entry) continue
    for (const name of installedNames(entry)) {
      const target = resolveInLock(packages, location, name)
      if (target === undefined) {
        const optional = Object.hasOwn(entry.optionalDependencies ?? {}, name)
        if (!optional) missing.push([...chain, name].join(' > '))
        continue
      }
      if (seen.has(target)) continue
      seen.add(target)
      const nextChain = [...chain, name]
      found.set(target, nextChain)
      const targetEntry = packages[target]
      queue.push({ location: targetEntry?.link && targetEntry.resolved ? targetEntry.resolved : target, chain: nextChain })
    }
  }
  return { found, missing }
}

/** The licence of one package in the lock, read by hand where the lock has none. */
type ReadFile = (file: string) => string

function licenceOf(repoRoot: string, packages: Record<string, LockEntry>, location: string, readFile: ReadFile | undefined) {
  let entry = packages[location]
  let where = location
  if (entry?.link && entry.resolved) {
    where = entry.resolved
    entry = packages[entry.resolved]
  }
  const name = entry?.name ?? location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length)
  let licence = entry ? declaredLicence(entry) : undefined
  if (licence === undefined && readFile) {
    try {
      licence = declaredLicence(JSON.parse(readFile(path.join(repoRoot, where, 'package.json'))) as LockEntry)
    } catch {
      // Not installed on this machine (another platform's optional package): nothing more to read.
    }
  }
  const known = READ_BY_HAND[name]
  if (licence === undefined && known) {
    let text = ''
    try {
      text = readFile ? readFile(path.join(repoRoot, where, known.file)) : ''
    } catch {
      text = ''
    }
    if (text.includes(known.phrase)) licence = known.license
  }
  return { name, version: entry?.version, licence }
}

/**
 * Checks every published package's closure. Returns one report per package: what it brings,
 * each with its licence, and the problems (a licence outside the allow-list, none at all, a
 * dependency npm could not find), each naming the package, its version, its licence and the path.
 */
export function checkLicences({
  repoRoot,
  lock,
  readFile,
  allowed = PERMISSIVE,
  exceptions = EXCEPTIONS,
}: {
  repoRoot: string
  lock: Lock
  readFile?: ReadFile
  allowed?: ReadonlySet<string>
  exceptions?: Exception[]
}): { reports: LicenceReport[]; stale: Exception[] } {
  const packages = lock.packages
  const workspaces = Object.entries(packages).filter(([location, entry]) => location !== '' && !location.includes('node_modules') && entry.name)
  const published = workspaces.filter(([, entry]) => entry.private !== true)
  const used = new Set<Exception>()
  const reports = published.map(([location, entry]): LicenceReport => {
    const { found, missing } = closureOf(lock, location)
    const problems = missing.map((chain) => `${entry.name} > ${chain}: not in package-lock.json`)
    const licences: LicenceReport['licences'] = []
    for (const [target, chain] of found) {
      const { name, version, licence } = licenceOf(repoRoot, packages, target, readFile)
      licences.push({ name, version, licence: licence ?? '(none)', chain })
      if (licence !== undefined && isAllowedExpression(licence, allowed)) continue
      const exception = exceptions.find(
        (candidate) => candidate.name === name && candidate.license === licence && candidate.published === entry.name && chain.includes(candidate.via),
      )
      if (exception) {
        used.add(exception)
        continue
      }
      problems.push(`${name}@${version}: ${licence ?? 'no licence declared'} (${[entry.name, ...chain].join(' > ')})`)
    }
    return { name: entry.name!, location, licences, problems }
  })
  const stale = exceptions.filter((exception) => !used.has(exception))
  return { reports, stale }
}

/** Every package a dev install brings that no site installs, with a licence outside the allow-list: reported only. */
export function devOnlyOutsideAllowList(lock: Lock, reports: LicenceReport[], allowed: ReadonlySet<string> = PERMISSIVE): string[] {
  const shipped = new Set(reports.flatMap((report) => [...report.licences.map((item) => `${item.name}@${item.version}`)]))
  const seen = new Set<string>()
  const out: string[] = []
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (!location.includes('node_modules/') || entry.link) continue
    const name = location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length)
    const key = `${name}@${entry.version}`
    if (shipped.has(key) || seen.has(key)) continue
    seen.add(key)
    const licence = declaredLicence(entry)
    if (licence === undefined || !isAllowedExpression(licence, allowed)) out.push(`${key}: ${licence ?? '(none in the lock)'}`)
  }
  return out.sort()
}

/** Reads the repository's lock, marking the private workspaces (the lock does not record `private`). */
export function readRepository(repoRoot: string): Lock {
  const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as Lock
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (location === '' || location.includes('node_modules') || !entry.name) continue
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, location, 'package.json'), 'utf8')) as { private?: boolean }
    entry.private = manifest.private === true
  }
  return lock
}
