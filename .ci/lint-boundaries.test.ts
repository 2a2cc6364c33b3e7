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
import { groupBy } from 'lodash-es'
import { readFileSync } from 'node:fs'
import type { Hex } from 'ox'
import mittens from 'mittens'
import { QueryClientProvider } from '@tanstack/react-query'
import { assert } from 'superstruct-extra'
import { describe } from 'vitest'
export type Probe = Hex
export const probe = [useState, createRoot, useSyncExternalStore, PorticoProvider, createDevnet, createPublicClient, Dialog, css, useModal, groupBy, readFileSync, mittens, QueryClientProvider, assert, describe]
export const loadSolana = () => import('@solana/web3.js')
export const loadLodash = () => import('lodash-es')
export const href = window.location.href
export const agent = navigator.userAgent
export const stored = localStorage.getItem('x')
export const title = document.title
console.log(probe)
`,
  'core/src/__lint_probe_clean__.ts': `
import { object, string } from 'superstruct'
import mitt from 'mitt'
import type { PlatformPorts } from './kernel/platform/ports.js'
import { formatCaipAddress } from './kernel/utils/caip.js'
export type Probe = PlatformPorts
export const schema = object({ id: string() })
export const ownOrigin = (globalThis as { location?: { origin: string } }).location?.origin
export const probe = [mitt, formatCaipAddress]
export const loadSuperstruct = () => import('superstruct')
`,
  'core/src/__lint_probe__.test.ts': `
import { describe } from 'vitest'
import fc from 'fast-check'
import ts from 'typescript'
import { object } from 'superstruct'
import { render } from '@testing-library/react'
import { useState } from 'react'
import { createTestClient } from '@portico/core/testing'
import { helper } from './utils/caip.js'
export const probe = [describe, fc, ts, object, render, useState, createTestClient, helper]
`,
  'core/src/kernel/router/__lint_probe__.testkit.ts': `
import { vi } from 'vitest'
import { createPublicClient } from 'viem'
export const probe = [vi, createPublicClient]
`,
  'core/src/testing/__lint_probe__.ts': `
import { vi } from 'vitest'
import { createMemoryPlatform } from '../platform/memoryPlatform.js'
let calls = 0
const recorded = new Map<string, number>()
export const probe = () => [vi, createMemoryPlatform, ++calls, recorded]
`,

  // No controller imports another (DESIGN.md, Core), type imports included.
  'core/src/modules/modal/__lint_probe__Controller.ts': `
import { createModalController } from './modalController.js'
import type { ChainsState } from '../network/chainsController.js'
import { type ThemeState } from './themeController'
export type { AlertsState } from '../../kernel/alerts/alertsController.js'
export * from './snackbarController.js'
export type Route = import('../../kernel/router/routerController.js').RouterController
export const loadEvents = () => import('../../kernel/events/eventsController.js')
import { createStore } from '../../kernel/store/createStore.js'
import type { Network } from '../../kernel/types/network.js'
import type { View } from '../../kernel/router/routes.js'
import { createAccountsController } from '../account-data/accountsController.js'
export type Probe = [ChainsState, ThemeState, Network, View]
export const probe = [createModalController, createStore, createAccountsController]
`,
  // Actions are headless: no router, modal or snackbar, no flow (DESIGN.md, Actions and flows).
  'core/src/modules/connection/actions/__lint_probe_headless__.ts': `
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { closeModal } from '../../modal/flows/closeModal.js'
export function probe(client: PorticoClient) {
  client.controllers.router.dispatch({ type: 'goBack' })
  client.controllers.modal.shake()
  const { snackbar } = client.controllers
  snackbar.hide()
  client.controllers['modal'].setOpen(false)
  return [closeModal, import('../../modal/flows/openModal.js')]
}
`,
  'core/src/modules/connection/actions/__lint_probe_headless_clean__.ts': `
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { activeConnection } from '../internal/connections.js'
export function probe(client: PorticoClient) {
  client.controllers.connection.getSnapshot()
  client.controllers.chains.getSnapshot()
  return activeConnection(client, 'eip155')
}
`,
  'core/src/modules/connection/flows/__lint_probe_flow__.ts': `
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { connect } from '../actions/connect.js'
export function probe(client: PorticoClient) {
  client.controllers.router.dispatch({ type: 'goBack' })
  client.controllers.modal.shake()
  return connect
}
`,
  // Services sit under the actions: no action, flow or reaction, no router, modal or snackbar.
  'core/src/kernel/services/__lint_probe_services__.ts': `
