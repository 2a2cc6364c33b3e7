import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../platform/fakeClock.js'
import { createConnectorsController } from './connectorsController.js'
import { createConnectionController, RECENT_WALLETS_KEPT } from './connectionController.js'
import { createSnackbarController, SNACKBAR_MS } from './snackbarController.js'
import { createAlertsController } from './alertsController.js'
import { createThemeController } from './themeController.js'

describe('connectorsController', () => {
  it('replaces one namespace list at a time, dropping duplicates and foreign-namespace entries', () => {
    const connectors = createConnectorsController()
    connectors.setNamespaceConnectors('eip155', [
      { id: 'a', name: 'A', type: 'ANNOUNCED', chain: 'eip155' },
      { id: 'a', name: 'A again', type: 'ANNOUNCED', chain: 'eip155' },
      { id: 's', name: 'S', type: 'INJECTED', chain: 'solana' },
    ])
    connectors.setNamespaceConnectors('solana', [{ id: 's', name: 'S', type: 'INJECTED', chain: 'solana' }])
    expect(connectors.getSnapshot().connectors.map((c) => `${c.chain}:${c.id}:${c.name}`)).toEqual([
      'eip155:a:A',
      'solana:s:S',
    ])
  })

  it('reports connected for the active connector, active when it serves another namespace, else disconnected', () => {
    const connectors = createConnectorsController()
    connectors.setActiveConnector('eip155', 'wc')
    expect(connectors.statusOf('wc', 'eip155')).toBe('connected')
    expect(connectors.statusOf('wc', 'solana')).toBe('active')
    expect(connectors.statusOf('other', 'eip155')).toBe('disconnected')
  })
})

describe('connectionController', () => {
  it('moves dropped connections to recent connections', () => {
    const connection = createConnectionController()
    connection.setConnections('eip155', [{ connectorId: 'a', accounts: [] }])
    connection.setConnections('eip155', [{ connectorId: 'b', accounts: [] }])
    expect(connection.getSnapshot().recentConnections.eip155?.map((entry) => entry.connectorId)).toEqual(['a'])
    connection.setConnections('eip155', [{ connectorId: 'a', accounts: [] }])
    expect(connection.getSnapshot().recentConnections.eip155?.map((entry) => entry.connectorId)).toEqual(['b'])
  })

  it('keeps the 2 most recent wallets, newest first (SPEC.md section 9)', () => {
    expect(RECENT_WALLETS_KEPT).toBe(2)
    const connection = createConnectionController()
    for (const id of ['a', 'b', 'c']) connection.setRecentWallet({ id, name: id.toUpperCase() })
    expect(connection.getSnapshot().recentWallets.map((wallet) => wallet.id)).toEqual(['c', 'b'])
  })

  it('rejects only the current pending connect', () => {
    const connection = createConnectionController()
    const reasons: unknown[] = []
    const end = connection.beginPending('a', (reason) => reasons.push(reason))
    end()
    expect(connection.rejectPending('closed')).toBe(false)
    connection.beginPending('b', (reason) => reasons.push(reason))
    expect(connection.rejectPending('closed')).toBe(true)
    expect(reasons).toEqual(['closed'])
    expect(connection.getSnapshot().pendingConnectorId).toBeUndefined()
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
    expect(SNACKBAR_MS).toBe(2500)
    snackbar.show('Authenticating...', 'loading')
    clock.advance(SNACKBAR_MS * 10)
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
