import { describe, expect, it } from 'vitest'
import { createTestClient } from '../../../testing/createTestClient.js'
import { openModal } from '../../modal/flows/openModal.js'
import { selectWalletFlow } from './selectWalletFlow.js'

const lastRoute = (client: ReturnType<typeof createTestClient>['client']) => client.controllers.router.getSnapshot().history.at(-1)

describe('selectWalletFlow', () => {
  it('pushes ConnectingWalletConnect with a catalogue wallet that is not installed', async () => {
    const { client } = createTestClient()
    await client.ready
    openModal(client)
    const wallet = { id: 'reg-1', name: 'Phone Wallet', rdns: 'com.phone', mobile_link: 'phone://' }
    await expect(selectWalletFlow(client, { wallet })).resolves.toEqual({ kind: 'pairing' })
    expect(lastRoute(client)).toEqual({ view: 'ConnectingWalletConnect', wallet })
  })

  it('pushes ConnectingWalletConnect without a wallet for the WalletConnect entry', async () => {
    const { client } = createTestClient()
    await client.ready
    openModal(client)
    await selectWalletFlow(client)
    expect(lastRoute(client)).toEqual({ view: 'ConnectingWalletConnect' })
  })

  it('connects an installed catalogue wallet (same rdns, any case) through its own connector', async () => {
    const { client } = createTestClient()
    await client.ready
    openModal(client)
    const result = await selectWalletFlow(client, { wallet: { id: 'reg-alpha', name: 'Alpha (registry)', rdns: 'IO.PORTICO.ALPHA' } })
    expect(result).toMatchObject({ kind: 'connected', connectorId: 'io.portico.alpha' })
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
    expect(client.controllers.connection.getSnapshot().connections.map((connection) => connection.connectorId)).toContain('io.portico.alpha')
  })
})
