// Proof that eslint.config.js enforces DESIGN.md's import boundaries: it lints probe sources that
// break each rule through ESLint's Node API (`lintText` with the path each probe pretends to live
// at, so the folder's rules apply), and checks the exact errors. Nothing is written to disk.
import { existsSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint, type Linter } from 'eslint'
import { beforeAll, describe, expect, test } from 'vitest'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Probe sources, by the repo-relative path they are linted as. None of these files exists. */
const probes: Record<string, string> = {
  'core/src/__lint_probe__.ts': `
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { useSyncExternalStore } from 'use-sync-external-store/shim'
import { PorticoProvider } from '@portico/react'
import { createDevnet } from '@portico/devnet'
import { createPublicClient } from 'viem'
import { Dialog } from '@ark-ui/react'
import { css } from '@pandacss/dev'
import { useModal } from '../../react-headless/src/exports/index.js'
export * from '@walletconnect/universal-provider'
export const probe = [useState, createRoot, useSyncExternalStore, PorticoProvider, createDevnet, createPublicClient, Dialog, css, useModal]
export const loadSolana = () => import('@solana/web3.js')
export const href = window.location.href
export const agent = navigator.userAgent
export const stored = localStorage.getItem('x')
export const title = document.title
console.log(probe)
`,
  'core/src/__lint_probe_clean__.ts': `
import { object, string } from 'superstruct'
import type { PlatformPorts } from './platform/ports.js'
export type Probe = PlatformPorts
export const schema = object({ id: string() })
export const ownOrigin = (globalThis as { location?: { origin: string } }).location?.origin
`,
  'adapters/__lint_probe_adapter__/src/__lint_probe__.ts': `
import { createAdapter } from '@portico/core'
import { createPublicClient } from 'viem'
import { useState } from 'react'
import { PorticoProvider } from '@portico/react'
import { createModal } from '@portico/skin-default'
import { solanaAdapter } from '@portico/adapter-solana'
import { createDevnet } from '@portico/devnet'
import { Dialog } from '@ark-ui/react'
import { css } from '@pandacss/dev'
import { other } from '../../solana/src/index.js'
export const probe = [createAdapter, createPublicClient, useState, PorticoProvider, createModal, solanaAdapter, createDevnet, Dialog, css, other]
export const loadUi = () => import('@portico/skin-default')
`,
  'adapters/evm/src/__lint_probe_viem__.ts': `
import type { Chain } from 'viem'
import { createClient } from 'viem'
import { multicall } from 'viem/actions'
export type { Transport } from 'viem'
export { formatUnits } from 'viem'
export type Probe = Chain
export const probe = [createClient, multicall]
export const loadViem = () => import('viem')
`,
  'react-headless/src/__lint_probe__.ts': `
import { createPortico } from '@portico/core'
import { useState } from 'react'
import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/shim/with-selector'
import { evmAdapter } from '@portico/adapter-evm'
import { PorticoModal } from '@portico/skin-default'
import { createTestClient } from '@portico/core/testing'
import { modalController } from '@portico/core/src/controllers/modalController.js'
import { createDevnet } from '@portico/devnet'
import { Dialog } from '@ark-ui/react'
import { css } from '@pandacss/dev'
import { createPublicClient } from 'viem'
import { routes } from '../../core/src/router/routes.js'
import { helper } from './hooks/helper.js'
export const probe = [createPortico, useState, useSyncExternalStoreWithSelector, evmAdapter, PorticoModal, createTestClient, modalController, createDevnet, Dialog, css, createPublicClient, routes, helper]
export const loadWc = () => import('@portico/adapter-walletconnect')
`,
  'react-headless/src/__lint_probe__.test.ts': `
import { createPortico } from '@portico/core'
import { createTestClient } from '@portico/core/testing'
import { PorticoModal } from '@portico/skin-default'
export const probe = [createPortico, createTestClient, PorticoModal]
`,
  'react-headless/src/testing/__lint_probe__.tsx': `
import { createTestClient } from '@portico/core/testing'
import { PorticoModal } from '@portico/skin-default'
export const probe = [createTestClient, PorticoModal]
`,
  'skins/default/src/__lint_probe__.tsx': `
import { usePortico } from '@portico/react'
import { Dialog } from '@ark-ui/react'
import { css } from '../styled-system/css/index.js'
import { useState } from 'react'
import { createPortal } from 'react-dom'
import { createPortico } from '@portico/core'
import type { PorticoClient } from '@portico/core'
import { createTestClient } from '@portico/core/testing'
import { evmAdapter } from '@portico/adapter-evm'
import { createDevnet } from '@portico/devnet'
import { createPublicClient } from 'viem'
import { routes } from '../../../core/src/router/routes.js'
export type Client = PorticoClient
export const probe = [usePortico, Dialog, css, useState, createPortal, createPortico, createTestClient, evmAdapter, createDevnet, createPublicClient, routes]
export const Heading = () => <h1>probe</h1>
`,
  'skins/default/src/__lint_probe__.test.tsx': `
import { usePortico } from '@portico/react'
import { createTestClient } from '@portico/core/testing'
import { createPortico } from '@portico/core'
export const probe = [usePortico, createTestClient, createPortico]
`,
  'skins/default/test/__lint_probe__.tsx': `
import { createTestClient } from '@portico/core/testing'
import { evmAdapter } from '@portico/adapter-evm'
export const probe = [createTestClient, evmAdapter]
`,
  'playground/app/src/__lint_probe__.ts': `
import { createPortico } from '@portico/core'
import { createDevnet } from '@portico/devnet'
import { createPublicClient } from 'viem'
import { routes } from '../../../core/src/router/routes.js'
export const probe = [createPortico, createDevnet, createPublicClient, routes]
`,
}

