import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { catalogueQuery, connect, disconnect, type FetchPort } from '@portico/core'
import { createMemoryServices } from '@portico/core/testing'
import { ALPHA, BETA, setupPortico } from './testing/setupPortico.js'
import { useWallets } from './useWallets.js'

const wallets = [
  { id: 'io.portico.ext', name: 'Ext Wallet', type: 'EXTERNAL' as const, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 31337 },
  { id: ALPHA, name: 'Alpha Wallet', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 31337 },
  { id: BETA, name: 'Beta Wallet', address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', chainId: 31337 },
]

describe('useWallets', () => {
  it('orders the connectors: featured, recent, installed, the rest', async () => {
    const { client, wrapper } = await setupPortico({ wallets, featuredWalletIds: [BETA] })
    const { result } = renderHook(() => useWallets(), { wrapper })
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

  it('drops excluded wallets (by id or registry id) and keeps only included ones when given', async () => {
    const excluded = await setupPortico({ wallets, excludeWalletIds: [ALPHA] })
    const { result } = renderHook(() => useWallets(), { wrapper: excluded.wrapper })
    expect(result.current.wallets.map((item) => item.connector.id)).toEqual([BETA, 'io.portico.ext'])

    const included = await setupPortico({ wallets, includeWalletIds: ['io.portico.ext', ALPHA] })
    const second = renderHook(() => useWallets(), { wrapper: included.wrapper })
    expect(second.result.current.wallets.map((item) => item.connector.id)).toEqual([ALPHA, 'io.portico.ext'])
  })

  it('hides an installed wallet the site excluded by registry id, through its registry entry\'s rdns', async () => {
    const services = createMemoryServices({
      wallets: [
        { id: 'reg-alpha', name: 'Alpha Wallet', rdns: ' IO.Portico.Alpha ' },
        { id: 'reg-beta', name: 'Beta Wallet', rdns: 'io.portico.beta' },
      ],
    })
    const { wrapper } = await setupPortico({
      wallets: [
        { id: ALPHA, name: 'Alpha Wallet', rdns: 'io.portico.alpha', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 31337 },
        { id: BETA, name: 'Beta Wallet', rdns: 'io.portico.beta', address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', chainId: 31337 },
      ],
      excludeWalletIds: ['reg-alpha'],
      platform: { fetch: services.fetch },
    })
    const { result } = renderHook(() => useWallets(), { wrapper })
    await waitFor(() => expect(result.current.wallets.map((item) => item.connector.id)).toEqual([BETA]))
    // One registry call, for the excluded ids only.
    const calls = services.requests.filter((request) => request.path.endsWith('/getWallets'))
    expect(calls.map((request) => request.query.include)).toEqual(['reg-alpha'])
  })

  it('keeps matching by id only when the registry fails (the installed wallets stay listed)', async () => {
    const asked: string[] = []
    const down: FetchPort = async (url) => {
      asked.push(new URL(url).pathname)
      return { ok: false, status: 500, text: async () => '<html>down</html>', json: async () => Promise.reject(new SyntaxError('html')) }
    }
    const { wrapper, client } = await setupPortico({
      wallets: [
        { id: ALPHA, name: 'Alpha Wallet', rdns: 'io.portico.alpha', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 31337 },
        { id: BETA, name: 'Beta Wallet', rdns: 'io.portico.beta', address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', chainId: 31337 },
      ],
      excludeWalletIds: ['reg-alpha', BETA],
      platform: { fetch: down },
    })
    const { result } = renderHook(() => useWallets(), { wrapper })
    // The registry's answer for the excluded ids has come back as a failure: the list is final.
    const excluded = catalogueQuery(client, { kind: 'excluded' })!.key
    await waitFor(() => expect(client.queries.get(excluded)).toMatchObject({ status: 'error', isFetching: false }))
    expect(asked).toContain('/getWallets')
    expect(result.current.wallets.map((item) => item.connector.id)).toEqual([ALPHA])
  })

  it('drops duplicates by rdns, name or id, keeping the first discovered', async () => {
    const { wrapper } = await setupPortico({
      wallets: [
        { id: ALPHA, name: 'Alpha Wallet', rdns: 'io.portico.alpha', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 31337 },
        { id: 'impostor', name: 'Not Alpha', rdns: 'io.portico.alpha', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 31337 },
        { id: 'copy', name: 'alpha wallet', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 31337 },
        { id: BETA, name: 'Beta Wallet', address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', chainId: 31337 },
      ],
    })
    const { result } = renderHook(() => useWallets(), { wrapper })
    expect(result.current.wallets.map((item) => item.connector.id)).toEqual([ALPHA, BETA])
  })

  it('is empty when the site turned wallets off (enableWallets: false)', async () => {
    const { wrapper, client } = await setupPortico({ wallets, enableWallets: false })
    expect(client.controllers.connectors.getSnapshot().connectors).toHaveLength(3)
    const { result } = renderHook(() => useWallets(), { wrapper })
    expect(result.current.wallets).toEqual([])
  })
})
