import { describe, expect, it } from 'vitest'
import { createTestClient, type TestClientOptions } from '../../testing/createTestClient.js'
import { connect } from '../connect.js'

const ALPHA = 'io.portico.alpha'
/** A wallet that starts on chain 1, which the test networks (31337, 31338) do not list. */
const OFF_LIST_WALLET = [{ id: 'w', name: 'W', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1 }]

async function connectedOffList(options: TestClientOptions) {
  const test = createTestClient({ ...options, wallets: OFF_LIST_WALLET })
  await test.client.ready
  await connect(test.client, { connectorId: 'w' })
  return test.client
}

async function movedOffList(options: TestClientOptions) {
  const test = createTestClient(options)
  await test.client.ready
  await connect(test.client, { connectorId: ALPHA })
  test.adapter.emit('chainChanged', { connectorId: ALPHA, chainId: 1 })
  return test.client
}

describe('the UnsupportedChain view (SPEC.md section 4)', () => {
  it.each([
    ['connecting on', connectedOffList],
    ['the wallet moving to', movedOffList],
  ] as const)('%s an unlisted chain shows it and opens the modal by default', async (_, arrive) => {
    const client = await arrive({})
    expect(client.controllers.chains.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'UnsupportedChain' }])
    expect(client.controllers.modal.getSnapshot().open).toBe(true)
  })

  it.each([
    ['connecting on', connectedOffList],
    ['the wallet moving to', movedOffList],
  ] as const)('%s an unlisted chain with enableNetworkSwitch false keeps the pseudo network but shows nothing', async (_, arrive) => {
    const client = await arrive({ enableNetworkSwitch: false })
    expect(client.controllers.chains.getSnapshot().activeCaipNetwork).toMatchObject({
      caipNetworkId: 'eip155:1',
      name: 'Unknown Network',
    })
    expect(client.controllers.router.getSnapshot().history.map((route) => route.view)).not.toContain('UnsupportedChain')
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
  })

  it.each([
    ['connecting on', connectedOffList],
    ['the wallet moving to', movedOffList],
  ] as const)('%s an unlisted chain with allowUnsupportedChain shows nothing', async (_, arrive) => {
    const client = await arrive({ allowUnsupportedChain: true })
    expect(client.controllers.router.getSnapshot().history.map((route) => route.view)).not.toContain('UnsupportedChain')
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
  })
})