/** Both entries of @portico/test-chains, imported statically and dynamically. */
const TEST_CHAINS_IMPORTS = `
import { startAnvil } from '@portico/test-chains'
import { createTestWallet } from '@portico/test-chains/wallet'
export const probe = [startAnvil, createTestWallet]
export const loadChains = () => import('@portico/test-chains')
`
/** Probes of the test-chains boundary: product code never imports it; adapter tests and the playground may. */
const testChainsProbes: Record<string, string> = {
  'core/src/__lint_probe_test_chains__.ts': TEST_CHAINS_IMPORTS,
  'core/src/__lint_probe_test_chains__.test.ts': TEST_CHAINS_IMPORTS,
  'adapters/__lint_probe_adapter__/src/__lint_probe_test_chains__.ts': TEST_CHAINS_IMPORTS,
  'react-headless/src/__lint_probe_test_chains__.ts': TEST_CHAINS_IMPORTS,
  'react-headless/src/__lint_probe_test_chains__.test.ts': TEST_CHAINS_IMPORTS,
  'skins/default/src/__lint_probe_test_chains__.tsx': TEST_CHAINS_IMPORTS,
  'skins/default/src/__lint_probe_test_chains__.test.tsx': TEST_CHAINS_IMPORTS,
  'adapters/__lint_probe_adapter__/test/__lint_probe_test_chains__.ts': `${TEST_CHAINS_IMPORTS}
import { startDevnet } from '@portico/devnet'
export const devnet = startDevnet
`,
  'adapters/__lint_probe_adapter__/src/__lint_probe_test_chains_unit__.test.ts': TEST_CHAINS_IMPORTS,
  'playground/devnet/src/__lint_probe_test_chains__.ts': TEST_CHAINS_IMPORTS,
  'playground/test-chains/src/__lint_probe__.ts': `
import { createPortico } from '@portico/core'
import { injectTestWallets } from '@portico/devnet/wallet'
import { createPublicClient } from 'viem'
import { startDevnet } from '../../devnet/src/startDevnet.js'
export const probe = [createPortico, injectTestWallets, createPublicClient, startDevnet]
`,
}
Object.assign(probes, testChainsProbes)

/** One lint finding reduced to what the assertions need: the rule, and the import or global it names. */
interface Finding {
  rule: string
  subject: string
}

