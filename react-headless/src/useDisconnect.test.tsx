import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connect, DisconnectChainsError } from '@portico/core'
import { useAccount } from './useAccount.js'
import { useDisconnect } from './useDisconnect.js'
import { useModal } from './useModal.js'
import { ALPHA, BETA, setupPortico } from './testing/setupPortico.js'

function useAccountScreen() {
  return { disconnect: useDisconnect(), account: useAccount(), modal: useModal() }
}

describe('useDisconnect', () => {
  it('disconnects: pending while the wallet answers, then the account is reset and the modal closed', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { disconnect: 'hang' })
    const { result } = renderHook(useAccountScreen, { wrapper })
    act(() => result.current.modal.open())
    expect(result.current.account.isConnected).toBe(true)

    let done: Promise<unknown> = Promise.resolve()
    act(() => {
      done = result.current.disconnect.mutateAsync()
    })
    expect(result.current.disconnect.isPending).toBe(true)
    // Nothing changes until the wallet answered.
    expect(result.current.modal.isOpen).toBe(true)

    act(() => adapter.releaseHung())
    await act(() => done)

    expect(result.current.disconnect).toMatchObject({ status: 'success', isPending: false, error: undefined })
    expect(result.current.account).toMatchObject({ isConnected: false, address: undefined })
    expect(result.current.modal.isOpen).toBe(false)
    expect(adapter.calls.filter((call) => call.method === 'disconnect').map((call) => call.walletId)).toEqual([ALPHA])
  })

  it('keeps the typed error when the wallet fails, with the local state reset and the modal closed anyway', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { disconnect: 'fail' })
    const { result } = renderHook(useAccountScreen, { wrapper })
    act(() => result.current.modal.open())

    let error: unknown
    await act(async () => {
      error = await result.current.disconnect.mutateAsync().then(
        () => undefined,
        (reason: unknown) => reason,
      )
    })

    expect(error).toBeInstanceOf(DisconnectChainsError)
    expect((error as DisconnectChainsError).shortMessage).toMatch(/^Failed to disconnect chains/)
    await waitFor(() => expect(result.current.disconnect.error).toBe(error))
    expect(result.current.disconnect.isPending).toBe(false)
    expect(result.current.account.isConnected).toBe(false)
    expect(result.current.modal.isOpen).toBe(false)
  })

  it('mutate never throws, also when the wallet fails', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { disconnect: 'fail' })
    const { result } = renderHook(useAccountScreen, { wrapper })
    act(() => result.current.disconnect.mutate())
    await waitFor(() => expect(result.current.disconnect.status).toBe('error'))
    expect(result.current.account.isConnected).toBe(false)
  })

  it('ends a given connection; with multi-wallet on and another connection left, the modal stays open on it', async () => {
    const { client, wrapper } = await setupPortico({ features: { multiWallet: true } })
    await connect(client, { connectorId: ALPHA })
    await connect(client, { connectorId: BETA })
    const { result } = renderHook(useAccountScreen, { wrapper })
    act(() => result.current.modal.open())
    expect(result.current.account.connectorId).toBe(BETA)

    await act(() => result.current.disconnect.mutateAsync({ connectorId: BETA }))
    expect(result.current.account).toMatchObject({ isConnected: true, connectorId: ALPHA })
    expect(result.current.modal.isOpen).toBe(true)

    await act(() => result.current.disconnect.mutateAsync({ connectorId: ALPHA }))
    expect(result.current.account.isConnected).toBe(false)
    expect(result.current.modal.isOpen).toBe(false)
  })

  it('closes the modal after a disconnect when multi-wallet is off, even with another connection left', async () => {
    const { client, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA })
    await connect(client, { connectorId: BETA })
    const { result } = renderHook(useAccountScreen, { wrapper })
    act(() => result.current.modal.open())
    await act(() => result.current.disconnect.mutateAsync({ connectorId: BETA }))
    expect(result.current.modal.isOpen).toBe(false)
  })
})
