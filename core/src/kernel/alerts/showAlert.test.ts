import { describe, expect, it } from 'vitest'
import { createTestClient } from '../../testing/createTestClient.js'
import { showAlert } from './showAlert.js'

describe('showAlert', () => {
  it('shows the alert in the modal when debug is on (the default) and logs it at its severity', () => {
    const { client } = createTestClient({ logLevel: 'info' })
    expect(showAlert(client, { code: 'APKTW001', message: 'Inactive Namespace Not Connected', severity: 'warning' })).toBe(true)
    expect(client.controllers.alerts.getSnapshot().alert).toEqual({
      code: 'APKTW001',
      message: 'Inactive Namespace Not Connected',
      severity: 'warning',
    })
    showAlert(client, { code: 'APKT007', message: 'Invalid Project ID', severity: 'error' })
    showAlert(client, { code: 'MULTI_WALLET_OFF', message: 'Multi-wallet is not enabled', severity: 'info' })
    expect(client.logger.getLogs().map((entry) => [entry.level, entry.message])).toEqual([
      ['warn', '[APKTW001] Inactive Namespace Not Connected'],
      ['error', '[APKT007] Invalid Project ID'],
      ['info', '[MULTI_WALLET_OFF] Multi-wallet is not enabled'],
    ])
  })

  it('only logs when debug is off: no UI alert, and the code is not marked as shown', () => {
    const { client } = createTestClient({ debug: false })
    expect(showAlert(client, { code: 'APKT004', message: 'Wallet Request Timeout', severity: 'error' })).toBe(false)
    expect(client.controllers.alerts.getSnapshot()).toEqual({ alert: undefined, shownCodes: [] })
    expect(client.logger.getLogs().map((entry) => entry.message)).toEqual(['[APKT004] Wallet Request Timeout'])
  })

  it('passes once through: an alert already shown is not shown again', () => {
    const { client } = createTestClient()
    const alert = { code: 'APKT005', message: 'Unverified Domain', severity: 'error' } as const
    showAlert(client, alert, { once: true })
    client.controllers.alerts.close()
    showAlert(client, alert, { once: true })
    expect(client.controllers.alerts.getSnapshot().alert).toBeUndefined()
  })
})