const BOUNDARY_RULES = new Set([
  'no-restricted-imports',
  'portico/no-restricted-dynamic-imports',
  'portico/no-relative-escape',
  'no-restricted-globals',
])

function toFinding(message: Linter.LintMessage): Finding {
  const subject = /'([^']+)'/.exec(message.message)?.[1] ?? message.message
  return { rule: message.ruleId ?? 'fatal', subject }
}

const results = new Map<string, Linter.LintMessage[]>()

/** Every finding in one probe file. */
const findingsIn = (file: string): Finding[] => (results.get(file) ?? []).map(toFinding)
/** The import sources and globals a probe file was stopped from using. */
const blocked = (file: string): string[] =>
  findingsIn(file)
    .filter((f) => BOUNDARY_RULES.has(f.rule))
    .map((f) => f.subject)
    .sort()

beforeAll(async () => {
  // warnIgnored: a probe path the config ignores would come back as a warning, not silently clean.
  const eslint = new ESLint({ cwd: repoRoot, warnIgnored: true })
  for (const [file, text] of Object.entries(probes)) {
    const [result] = await eslint.lintText(text.trimStart(), { filePath: path.join(repoRoot, file) })
    if (result) results.set(path.relative(repoRoot, result.filePath).split(path.sep).join('/'), result.messages)
  }
}, 120_000)

