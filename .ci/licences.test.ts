// Everything a site installs with our packages is under a permissive licence (DESIGN.md, Licences).
// The check itself is in licences.ts; this runs it on the repository's lockfile and on fixtures.
import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkLicences, closureOf, devOnlyOutsideAllowList, isAllowedExpression, type Lock, readRepository, resolveInLock } from './licences.js'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const readFile = (file: string) => readFileSync(file, 'utf8')

describe('the licences of what a site installs with each published package', () => {
  const lock = readRepository(repoRoot)
  const { reports, stale } = checkLicences({ repoRoot, lock, readFile })

  it('covers every published workspace, found by their package.json, not by a list', () => {
    const names = reports.map((report) => report.name).sort()
    expect(names).toContain('@portico/core')
    expect(names).toContain('@portico/adapter-walletconnect')
    expect(names.filter((name) => name === '@portico/devnet' || name === '@portico/test-chains' || name === '@portico/playground-app')).toEqual([])
  })

  it('finds no licence outside the allow-list, and no package without one', () => {
    for (const report of reports) {
      const counts = new Map<string, number>()
      for (const item of report.licences) counts.set(item.licence, (counts.get(item.licence) ?? 0) + 1)
      const summary = [...counts].sort((a, b) => b[1] - a[1]).map(([licence, count]) => `${licence} ${count}`)
      console.log(`${report.name}: ${report.licences.length} packages; ${summary.join(', ')}`)
    }
    expect(reports.flatMap((report) => report.problems)).toEqual([])
  })

  it('needs every known exception it lists (a stale one is removed, not kept)', () => {
    expect(stale.map((exception) => exception.name)).toEqual([])
  })

  it('reports, without failing, what only a developer installs', () => {
    const devOnly = devOnlyOutsideAllowList(lock, reports)
    console.log(`dev-only packages outside the allow-list (not installed by a site):\n  ${devOnly.join('\n  ')}`)
    expect(Array.isArray(devOnly)).toBe(true)
  })

  it('keeps the WalletConnect SDK on 2.21.8, its last Apache-2.0 release, everywhere in the tree', () => {
    const family = ['universal-provider', 'sign-client', 'core', 'utils', 'types'].map((name) => `@walletconnect/${name}`)
    const versions = Object.entries(lock.packages)
      .filter(([location]) => family.some((name) => location.endsWith(`node_modules/${name}`)))
      .map(([location, entry]) => `${location.slice(location.lastIndexOf('@walletconnect/'))}@${entry.version}`)
    expect(versions.length).toBeGreaterThanOrEqual(family.length)
    expect(versions.filter((version) => !version.endsWith('@2.21.8'))).toEqual([])
    const adapter = JSON.parse(readFile(path.join(repoRoot, 'adapters/walletconnect/package.json'))) as { peerDependencies: Record<string, string> }
    expect(adapter.peerDependencies['@walletconnect/universal-provider']).toBe('2.21.8')
  })
})

/** A small lock: one published workspace, one private one, and the packages they bring. */
function fixtureLock(extra: Lock['packages'] = {}): Lock {
  return {
    packages: {
      '': { name: 'root' },
      'lib': { name: '@x/lib', version: '1.0.0', license: 'MIT', dependencies: { a: '^1', b: '^1' }, peerDependencies: { peer: '^1', maybe: '^1' }, peerDependenciesMeta: { maybe: { optional: true } } },
      'tools': { name: '@x/tools', version: '0.0.0', private: true, dependencies: { gpl: '^1' } },
      'node_modules/@x/lib': { link: true, resolved: 'lib' },
      'node_modules/a': { version: '1.0.0', license: 'MIT', dependencies: { c: '^2' } },
      'node_modules/b': { version: '1.2.0', license: '(MIT OR GPL-3.0-only)' },
      'node_modules/c': { version: '1.0.0', license: 'GPL-3.0-only' },
      'node_modules/a/node_modules/c': { version: '2.0.0', license: 'ISC' },
      'node_modules/peer': { version: '1.0.0', licenses: [{ type: 'BSD-3-Clause' }] },
      'node_modules/maybe': { version: '1.0.0', license: 'GPL-3.0-only' },
      'node_modules/gpl': { version: '1.0.0', license: 'GPL-3.0-only', dev: true },
      ...extra,
    },
  }
}

