// No registration tax (issue 22, item 8): a package added under adapters/ is covered by the checks
// with no edit outside its folder. A throw-away copy of the repository's layout (the root
// package.json and README, every workspace folder linked in) gains adapters/__probe__ (package.json,
// src/exports/index.ts, README.md, a vitest.config.ts and a tiny test); the unit-test projects, the
// public-exports snapshot, the README checks, the package checks and the size bench then list it,
// and lint holds it to the adapters' boundaries. Nothing is built: the bench is asked for its list.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { ESLint } from 'eslint'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { entryPoints } from './entryPoints.js'
import { findDocs, packageReadmes } from './readmeNames.js'
import { adapterPackages, entryPointPackages, publishedPackages, repoRoot, unitTestPackages, workspacePackages } from './workspacePackages.js'

const PROBE = 'adapters/__probe__'

/** The probe package's files: what a new adapter brings, all inside its folder. */
const PROBE_FILES: Record<string, string> = {
  'package.json': JSON.stringify({
    name: '@portico/adapter-probe',
    type: 'module',
    exports: { '.': { '@portico/source': './src/exports/index.ts', types: './dist/exports/index.d.ts', default: './dist/exports/index.js' } },
    scripts: { test: 'vitest run' },
  }),
  'src/exports/index.ts': 'export const probe = 1\n',
  'src/probe.test.ts': "import { expect, test } from 'vitest'\nimport { probe } from './exports/index.js'\n\ntest('probe', () => expect(probe).toBe(1))\n",
  'vitest.config.ts': "import { defineConfig } from 'vitest/config'\n\nexport default defineConfig({ test: { environment: 'node' } })\n",
  'README.md': "# @portico/adapter-probe\n\n## Get started\n\n```ts\nimport { probe } from '@portico/adapter-probe'\n```\n",
}

let copy = ''
const dirs = (packages: { dir: string }[]) => packages.map((pkg) => pkg.dir)

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'portico-probe-'))
  for (const file of ['package.json', 'README.md']) copyFileSync(path.join(repoRoot, file), path.join(copy, file))
  for (const { dir } of workspacePackages()) {
    mkdirSync(path.dirname(path.join(copy, dir)), { recursive: true })
    symlinkSync(path.join(repoRoot, dir), path.join(copy, dir), 'dir')
  }
  for (const [file, text] of Object.entries(PROBE_FILES)) {
    mkdirSync(path.dirname(path.join(copy, PROBE, file)), { recursive: true })
    writeFileSync(path.join(copy, PROBE, file), text)
  }
})

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true })
})

describe('a new package under adapters/ is covered with no edit outside its folder', () => {
  test.each([
    ['vitest.config.ts', 'unitTestPackages('],
    ['.ci/entryPoints.ts', 'entryPointPackages('],
    ['.ci/publicExports.test.ts', "from './entryPoints.js'"],
    ['.ci/readmeExamples.test.ts', 'packageReadmes(repoRoot)'],
    ['.ci/readmeNames.ts', 'publishedPackages(repoRoot)'],
    ['.ci/checkPackages.js', 'publishedPackages(repoRoot)'],
    ['bench/size/adapterBenches.mjs', 'adapterPackages(root)'],
    ['package.json', 'node bench/size/adapterSize.mjs'],
    ['package.json', '"lint": "eslint ."'],
    ['package.json', '"check:packages": "node .ci/checkPackages.js --build"'],
  ])('%s covers the packages by glob (%s), not by a list of its own', (file, use) => {
    expect(readFileSync(path.join(repoRoot, file), 'utf8')).toContain(use)
  })

  test('typecheck: every workspace package has its own typecheck script (turbo runs each; one without would go unchecked)', () => {
    const without = workspacePackages().filter((pkg) => typeof (pkg.manifest.scripts as Record<string, unknown> | undefined)?.typecheck !== 'string')
    expect(dirs(without)).toEqual([])
  })

  test('the copy holds every package of the repository, and the probe beside them', () => {
    const real = dirs(workspacePackages())
    expect(real).toEqual(expect.arrayContaining(['core', 'react-headless', 'skins/default', 'adapters/evm', 'playground/devnet']))
    expect(dirs(workspacePackages(copy)).filter((dir) => dir !== PROBE)).toEqual(real)
    expect(dirs(workspacePackages(copy))).toContain(PROBE)
  })

  test('unit tests: the root vitest.config.ts runs it as a project (it has a vitest.config.ts)', () => {
    expect(sorted(dirs(unitTestPackages(copy)))).toEqual(sorted([...dirs(unitTestPackages()), PROBE]))
  })

  test('public exports: its src/exports/index.ts is in the snapshot', () => {
    expect(dirs(entryPointPackages(copy))).toContain(PROBE)
    expect(sorted(entryPoints(copy))).toEqual(sorted([...entryPoints(), `${PROBE}/src/exports/index.ts`]))
  })

  test('README checks: its README must have a Get started, and its examples and names are checked', () => {
    expect(sorted(packageReadmes(copy))).toEqual(sorted([...packageReadmes(repoRoot), `${PROBE}/README.md`]))
    expect(findDocs(copy)).toContain(`${PROBE}/README.md`)
  })

  test('package checks: publint, attw and its contents (it is not private)', () => {
    expect(dirs(publishedPackages(copy))).toContain(PROBE)
  })

  test('size bench: npm run bench:size gives it a figure (asked for its list, no build)', () => {
    expect(dirs(adapterPackages(copy))).toContain(PROBE)
    const bench = spawnSync(process.execPath, [path.join(repoRoot, 'bench/size/adapterSize.mjs'), '--list', '--root', copy], { encoding: 'utf8' })
    expect(bench.status, bench.stderr).toBe(0)
    const listed = bench.stdout.trim().split('\n')
    expect(listed).toContain(`${PROBE}  @portico/adapter-probe`)
    // The adapters already there keep their extra lines (viem, web3.js, the SDKs stay lazy).
    expect(listed).toContain('adapters/evm  @portico/adapter-evm  + bench/size/adapterEvmSize.mjs')
    expect(listed).toHaveLength(adapterPackages().length + 1)
  })

  test('lint: npm run lint (eslint .) lints its files and holds them to the adapters\u2019 boundaries, by glob', async () => {
    const eslint = new ESLint({ cwd: repoRoot, warnIgnored: true })
    const file = path.join(repoRoot, PROBE, 'src/exports/index.ts')
    expect(await eslint.isPathIgnored(file)).toBe(false)
    const [result] = await eslint.lintText("import { useState } from 'react'\nimport { PorticoModal } from '@portico/skin-default'\nexport { useState, PorticoModal }\n", { filePath: file })
    const blocked = (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message)
    expect(blocked).toHaveLength(2)
    expect(blocked.join('\n')).toMatch(/Adapters never import React/)
  })
})

/** A list's items in path order: what it covers, whatever order it lists them in. */
function sorted(items: string[]): string[] {
  return [...items].sort()
}