describe('lint boundaries (DESIGN.md: who may import whom)', () => {
  test('every probe was linted in memory, under its own path, and none exists on disk', () => {
    expect([...results.keys()].sort()).toEqual(Object.keys(probes).sort())
    for (const messages of results.values()) expect(messages.filter((m) => m.fatal)).toEqual([])
    for (const file of Object.keys(probes)) expect(existsSync(path.join(repoRoot, file))).toBe(false)
  })

  test('core: no workspace package, React, chain SDK, UI kit, relative escape, DOM global or console', () => {
    expect(blocked('core/src/__lint_probe__.ts')).toEqual(
      [
        'react',
        'react-dom/client',
        'use-sync-external-store/shim',
        '@portico/react',
        '@portico/devnet',
        'viem',
        '@ark-ui/react',
        '@pandacss/dev',
        '../../react-headless/src/exports/index.js',
        '@walletconnect/universal-provider',
        '@solana/web3.js',
        'window',
        'navigator',
        'localStorage',
        'document',
      ].sort(),
    )
    const findings = findingsIn('core/src/__lint_probe__.ts')
    expect(findings).toContainEqual({ rule: 'portico/no-restricted-dynamic-imports', subject: '@solana/web3.js' })
    expect(findings).toContainEqual({ rule: 'portico/no-relative-escape', subject: '../../react-headless/src/exports/index.js' })
    expect(findings.some((f) => f.rule === 'no-console')).toBe(true)
  })

  test('adapters: @portico/core and their SDK only', () => {
    expect(blocked('adapters/__lint_probe_adapter__/src/__lint_probe__.ts')).toEqual(
      [
        'react',
        '@portico/react',
        '@portico/skin-default',
        '@portico/adapter-solana',
        '@portico/devnet',
        '@ark-ui/react',
        '@pandacss/dev',
        '../../solana/src/index.js',
        '@portico/skin-default',
      ].sort(),
    )
  })

  test('adapter-evm: viem values only in its lazily loaded modules; type imports and import() anywhere', async () => {
    const viemFindings = (file: string) =>
      findingsIn(file).filter((f) => f.rule === '@typescript-eslint/no-restricted-imports').map((f) => f.subject)
    expect(viemFindings('adapters/evm/src/__lint_probe_viem__.ts').sort()).toEqual(['viem', 'viem', 'viem/actions'])
    // The two modules behind import() re-export viem's values, and stay clean.
    const lazyModules = ['adapters/evm/src/chain/viemParts.ts', 'adapters/evm/src/chain/viemContractParts.ts']
    const lazyResults = await new ESLint({ cwd: repoRoot }).lintFiles(lazyModules)
    expect(lazyResults.map((result) => result.messages)).toEqual([[], []])
  })

  test('react-headless: core, React and use-sync-external-store; core/testing only in tests and src/testing/', () => {
    expect(blocked('react-headless/src/__lint_probe__.ts')).toEqual(
      [
        '@portico/adapter-evm',
        '@portico/skin-default',
        '@portico/core/testing',
        '@portico/core/src/controllers/modalController.js',
        '@portico/devnet',
        '@ark-ui/react',
        '@pandacss/dev',
        'viem',
        '../../core/src/router/routes.js',
        '@portico/adapter-walletconnect',
      ].sort(),
    )
    expect(blocked('react-headless/src/__lint_probe__.test.ts')).toEqual(['@portico/skin-default'])
    expect(blocked('react-headless/src/testing/__lint_probe__.tsx')).toEqual(['@portico/skin-default'])
  })

  test('skins: @portico/react, Ark, Panda and React; never core (not even its types) or an adapter', () => {
    expect(blocked('skins/default/src/__lint_probe__.tsx')).toEqual(
      [
        '@portico/core',
        '@portico/core',
        '@portico/core/testing',
        '@portico/adapter-evm',
        '@portico/devnet',
        'viem',
        '../../../core/src/router/routes.js',
      ].sort(),
    )
    expect(blocked('skins/default/src/__lint_probe__.test.tsx')).toEqual(['@portico/core'])
    expect(blocked('skins/default/test/__lint_probe__.tsx')).toEqual(['@portico/adapter-evm'])
  })

  test('playground: may import everything, but not another package by relative path', () => {
    expect(blocked('playground/app/src/__lint_probe__.ts')).toEqual(['../../../core/src/router/routes.js'])
  })

  test('a file that keeps the rules is clean', () => {
    expect(findingsIn('core/src/__lint_probe_clean__.ts')).toEqual([])
  })

  test('test-chains: never in product code, its tests included; adapter tests and the playground may import it', () => {
    const TEST_CHAINS_BAN = 'Product code never imports @portico/test-chains'
    const banned = [
      'core/src/__lint_probe_test_chains__.ts',
      'core/src/__lint_probe_test_chains__.test.ts',
      'adapters/__lint_probe_adapter__/src/__lint_probe_test_chains__.ts',
      'react-headless/src/__lint_probe_test_chains__.ts',
      'react-headless/src/__lint_probe_test_chains__.test.ts',
      'skins/default/src/__lint_probe_test_chains__.tsx',
      'skins/default/src/__lint_probe_test_chains__.test.tsx',
    ]
    for (const file of banned) {
      expect(blocked(file), file).toEqual(['@portico/test-chains', '@portico/test-chains', '@portico/test-chains/wallet'])
      // Each import is stopped once, by the test-chains rule and its message (static and dynamic).
      const messages = (results.get(file) ?? []).filter((message) => BOUNDARY_RULES.has(message.ruleId ?? ''))
      expect(messages.map((message) => message.message.includes(TEST_CHAINS_BAN)), file).toEqual([true, true, true])
      expect(findingsIn(file), file).toContainEqual({ rule: 'portico/no-restricted-dynamic-imports', subject: '@portico/test-chains' })
    }
    // Adapter tests (in test/ or beside the source) and the devnet may; the devnet stays out of adapter tests.
    expect(blocked('adapters/__lint_probe_adapter__/test/__lint_probe_test_chains__.ts')).toEqual(['@portico/devnet'])
    expect(blocked('adapters/__lint_probe_adapter__/src/__lint_probe_test_chains_unit__.test.ts')).toEqual([])
    expect(blocked('playground/devnet/src/__lint_probe_test_chains__.ts')).toEqual([])
    // test-chains itself sits under the adapter tests: none of our packages, no relative escape.
    expect(blocked('playground/test-chains/src/__lint_probe__.ts')).toEqual(
      ['@portico/core', '@portico/devnet/wallet', '../../devnet/src/startDevnet.js'].sort(),
    )
  })
})