describe('the licence check on fixtures', () => {
  it('passes a closure of permissive licences: nested versions, OR expressions, legacy arrays; optional peers and private workspaces are not installed by a site', () => {
    const { reports } = checkLicences({ repoRoot: '/nowhere', lock: fixtureLock(), exceptions: [] })
    expect(reports.map((report) => report.name)).toEqual(['@x/lib'])
    expect(reports[0]!.problems).toEqual([])
    expect(reports[0]!.licences.map((item) => `${item.name}@${item.version} ${item.licence}`).sort()).toEqual([
      'a@1.0.0 MIT',
      'b@1.2.0 (MIT OR GPL-3.0-only)',
      'c@2.0.0 ISC',
      'peer@1.0.0 BSD-3-Clause',
    ])
  })

  it('fails on a non-permissive licence anywhere down the closure, naming the package, its licence and how it came in', () => {
    const lock = fixtureLock({ 'node_modules/a/node_modules/c': { version: '2.0.0', license: 'ISC', dependencies: { deep: '^1' } }, 'node_modules/deep': { version: '3.1.0', license: 'AGPL-3.0-or-later' } })
    const { reports } = checkLicences({ repoRoot: '/nowhere', lock, exceptions: [] })
    expect(reports[0]!.problems).toEqual(['deep@3.1.0: AGPL-3.0-or-later (@x/lib > a > c > deep)'])
  })

  it('fails on a package that declares no licence, and on a dependency the lock does not have', () => {
    const lock = fixtureLock({ 'node_modules/b': { version: '1.2.0', dependencies: { gone: '^1' } } })
    const { reports } = checkLicences({ repoRoot: '/nowhere', lock, exceptions: [] })
    expect(reports[0]!.problems.sort()).toEqual(['@x/lib > b > gone: not in package-lock.json', 'b@1.2.0: no licence declared (@x/lib > b)'])
  })

  it('lets a listed exception through only for its package, its licence and its path, and says when it is stale', () => {
    const lock = fixtureLock({ 'node_modules/b': { version: '1.2.0', license: 'LGPL-3.0-only' } })
    const exception = { name: 'b', license: 'LGPL-3.0-only', via: 'b', published: '@x/lib', why: 'fixture' }
    expect(checkLicences({ repoRoot: '/nowhere', lock, exceptions: [exception] }).reports[0]!.problems).toEqual([])
    const otherPackage = { ...exception, published: '@x/other' }
    const result = checkLicences({ repoRoot: '/nowhere', lock, exceptions: [otherPackage] })
    expect(result.reports[0]!.problems).toEqual(['b@1.2.0: LGPL-3.0-only (@x/lib > b)'])
    expect(result.stale).toEqual([otherPackage])
  })

  it('reports dev-only packages outside the allow-list without failing the published ones', () => {
    const lock = fixtureLock()
    const { reports } = checkLicences({ repoRoot: '/nowhere', lock, exceptions: [] })
    expect(devOnlyOutsideAllowList(lock, reports)).toEqual(['c@1.0.0: GPL-3.0-only', 'gpl@1.0.0: GPL-3.0-only', 'maybe@1.0.0: GPL-3.0-only'])
  })

  it('reads SPDX expressions: OR needs one allowed side, AND both; exceptions, "or later" and nonsense are not permissive', () => {
    expect(isAllowedExpression('MIT')).toBe(true)
    expect(isAllowedExpression('(MIT OR GPL-3.0-only)')).toBe(true)
    expect(isAllowedExpression('(Apache-2.0 AND MIT)')).toBe(true)
    expect(isAllowedExpression('MIT AND GPL-3.0-only')).toBe(false)
    expect(isAllowedExpression('Apache-2.0 WITH LLVM-exception')).toBe(false)
    expect(isAllowedExpression('SEE LICENSE IN LICENSE.md')).toBe(false)
    expect(isAllowedExpression('UNLICENSED')).toBe(false)
  })

  it('resolves names as Node does: the package’s own node_modules first, then each parent’s', () => {
    const { packages } = fixtureLock({ 'node_modules/@s/p': { version: '1.0.0' }, 'node_modules/@s/p/node_modules/q': { version: '1.0.0' }, 'lib/node_modules/a': { version: '9.0.0' } })
    expect(resolveInLock(packages, 'node_modules/a', 'c')).toBe('node_modules/a/node_modules/c')
    expect(resolveInLock(packages, 'node_modules/a/node_modules/c', 'c')).toBe('node_modules/a/node_modules/c')
    expect(resolveInLock(packages, 'node_modules/b', 'c')).toBe('node_modules/c')
    expect(resolveInLock(packages, 'node_modules/@s/p/node_modules/q', 'a')).toBe('node_modules/a')
    expect(resolveInLock(packages, 'lib', 'a')).toBe('lib/node_modules/a')
    expect(resolveInLock(packages, 'lib', 'nothing')).toBeUndefined()
    expect([...closureOf(fixtureLock(), 'tools').found.keys()]).toEqual(['node_modules/gpl'])
  })
})
