import { describe, expect, it } from 'vitest'
import { createFakeClock } from './platform/fakeClock.js'
import { createConnectorsController } from '../modules/connection/connectorsController.js'
import { createConnectionController, type Connection, type NamespaceConnection } from '../modules/connection/connectionController.js'
import { ACCOUNTS_ONLY_CAPABILITIES } from './plugins/chainAdapter.js'
import type { Connector } from './types/connector.js'
import type { ChainNamespace } from './types/namespace.js'
import { createAbortController } from './utils/abort.js'
import { createSnackbarController } from '../modules/modal/snackbarController.js'
import { createAlertsController } from './alerts/alertsController.js'
import { createThemeController } from '../modules/modal/themeController.js'

describe('connectorsController', () => {
  it('replaces one source list at a time, stamping its id; drops duplicates, foreign namespaces and ids another source offers', () => {
    const connectors = createConnectorsController()
    connectors.setSourceConnectors('injected', ['eip155'], [
      { id: 'a', name: 'A', type: 'ANNOUNCED', chain: 'eip155' },
      { id: 'a', name: 'A again', type: 'ANNOUNCED', chain: 'eip155' },
      { id: 's', name: 'S', type: 'INJECTED', chain: 'solana' },
    ])
    connectors.setSourceConnectors('solana', ['solana'], [
      { id: 's', name: 'S', type: 'INJECTED', chain: 'solana' },
      { id: 'a', name: 'Not A', type: 'INJECTED', chain: 'solana' },
    ])
    const list = () => connectors.getSnapshot().connectors.map((c) => `${c.sourceId}/${c.chain}:${c.id}:${c.name}`)
    expect(list()).toEqual(['injected/eip155:a:A', 'solana/solana:s:S'])
    // A new list of one source replaces only that source's connectors.
    connectors.setSourceConnectors('injected', ['eip155'], [{ id: 'b', name: 'B', type: 'INJECTED', chain: 'eip155' }])
    expect(list()).toEqual(['solana/solana:s:S', 'injected/eip155:b:B'])
  })

  it("cuts a multi-namespace connector's namespaces to those its source serves", () => {
    const connectors = createConnectorsController()
    connectors.setSourceConnectors('pairing', ['solana', 'bip122'], [
      { id: 'wc', name: 'WC', type: 'WALLET_CONNECT', chain: 'eip155', namespaces: ['eip155', 'solana', 'bip122'] },
    ])
    expect(connectors.getSnapshot().connectors).toEqual([
      { id: 'wc', name: 'WC', type: 'WALLET_CONNECT', sourceId: 'pairing', chain: 'solana', namespaces: ['solana', 'bip122'] },
    ])
    expect(connectors.find('wc', 'bip122')?.id).toBe('wc')
    expect(connectors.find('wc', 'eip155')).toBeUndefined()
  })

  it('keeps the disconnected connector ids once each', () => {
    const connectors = createConnectorsController()
    connectors.addDisconnected('a')
    connectors.addDisconnected('a')
    connectors.setDisconnected(['b', 'b', 'c'])
    connectors.removeDisconnected('b')
    expect(connectors.getSnapshot().disconnectedConnectorIds).toEqual(['c'])
  })
})

const connector = (id: string, namespaces: ChainNamespace[]): Connector => ({ id, name: id.toUpperCase(), type: 'INJECTED', chain: namespaces[0] ?? 'eip155', namespaces })

function connectionOf(id: string, namespaces: ChainNamespace[]): Connection {
  return {
    connectorId: id,
    sourceId: 'source',
    connector: connector(id, namespaces),
    wallet: { name: id.toUpperCase() },
    namespaces: Object.fromEntries(
      namespaces.map((namespace) => [
        namespace,
        { accounts: [], address: `${id}-address`, caipNetworkId: `${namespace}:1`, approvedCaipNetworkIds: undefined, handle: undefined, capabilities: ACCOUNTS_ONLY_CAPABILITIES },
      ]),
    ),
  }
}

