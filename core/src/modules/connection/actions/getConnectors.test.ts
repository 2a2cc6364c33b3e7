import { describe, expect, it } from 'vitest'
import { createMockPairingSource } from '../../../testing/createMockPairingSource.js'
import { createTestClient } from '../../../testing/createTestClient.js'
import { testEvmMainnet, testSolana } from '../../../testing/testNetworks.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { getConnectors, getConnectorStatus, watchConnectors } from './getConnectors.js'

const ALPHA = 'io.portico.alpha'
const BETA = 'io.portico.beta'

describe('getConnectorStatus (SPEC.md section 4)', () => {
  it('connected for the active connection, active for a connection that is not active, else disconnected (multi-wallet)', async () => {
    const { client } = createTestClient({ features: { multiWallet: true } })
    await client.ready
    expect(getConnectorStatus(client, { connectorId: ALPHA })).toBe('disconnected')
    await connect(client, { connectorId: ALPHA })
    await connect(client, { connectorId: BETA })
    expect(getConnectorStatus(client, { connectorId: BETA })).toBe('connected')
    expect(getConnectorStatus(client, { connectorId: ALPHA })).toBe('active')
    expect(getConnectorStatus(client, { connectorId: 'nope' })).toBe('disconnected')
    await disconnect(client, { connectorId: ALPHA })
    expect(getConnectorStatus(client, { connectorId: ALPHA })).toBe('disconnected')
  })

  it('per namespace: a connection active on one namespace and not on another', async () => {
    const pairing = createMockPairingSource({
      wallet: {
        eip155: { accounts: ['0x90F79bf6EB2c4f870365E785982E1f101E93b906'], chainId: 31337 },
        solana: { accounts: ['9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'], chainId: testSolana.id },
      },
    })
    const { client } = createTestClient({ networks: [testEvmMainnet, testSolana], plugins: [{ connectors: pairing }], features: { multiWallet: true } })
    await client.ready
    const pending = connect(client, { connectorId: 'mock-pairing' })
    pairing.wallet.approve()
    await pending
    await connect(client, { connectorId: ALPHA })
    expect(getConnectorStatus(client, { connectorId: 'mock-pairing', namespace: 'eip155' })).toBe('active')
    expect(getConnectorStatus(client, { connectorId: 'mock-pairing', namespace: 'solana' })).toBe('connected')
    expect(getConnectorStatus(client, { connectorId: 'mock-pairing' })).toBe('connected')
    expect(getConnectorStatus(client, { connectorId: ALPHA, namespace: 'solana' })).toBe('active')
  })
})

describe('getConnectors and watchConnectors', () => {
  it('lists what the sources offer, the same array until it changes, and calls back on a change only', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    const first = getConnectors(client)
    expect(first.map((connector) => `${connector.sourceId}/${connector.id}`)).toEqual([`mock-eip155/${ALPHA}`, `mock-eip155/${BETA}`])
    await connect(client, { connectorId: ALPHA })
    expect(getConnectors(client)).toBe(first)
    const seen: string[][] = []
    const stop = watchConnectors(client, (connectors) => seen.push(connectors.map((connector) => connector.id)))
    adapter.setWallets([{ id: 'late', name: 'Late', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 31337 }])
    stop()
    adapter.setWallets([])
    expect(seen).toEqual([['late']])
  })
})