import type { PorticoClient } from '../client/porticoClient.js'
import { disconnect } from '../../modules/connection/actions/disconnect.js'
import { openModal } from '../../modules/modal/flows/openModal.js'
export { balanceReaction } from '../../modules/account-data/reactions/balanceReaction.js'
export function probe(client: PorticoClient) {
  client.controllers.router.dispatch({ type: 'goBack' })
  client.controllers.modal.shake()
  const { snackbar } = client.controllers
  return [disconnect, openModal, snackbar, import('../../modules/connection/actions/connect.js')]
}
`,
  'core/src/kernel/services/__lint_probe_services_clean__.ts': `
import type { PorticoClient } from '../client/porticoClient.js'
import { object, string } from 'superstruct'
import { AlertPorticoError } from '../alerts/AlertPorticoError.js'
import { createHttpClient } from './createHttpClient.js'
export function probe(client: PorticoClient) {
  client.controllers.options.getSnapshot()
  return [object({ id: string() }), AlertPorticoError, createHttpClient, import('./servicesCode.js')]
}
`,
  'core/src/kernel/services/__lint_probe_services__.test.ts': `
import { connect } from '../../modules/connection/actions/connect.js'
import { openModal } from '../../modules/modal/flows/openModal.js'
export const probe = [connect, openModal]
`,
  'core/src/modules/modal/__lint_probe_clean__Controller.ts': `
import { createStore } from '../../kernel/store/createStore.js'
import type { Network } from '../../kernel/types/network.js'
import type { View } from '../../kernel/router/routes.js'
import { isCloseDisabled } from '../../kernel/router/closeGuard.js'
export type Probe = [Network, View]
export const probe = [createStore, isCloseDisabled]
`,
  'core/src/modules/modal/__lint_probe__Controller.test.ts': `
import { createModalController } from './modalController.js'
import { createChainsController } from '../network/chainsController.js'
export const probe = [createModalController, createChainsController]
`,
  'core/src/kernel/client/__lint_probe_controllers__.ts': `
import { createModalController } from '../../modules/modal/index.js'
import { createChainsController } from '../../modules/network/index.js'
export const probe = [createModalController, createChainsController]
`,

  // A core module is reached only through its doors: index.ts, or lazy.ts by import() (DESIGN.md v3).
  'core/src/modules/siwx/__lint_probe_doors__.ts': `
import { connect } from '../connection/actions/connect.js'
import type { Connection } from '../connection/connectionController.js'
import { disconnect, type ConnectionState } from '../connection/index.js'
import { createPortico } from '../../kernel/createPortico.js'
import { siwxFlow } from './flows/siwxFlow.js'
import { createTestClient } from '../../testing/createTestClient.js'
export { getBalance } from '../account-data/actions/getBalance.js'
export type Probe = [Connection, ConnectionState, import('../network/chainsController.js').ChainsState]
export const probe = () => [connect, disconnect, createPortico, siwxFlow, createTestClient, import('../connection/lazy.js'), import('../account-data/reactions/balanceReactions.js'), import('../../exports/index.js')]
`,
  'core/src/kernel/__lint_probe_doors__.ts': `
import type { SiwxState } from '../modules/siwx/siwxController.js'
import { siwxReaction } from '../modules/siwx/index.js'
import { createStore } from './store/createStore.js'
export const probe = [siwxReaction, createStore, import('../modules/telemetry/lazy.js'), import('../modules/telemetry/services/errorReporter.js')]
export type Probe = SiwxState
`,
  'core/src/modules/siwx/__lint_probe_doors__.test.ts': `
import { connect } from '../connection/actions/connect.js'
import { createTestClient } from '../../testing/createTestClient.js'
export const probe = [connect, createTestClient]
`,

  // No module-level state in product code (DESIGN.md, Core).
  'core/src/__lint_probe_state__.ts': `
let counter = 0
var legacy = 1
export let exported = 2
let first = 1, second = 2
const cache = new Map<string, number>()
export const seen = new WeakSet<object>()
const names = new Set<string>(['a']) as ReadonlySet<string>
const byKey: WeakMap<object, string> = new WeakMap()
export const probe = () => [counter++, legacy, exported, first, second, cache, seen, names, byKey]
`,
  'core/src/__lint_probe_state_clean__.ts': `
const LIMIT = 3
const VIEWS: readonly string[] = ['Connect', 'Networks']
const TABLE = Object.freeze({ a: 1 })
const PUBLIC_ACTION = Symbol('portico.publicAction')
declare global {
  var __portico_probe__: number | undefined
}
export function createCache() {
  const cache = new Map<string, number>()
  let hits = 0
  return { get: (key: string) => ((hits += 1), cache.get(key)), hits: () => hits }
}
export class Counter {
  static readonly zero = 0
  private readonly seen = new Set<string>()
  add(value: string) {
    this.seen.add(value)
  }
}
export const probe = [LIMIT, VIEWS, TABLE, PUBLIC_ACTION]
`,
  'core/src/__lint_probe_state__.test.ts': `
