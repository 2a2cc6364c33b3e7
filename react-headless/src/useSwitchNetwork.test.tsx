import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AlertPorticoError, connect, UserRejectedRequestError } from '@portico/core'
import { ALPHA, setupPortico } from './testing/setupPortico.js'
import { useModal } from './useModal.js'
import { useModalRouter } from './useModalRouter.js'
import { useNetworks } from './useNetworks.js'
import { useSnackbar } from './useSnackbar.js'
import { useSwitchNetwork } from './useSwitchNetwork.js'

const FIRST = 'eip155:31337'
const SECOND = 'eip155:31338'

function useScreen() {
  return { switching: useSwitchNetwork(), networks: useNetworks(), router: useModalRouter(), modal: useModal(), snackbar: useSnackbar() }
}

describe('useSwitchNetwork', () => {
  it('switches a connected wallet: pending, then success with the network and mode wallet, without moving the view', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA, namespace: 'eip155' })
    adapter.script(ALPHA, { switchNetwork: 'hang' })
    const { result } = renderHook(() => useScreen(), { wrapper })
    act(() => result.current.modal.open())
    expect(result.current.switching.status).toBe('idle')
    const history = result.current.router.history

    let outcome: Promise<unknown> = Promise.resolve()
    act(() => {
      outcome = result.current.switching.mutateAsync({ caipNetworkId: SECOND })
    })
    expect(result.current.switching.status).toBe('pending')
    act(() => adapter.releaseHung())
    let value: unknown
    await act(async () => {
      value = await outcome
    })
    expect(value).toMatchObject({ caipNetwork: { caipNetworkId: SECOND }, mode: 'wallet' })
    expect(result.current.switching).toMatchObject({ status: 'success', error: undefined })
    expect(result.current.switching.data).toEqual(value)
    expect(result.current.networks.activeNetwork?.caipNetworkId).toBe(SECOND)
    expect(result.current.router.history).toBe(history)
    expect(result.current.modal.isOpen).toBe(true)
  })

  it('records the network without a wallet while disconnected (mode local), and says unchanged for the active one', async () => {
    const { adapter, wrapper } = await setupPortico()
    const { result } = renderHook(() => useScreen(), { wrapper })
    await act(() => result.current.switching.mutateAsync({ caipNetworkId: SECOND }))
    expect(result.current.switching.data?.mode).toBe('local')
    expect(result.current.networks.activeNetwork?.caipNetworkId).toBe(SECOND)

    await act(() => result.current.switching.mutateAsync({ caipNetworkId: SECOND }))
    expect(result.current.switching.data?.mode).toBe('unchanged')
    expect(adapter.calls.some((call) => call.method === 'switchNetwork')).toBe(false)
  })

  it('keeps the typed rejection of a declined switch, stays on the view and shows no toast (headless)', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA, namespace: 'eip155' })
    adapter.script(ALPHA, { switchNetwork: 'reject' })
    const { result } = renderHook(() => useScreen(), { wrapper })
    act(() => result.current.modal.open())
    act(() => result.current.router.push({ view: 'Networks' }))

    act(() => result.current.switching.mutate({ caipNetworkId: SECOND }))
    await waitFor(() => expect(result.current.switching.status).toBe('error'))
    expect(result.current.switching.error).toBeInstanceOf(UserRejectedRequestError)
    expect(result.current.switching.error?.code).toBe(4001)
    expect(result.current.router.view).toBe('Networks')
    expect(result.current.snackbar.isOpen).toBe(false)
    expect(result.current.networks.activeNetwork?.caipNetworkId).toBe(FIRST)
  })

  it('mutateAsync rejects with an unknown network as APKT001, and the wallet is not asked', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA, namespace: 'eip155' })
    const { result } = renderHook(() => useSwitchNetwork(), { wrapper })
    await act(async () => {
      await expect(result.current.mutateAsync({ caipNetworkId: 'eip155:999' })).rejects.toBeInstanceOf(AlertPorticoError)
    })
    expect(result.current.error?.code).toBe('APKT001')
    expect(adapter.calls.some((call) => call.method === 'switchNetwork')).toBe(false)
  })
})
