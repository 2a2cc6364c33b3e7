import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connect, disconnect } from '@portico/core'
import { ALPHA, BETA, setupPortico } from './testing/setupPortico.js'
import { useWalletList } from './useWalletList.js'

const wallets = [
  { id: 'io.portico.ext', name: 'Ext Wallet', type: 'EXTERNAL' as const, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 31337 },
  { id: ALPHA, name: 'Alpha Wallet', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 31337 },
  { id: BETA, name: 'Beta Wallet', address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', chainId: 31337 },
]

describe('useWalletList', () => {
  it('orders the connectors: featured, recent, installed, the rest', async () => {
    const { client, wrapper } = await setupPortico({ wallets, featuredWalletIds: [BETA] })
    const { result } = renderHook(() => useWalletList(), { wrapper })
    expect(result.current.wallets.map((item) => [item.connector.id, item.group])).toEqual([
      [BETA, 'featured'],
      [ALPHA, 'installed'],
      ['io.portico.ext', 'other'],
    ])

    await connect(client, { connectorId: 'io.portico.ext', namespace: 'eip155' })
    await disconnect(client)
    await waitFor(() =>
      expect(result.current.wallets.map((item) => [item.connector.id, item.group])).toEqual([
        [BETA, 'featured'],
        ['io.portico.ext', 'recent'],
        [ALPHA, 'installed'],
      ]),
    )

    await connect(client, { connectorId: ALPHA, namespace: 'eip155' })
    await disconnect(client)
    await waitFor(() =>
      expect(result.current.wallets.map((item) => [item.connector.id, item.group])).toEqual([
        [BETA, 'featured'],
        [ALPHA, 'recent'],
        ['io.portico.ext', 'recent'],
      ]),
    )
  })
})