let calls = 0
const seen = new Map<string, number>()
export const probe = () => [++calls, seen]
`,
  'react-headless/src/__lint_probe_state__.ts': `
let mounted = 0
const listeners = new Set<() => void>()
export const probe = () => [++mounted, listeners]
`,
  'skins/default/src/__lint_probe_state__.tsx': `
var openCount = 0
const portals = new WeakMap<object, HTMLElement>()
export const Probe = () => <div data-count={++openCount}>{String(portals)}</div>
`,
  'adapters/evm/src/__lint_probe_state__.ts': `
let provider: unknown
export const clients = new Map<number, unknown>()
export const probe = () => [provider, clients]
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
import { modalController } from '@portico/core/src/modules/modal/modalController.js'
import { createDevnet } from '@portico/devnet'
import { Dialog } from '@ark-ui/react'
import { css } from '@pandacss/dev'
import { createPublicClient } from 'viem'
import { routes } from '../../core/src/kernel/router/routes.js'
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
import { routes } from '../../../core/src/kernel/router/routes.js'
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
import { routes } from '../../../core/src/kernel/router/routes.js'
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
  'portico/no-peer-imports',
  'portico/module-boundaries',
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

/** The imports `rule` reported in a probe file. */
const reportedBy = (file: string, rule: string): string[] =>
  findingsIn(file)
    .filter((f) => f.rule === rule)
    .map((f) => f.subject)
    .sort()

