import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connect, type PorticoError } from '@portico/core'
import { useAccount } from './useAccount.js'
import { useDisconnect } from './useDisconnect.js'
import { useModal } from './useModal.js'
import { ALPHA, setupPortico } from './testing/setupPortico.js'

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
      done = result.current.disconnect.disconnect()
    })
    expect(result.current.disconnect.isPending).toBe(true)

    act(() => adapter.releaseHung())
    await act(() => done)

    expect(await done).toEqual({ namespaces: ['eip155'] })
    expect(result.current.disconnect).toMatchObject({ isPending: false, error: undefined })
    expect(result.current.account).toMatchObject({ isConnected: false, address: undefined })
    expect(result.current.modal.isOpen).toBe(false)
  })

  it('keeps the typed error when the wallet fails, with the local state reset anyway', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { disconnect: 'fail' })
    const { result } = renderHook(useAccountScreen, { wrapper })

    let error: PorticoError | undefined
    await act(async () => {
      error = await result.current.disconnect.disconnect().then(
        () => undefined,
        (reason: PorticoError) => reason,
      )
    })

    expect(error?.shortMessage).toMatch(/^Failed to disconnect chains/)
    await waitFor(() => expect(result.current.disconnect.error).toBe(error))
    expect(result.current.disconnect.isPending).toBe(false)
    expect(result.current.account.isConnected).toBe(false)
  })
})