describe('connectionController', () => {
  it('a new connection becomes the active one of each of its namespaces; one per connector', () => {
    const connection = createConnectionController()
    connection.putConnection(connectionOf('a', ['eip155']))
    connection.putConnection(connectionOf('wc', ['eip155', 'solana']))
    expect(connection.getSnapshot().active).toEqual({ eip155: 'wc', solana: 'wc' })
    connection.putConnection(connectionOf('a', ['eip155']))
    expect(connection.getSnapshot().connections.map((entry) => entry.connectorId)).toEqual(['wc', 'a'])
    expect(connection.getSnapshot().active).toEqual({ eip155: 'a', solana: 'wc' })
    connection.activate('wc', 'eip155')
    connection.activate('a', 'solana')
    expect(connection.getSnapshot().active).toEqual({ eip155: 'wc', solana: 'wc' })
  })

  it('removing a connection falls back to another one of the namespace, and reports the namespaces left without one', () => {
    const connection = createConnectionController()
    connection.putConnection(connectionOf('a', ['eip155']))
    connection.putConnection(connectionOf('wc', ['eip155', 'solana']))
    expect(connection.removeConnection('wc', ['solana'])).toEqual(['solana'])
    expect(connection.getSnapshot().connections.find((entry) => entry.connectorId === 'wc')?.namespaces).not.toHaveProperty('solana')
    expect(connection.getSnapshot().active).toEqual({ eip155: 'wc' })
    expect(connection.removeConnection('wc')).toEqual([])
    expect(connection.getSnapshot().active).toEqual({ eip155: 'a' })
    expect(connection.removeConnection('a')).toEqual(['eip155'])
    expect(connection.getSnapshot()).toMatchObject({ connections: [], active: {} })
    expect(connection.removeConnection('gone')).toEqual([])
  })

  it('updates a namespace of a connection, ignoring connections or namespaces that are gone', () => {
    const connection = createConnectionController()
    connection.putConnection(connectionOf('a', ['eip155']))
    const entry = connectionOf('a', ['eip155']).namespaces.eip155 as NamespaceConnection
    connection.updateNamespace('a', 'eip155', { ...entry, address: 'moved' })
    expect(connection.getSnapshot().connections[0]?.namespaces.eip155?.address).toBe('moved')
    const before = connection.getSnapshot()
    connection.updateNamespace('a', 'solana', entry)
    connection.updateNamespace('gone', 'eip155', entry)
    expect(connection.getSnapshot()).toBe(before)
  })

  it('keeps the 2 most recent wallets, newest first, each once (SPEC.md section 9)', () => {
    const connection = createConnectionController()
    for (const id of ['a', 'b', 'c']) connection.addRecentWallet({ id, name: id.toUpperCase() })
    expect(connection.getSnapshot().recentWallets.map((wallet) => wallet.id)).toEqual(['c', 'b'])
    connection.addRecentWallet({ id: 'b', name: 'B' })
    expect(connection.getSnapshot().recentWallets.map((wallet) => wallet.id)).toEqual(['b', 'c'])
    connection.setRecentWallets([{ id: 'x', name: 'X' }, { id: 'y', name: 'Y' }, { id: 'z', name: 'Z' }])
    expect(connection.getSnapshot().recentWallets.map((wallet) => wallet.id)).toEqual(['x', 'y'])
  })

  it('aborts only the connects under way, with the reason given; reconnects are not aborted', () => {
    const connection = createConnectionController()
    const superseded = () => 'superseded'
    const first = connection.beginAttempt({ kind: 'connect', connectorId: 'a', namespaces: ['eip155'] }, { supersededReason: superseded })
    connection.endAttempt(first.attempt.id)
    expect(connection.abortConnects('closed')).toBe(0)
    expect(first.signal.aborted).toBe(false)

    const reconnecting = connection.beginAttempt({ kind: 'reconnect', connectorId: 'r', namespaces: ['solana'] }, { supersededReason: superseded })
    const pending = connection.beginAttempt({ kind: 'connect', connectorId: 'b', namespaces: ['eip155'] }, { supersededReason: superseded })
    expect(connection.getSnapshot().attempts.map((attempt) => attempt.connectorId)).toEqual(['r', 'b'])
    expect(connection.abortConnects('closed')).toBe(1)
    expect(pending.signal).toMatchObject({ aborted: true, reason: 'closed' })
    expect(reconnecting.signal.aborted).toBe(false)
    connection.endAttempt(pending.attempt.id)
    expect(connection.getSnapshot().attempts.map((attempt) => attempt.connectorId)).toEqual(['r'])
  })

  it('the newest connect wins: starting one aborts the older one and makes it stale, and clears the last outcome', () => {
    const connection = createConnectionController()
    const older = connection.beginAttempt({ kind: 'connect', connectorId: 'a', namespaces: ['eip155'] }, { supersededReason: () => 'superseded' })
    connection.setLastConnect({ connectorId: 'x', status: 'error', error: undefined, rejected: true })
    const parent = createAbortController()
    const newer = connection.beginAttempt(
      { kind: 'connect', connectorId: 'b', namespaces: ['eip155'] },
      { parent: parent.signal, supersededReason: () => 'superseded' },
    )
    expect(older.signal).toMatchObject({ aborted: true, reason: 'superseded' })
    expect(connection.isLatest(older.attempt)).toBe(false)
    expect(connection.isLatest(newer.attempt)).toBe(true)
    expect(connection.getSnapshot().lastConnect).toBeUndefined()
    // The caller's own signal aborts the attempt too.
    parent.abort('gave up')
    expect(newer.signal).toMatchObject({ aborted: true, reason: 'gave up' })
  })
})

describe('snackbar, alerts and theme controllers', () => {
  it('hides a snackbar after its time, but keeps a loading one', () => {
    const clock = createFakeClock()
    const snackbar = createSnackbarController(clock)
    snackbar.show('Copied', 'success')
    clock.advance(2499)
    expect(snackbar.getSnapshot().open).toBe(true)
    clock.advance(1)
    expect(snackbar.getSnapshot().open).toBe(false)
    snackbar.show('Authenticating...', 'loading')
    clock.advance(60_000)
    expect(snackbar.getSnapshot().open).toBe(true)
  })

  it('shows an alert once per code when asked to', () => {
    const alerts = createAlertsController()
    alerts.show({ code: 'X', message: 'x', severity: 'error' }, { once: true })
    alerts.close()
    alerts.show({ code: 'X', message: 'x', severity: 'error' }, { once: true })
    expect(alerts.getSnapshot().alert).toBeUndefined()
    alerts.show({ code: 'X', message: 'x', severity: 'error' })
    expect(alerts.getSnapshot().alert?.code).toBe('X')
  })

  it('merges theme variables and removes the ones set to undefined', () => {
    const theme = createThemeController({ themeMode: 'system', themeVariables: { accent: 'red', zIndex: 5 } })
    theme.setThemeVariables({ accent: undefined, borderRadius: '4px' })
    expect(theme.getSnapshot().themeVariables).toEqual({ zIndex: 5, borderRadius: '4px' })
  })
})