/** The names of the top-level bindings the no-module-state rule reported in a probe file. */
const moduleState = (file: string): string[] =>
  (results.get(file) ?? [])
    .filter((m) => m.ruleId === 'portico/no-module-state')
    .map((m) => /^(?:Top-level )?`(?:(?:let|var) )?([\w$]+)/.exec(m.message)?.[1] ?? m.message)
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

  test('core: only its own files and its allow-list of libraries; no relative escape, DOM global or console', () => {
    expect(blocked('core/src/__lint_probe__.ts')).toEqual(
      [
        'lodash-es',
        'lodash-es',
        'node:fs',
        'ox',
        'mittens',
        '@tanstack/react-query',
        'superstruct-extra',
        'vitest',
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
    // One finding per static import from outside, whatever its family: the allow-list replaced the
    // per-family bans. (The relative escape is no-relative-escape's.)
    expect(reportedBy('core/src/__lint_probe__.ts', 'no-restricted-imports')).toEqual(
      [
        'react',
        'react-dom/client',
        'use-sync-external-store/shim',
        '@portico/react',
        '@portico/devnet',
        'viem',
        '@ark-ui/react',
        '@pandacss/dev',
        '@walletconnect/universal-provider',
        'lodash-es',
        'node:fs',
        'ox',
        'mittens',
        '@tanstack/react-query',
        'superstruct-extra',
        'vitest',
      ].sort(),
    )
    expect(reportedBy('core/src/__lint_probe__.ts', 'portico/no-restricted-dynamic-imports')).toEqual(['@solana/web3.js', 'lodash-es'])
  })

  test('core: its allowed libraries (superstruct, mitt) and its own files pass, static or dynamic', () => {
    expect(findingsIn('core/src/__lint_probe_clean__.ts')).toEqual([])
  })

  test("core's tests and test kits also import the test tools, but nothing else from outside", () => {
    expect(blocked('core/src/__lint_probe__.test.ts')).toEqual(['@portico/core/testing', '@testing-library/react', 'react'])
    expect(blocked('core/src/kernel/router/__lint_probe__.testkit.ts')).toEqual(['viem'])
    // core/src/testing ships as @portico/core/testing: product code, no test tools.
    expect(blocked('core/src/testing/__lint_probe__.ts')).toEqual(['vitest'])
  })

  test('core: no controller imports another, not even for a type', () => {
    expect(reportedBy('core/src/modules/modal/__lint_probe__Controller.ts', 'portico/no-peer-imports')).toEqual(
      [
        './modalController.js',
        '../network/chainsController.js',
        './themeController',
        '../../kernel/alerts/alertsController.js',
        './snackbarController.js',
        '../../kernel/router/routerController.js',
        '../../kernel/events/eventsController.js',
        '../account-data/accountsController.js',
      ].sort(),
    )
    // The store, the types and other folders are fine; so are tests, and other folders importing controllers.
    expect(findingsIn('core/src/modules/modal/__lint_probe_clean__Controller.ts')).toEqual([])
    expect(reportedBy('core/src/modules/modal/__lint_probe__Controller.test.ts', 'portico/no-peer-imports')).toEqual([])
    expect(findingsIn('core/src/kernel/client/__lint_probe_controllers__.ts')).toEqual([])
  })

  test('core: a module is reached only through its index.ts (lazy.ts by import()); modules never import exports/ or testing/; tests may', () => {
    expect(reportedBy('core/src/modules/siwx/__lint_probe_doors__.ts', 'portico/module-boundaries')).toEqual(
      [
        '../connection/actions/connect.js',
        '../connection/connectionController.js',
        '../../testing/createTestClient.js',
        '../account-data/actions/getBalance.js',
        '../network/chainsController.js',
        '../account-data/reactions/balanceReactions.js',
        '../../exports/index.js',
      ].sort(),
    )
    expect(reportedBy('core/src/kernel/__lint_probe_doors__.ts', 'portico/module-boundaries')).toEqual(
      ['../modules/siwx/siwxController.js', '../modules/telemetry/services/errorReporter.js'].sort(),
    )
    expect(findingsIn('core/src/modules/siwx/__lint_probe_doors__.test.ts')).toEqual([])
  })

  test('core: actions are headless (no router, modal or snackbar, no flow); flows may use them', () => {
    const headless = (file: string) =>
      (results.get(file) ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => `${m.line}:${m.message.split(':')[0]}`)
    expect(headless('core/src/modules/connection/actions/__lint_probe_headless__.ts')).toEqual([
      '2:Actions never call flows; flows call actions.',
      '4:Actions are headless',
      '5:Actions are headless',
      '6:Actions are headless',
      '8:Actions are headless',
      '9:Actions never call flows; flows call actions.',
    ])
    expect(findingsIn('core/src/modules/connection/actions/__lint_probe_headless_clean__.ts')).toEqual([])
    expect(findingsIn('core/src/modules/connection/flows/__lint_probe_flow__.ts')).toEqual([])
  })

  test('core: services sit under the actions (no action, flow or reaction; no router, modal or snackbar); their tests may', () => {
    const services = (file: string) =>
      (results.get(file) ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => `${m.line}:${m.message.split(':')[0]}`)
    expect(services('core/src/kernel/services/__lint_probe_services__.ts')).toEqual([
      '2:Services sit under the actions',
      '3:Services sit under the actions',
      '4:Services sit under the actions',
      '6:Services are headless',
      '7:Services are headless',
      '8:Services are headless',
      '9:Services sit under the actions',
    ])
    expect(findingsIn('core/src/kernel/services/__lint_probe_services_clean__.ts')).toEqual([])
    expect(findingsIn('core/src/kernel/services/__lint_probe_services__.test.ts')).toEqual([])
  })

  test('product code keeps no module-level state: no top-level let or var, no module-scope Map/Set/WeakMap/WeakSet', () => {
    expect(moduleState('core/src/__lint_probe_state__.ts')).toEqual(
      ['counter', 'legacy', 'exported', 'first', 'second', 'cache', 'seen', 'names', 'byKey'].sort(),
    )
    expect(moduleState('react-headless/src/__lint_probe_state__.ts')).toEqual(['listeners', 'mounted'])
    expect(moduleState('skins/default/src/__lint_probe_state__.tsx')).toEqual(['openCount', 'portals'])
    expect(moduleState('adapters/evm/src/__lint_probe_state__.ts')).toEqual(['clients', 'provider'])
    // Constants, symbols, frozen tables, ambient declarations and state inside functions or instances are fine.
    expect(findingsIn('core/src/__lint_probe_state_clean__.ts')).toEqual([])
  })

  test('tests and test-only helpers may keep module-level state', () => {
    expect(moduleState('core/src/__lint_probe_state__.test.ts')).toEqual([])
    expect(moduleState('core/src/testing/__lint_probe__.ts')).toEqual([])
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
        '@portico/core/src/modules/modal/modalController.js',
        '@portico/devnet',
        '@ark-ui/react',
        '@pandacss/dev',
        'viem',
        '../../core/src/kernel/router/routes.js',
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
        '../../../core/src/kernel/router/routes.js',
      ].sort(),
    )
    expect(blocked('skins/default/src/__lint_probe__.test.tsx')).toEqual(['@portico/core'])
    expect(blocked('skins/default/test/__lint_probe__.tsx')).toEqual(['@portico/adapter-evm'])
  })

  test('playground: may import everything, but not another package by relative path', () => {
    expect(blocked('playground/app/src/__lint_probe__.ts')).toEqual(['../../../core/src/kernel/router/routes.js'])
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
      // Each import is stopped once (static and dynamic): in core by its allow-list, elsewhere by the test-chains rule.
      const messages = (results.get(file) ?? []).filter((message) => BOUNDARY_RULES.has(message.ruleId ?? ''))
      const expected = file.startsWith('core/') ? /allow-list|allowed libraries/ : new RegExp(TEST_CHAINS_BAN)
      expect(messages.map((message) => expected.test(message.message)), file).toEqual([true, true, true])
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
