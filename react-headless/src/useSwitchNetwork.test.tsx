import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connect } from '@portico/core'
import { ALPHA, setupPortico } from './testing/setupPortico.js'
import { useModalRouter } from './useModalRouter.js'
import { useNetworks } from './useNetworks.js'
import { useSwitchNetwork } from './useSwitchNetwork.js'

const SECOND = 'eip155:31338'

function useScreen() {
  return { switching: useSwitchNetwork(), networks: useNetworks(), router: useModalRouter() }
}

describe('useSwitchNetwork', () => {
  it('switches a connected wallet: pending, then success, without moving the view', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA, namespace: 'eip155' })
    adapter.script(ALPHA, { switchNetwork: 'hang' })
    const { result } = renderHook(() => useScreen(), { wrapper })
    expect(result.current.switching.status).toBe('idle')
    const view = result.current.router.view

    let outcome: Promise<boolean> | undefined
    act(() => {
      outcome = result.current.switching.switchNetwork(SECOND)
    })
    expect(result.current.switching.status).toBe('pending')
    adapter.releaseHung()
    await act(async () => {
      expect(await outcome).toBe(true)
    })
    expect(result.current.switching).toMatchObject({ status: 'success', error: undefined })
    expect(result.current.networks.activeNetwork?.caipNetworkId).toBe(SECOND)
    expect(result.current.router.view).toBe(view)
  })

  it('keeps the typed error of a failed switch (a rejection has code 4001) and stays on the view', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA, namespace: 'eip155' })
    adapter.script(ALPHA, { switchNetwork: 'reject' })
    const { result } = renderHook(() => useScreen(), { wrapper })
    act(() => result.current.router.push({ view: 'SwitchNetwork', caipNetworkId: SECOND }))

    await act(async () => {
      expect(await result.current.switching.switchNetwork(SECOND)).toBe(false)
    })
    await waitFor(() => expect(result.current.switching.status).toBe('error'))
    expect(result.current.switching.error?.code).toBe(4001)
    expect(result.current.router.view).toBe('SwitchNetwork')
    expect(result.current.networks.activeNetwork?.caipNetworkId).not.toBe(SECOND)
  })

  it('reports an unknown network as APKT001', async () => {
    const { wrapper } = await setupPortico()
    const { result } = renderHook(() => useSwitchNetwork(), { wrapper })
    await act(async () => {
      expect(await result.current.switchNetwork('eip155:999')).toBe(false)
    })
    expect(result.current.error?.code).toBe('APKT001')
  })
})
