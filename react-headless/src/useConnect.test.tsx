import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connect as coreConnect, type PorticoError } from '@portico/core'
import { useAccount } from './useAccount.js'
import { useConnect } from './useConnect.js'
import { useModal } from './useModal.js'
import { useModalRouter } from './useModalRouter.js'
import { ALPHA, BETA, setupPortico } from './testing/setupPortico.js'

function useConnectScreen() {
  return { connect: useConnect(), account: useAccount(), modal: useModal(), router: useModalRouter() }
}

/** Runs `promise` to its rejection inside act and returns the error. */
async function rejectionOf(promise: Promise<unknown>): Promise<PorticoError> {
  let error: unknown
  await act(async () => {
    error = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    )
  })
  return error as PorticoError
}

describe('useConnect', () => {
  it('connects: idle, then success, with the account connected and the modal closed', async () => {
    const { wrapper } = await setupPortico()
    const { result } = renderHook(useConnectScreen, { wrapper })
    expect(result.current.connect).toMatchObject({ status: 'idle', error: undefined, pendingConnectorId: undefined })

    act(() => result.current.modal.open())
    const connected = await act(() => result.current.connect.connect(ALPHA))

    expect(connected).toMatchObject({ namespace: 'eip155', caipAddress: expect.stringMatching(/^eip155:31337:0x/) })
    expect(result.current.connect).toMatchObject({ status: 'success', error: undefined, isRejected: false })
    expect(result.current.account.isConnected).toBe(true)
    expect(result.current.modal.isOpen).toBe(false)
  })

  it('reports a rejection with the typed error, and reset() forgets it', async () => {
    const { adapter, wrapper } = await setupPortico()
    adapter.script(ALPHA, { connect: 'reject' })
    const { result } = renderHook(useConnectScreen, { wrapper })

    const error = await rejectionOf(result.current.connect.connect(ALPHA))

    expect(error).toMatchObject({ shortMessage: 'User rejected the request', code: 4001 })
    expect(result.current.connect.status).toBe('error')
    expect(result.current.connect.error).toBe(error)
    expect(result.current.connect.isRejected).toBe(true)
    expect(result.current.account.status).toBe('disconnected')

    act(() => result.current.connect.reset())
    expect(result.current.connect).toMatchObject({ status: 'idle', error: undefined, isRejected: false })
  })

  it('reports a wallet failure as an error that is not a rejection', async () => {
    const { adapter, wrapper } = await setupPortico()
    adapter.script(ALPHA, { connect: 'fail' })
    const { result } = renderHook(useConnectScreen, { wrapper })
    const error = await rejectionOf(result.current.connect.connect(ALPHA))
    expect(result.current.connect).toMatchObject({ status: 'error', error, isRejected: false })
  })

  it('is pending while the wallet waits; closing the modal rejects it with Modal closed', async () => {
    const { adapter, wrapper } = await setupPortico()
    adapter.script(ALPHA, { connect: 'hang' })
    const { result } = renderHook(useConnectScreen, { wrapper })
    act(() => result.current.modal.open())

    let pending: Promise<unknown> = Promise.resolve()
    act(() => {
      pending = result.current.connect.connect(ALPHA)
    })
    await waitFor(() => expect(result.current.connect.status).toBe('pending'))
    expect(result.current.connect.pendingConnectorId).toBe(ALPHA)
    expect(result.current.account.status).toBe('connecting')

    act(() => {
      result.current.modal.close()
    })
    const error = await rejectionOf(pending)

    expect(error.shortMessage).toBe('Modal closed')
    expect(result.current.connect).toMatchObject({ status: 'error', error, isRejected: false, pendingConnectorId: undefined })
    expect(result.current.router.view).toBe('Connect')
    expect(result.current.account.status).toBe('disconnected')
  })

  it('shares its state: a connect started in one component shows in another, and survives a re-mount', async () => {
    const { adapter, wrapper } = await setupPortico()
    adapter.script(BETA, { connect: 'hang' })
    const starter = renderHook(() => useConnect(), { wrapper })
    const watcher = renderHook(() => useConnect(), { wrapper })

    let pending: Promise<unknown> = Promise.resolve()
    act(() => {
      pending = starter.result.current.connect(BETA)
    })
    await waitFor(() => expect(watcher.result.current.status).toBe('pending'))
    expect(watcher.result.current.pendingConnectorId).toBe(BETA)

    watcher.unmount()
    const remounted = renderHook(() => useConnect(), { wrapper })
    expect(remounted.result.current).toMatchObject({ status: 'pending', pendingConnectorId: BETA })

    act(() => adapter.releaseHung())
    await act(() => pending)
    expect(remounted.result.current.status).toBe('success')
    expect(starter.result.current.status).toBe('success')
  })

  it('shows a failure of a connect started outside the hooks, as a PorticoError', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    adapter.script(ALPHA, { connect: 'reject' })
    const { result } = renderHook(() => useConnect(), { wrapper })

    await rejectionOf(coreConnect(client, { connectorId: ALPHA }))

    expect(result.current.status).toBe('error')
    expect(result.current.error).toMatchObject({ shortMessage: 'User rejected the request', code: 4001 })
    expect(result.current.isRejected).toBe(true)
  })

  it('replaces an old outcome with the one of a connect started anywhere', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    adapter.script(ALPHA, { connect: 'reject' })
    const { result } = renderHook(() => useConnect(), { wrapper })
    await rejectionOf(result.current.connect(ALPHA))
    expect(result.current.status).toBe('error')

    await act(() => coreConnect(client, { connectorId: BETA }))
    expect(result.current).toMatchObject({ status: 'success', error: undefined, isRejected: false })
    act(() => result.current.reset())
    expect(result.current).toMatchObject({ status: 'idle', error: undefined })
  })
})
