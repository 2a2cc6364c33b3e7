import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connect, openModal } from '@portico/core'
import { createMemoryServices, type MemoryBlockchainApiOptions } from '@portico/core/testing'
import { useAccountName } from './useAccountName.js'
import { useActivity } from './useActivity.js'
import { useIdentity } from './useIdentity.js'
import { useRegisterAccountName } from './useRegisterAccountName.js'
import { useTokenBalances } from './useTokenBalances.js'
import { ALPHA, setupPortico } from './testing/setupPortico.js'

const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'

const tx = (n: number) => ({
  id: `tx-${n}`,
  metadata: { operationType: 'receive', status: 'confirmed', sentFrom: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', sentTo: ADDRESS, minedAt: '2026-01-01T00:00:00Z', chain: 'eip155:31337', hash: `0x${n}` },
  transfers: [{ direction: 'in' as const, quantity: { numeric: '2' }, fungible_info: { name: 'Ether', symbol: 'ETH' } }],
})

async function setup(blockchain: MemoryBlockchainApiOptions = {}) {
  const services = createMemoryServices({ blockchain })
  const test = await setupPortico({ platform: { fetch: services.fetch } })
  return { ...test, services }
}

describe('account data hooks', () => {
  it('useTokenBalances fetches when an account connects and re-renders with the balances', async () => {
    const { client, wrapper } = await setup()
    const { result } = renderHook(() => useTokenBalances(), { wrapper })
    expect(result.current.balances).toEqual([])
    await act(() => connect(client, { connectorId: ALPHA }))
    await waitFor(() => expect(result.current.balances.map((balance) => balance.symbol)).toEqual(['ETH', 'PTT']))
  })

  it('useActivity pages with fetchNextPage', async () => {
    const { client, wrapper } = await setup({ history: { [ADDRESS]: Array.from({ length: 5 }, (_, n) => tx(n)) }, pageSize: 3 })
    await connect(client, { connectorId: ALPHA })
    const { result } = renderHook(() => useActivity(), { wrapper })
    await waitFor(() => expect(result.current.items).toHaveLength(3))
    expect(result.current.items[0]?.transfers[0]).toMatchObject({ prefix: '+', direction: 'in' })
    await act(() => result.current.fetchNextPage())
    expect(result.current.items).toHaveLength(5)
    expect(result.current.hasNextPage).toBe(false)
  })

  it('useRegisterAccountName registers, and useAccountName follows', async () => {
    const { client, wrapper } = await setup({ identities: { [ADDRESS]: { name: null, avatar: 'https://example.org/avatar.png' } } })
    await connect(client, { connectorId: ALPHA })
    openModal(client, { view: { view: 'RegisterAccountName' } })
    const { result } = renderHook(() => ({ name: useAccountName(), identity: useIdentity(), register: useRegisterAccountName() }), { wrapper })
    await waitFor(() => expect(result.current.identity.avatar).toBe('https://example.org/avatar.png'))
    expect(result.current.name.name).toBeUndefined()
    await act(() => result.current.register.mutateAsync({ name: 'alpha-one' }))
    expect(result.current.register.data).toBe('alpha-one')
    expect(result.current.name.name).toBe('alpha-one')
  })
})
