import { describe, expect, it } from 'vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { AlertPorticoError, connect, NotConnectedError, UserRejectedRequestError } from '@portico/core'
import { ALPHA, setupPortico } from './testing/setupPortico.js'
import { useSendTransaction } from './useSendTransaction.js'

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('useSendTransaction', () => {
  it('sends through the connected wallet: pending while it asks, then the hash in data', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { sendTransaction: 'hang' })
    const { result } = renderHook(() => useSendTransaction(), { wrapper })
    expect(result.current).toMatchObject({ status: 'idle', data: undefined, error: undefined })

    act(() => result.current.mutate({ to: RECEIVER, value: 10n ** 15n }))
    expect(result.current.isPending).toBe(true)

    act(() => adapter.releaseHung())
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.data?.hash).toMatch(/^0x[0-9a-f]{64}$/)
    // The wallet was asked for this transfer, the amount in the smallest unit as decimal text.
    expect(adapter.calls.filter((call) => call.method === 'sendTransaction').map((call) => call.params)).toEqual([
      { to: RECEIVER, value: '1000000000000000' },
    ])
  })

  it('gives each transaction its own hash, through mutateAsync', async () => {
    const { client, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA })
    const { result } = renderHook(() => useSendTransaction(), { wrapper })
    let first: { hash: string } | undefined
    let second: { hash: string } | undefined
    await act(async () => {
      first = await result.current.mutateAsync({ to: RECEIVER, value: '1' })
      second = await result.current.mutateAsync({ to: RECEIVER, value: '2' })
    })
    expect(first?.hash).not.toBe(second?.hash)
    expect(result.current.data).toEqual(second)
  })

  it('keeps a declined transaction as the typed rejection; mutateAsync rejects with it', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { sendTransaction: 'reject' })
    const { result } = renderHook(() => useSendTransaction(), { wrapper })

    let caught: unknown
    await act(async () => {
      await result.current.mutateAsync({ to: RECEIVER, value: '1' }).catch((error: unknown) => {
        caught = error
      })
    })
    expect(caught).toBeInstanceOf(UserRejectedRequestError)
    expect(result.current).toMatchObject({ status: 'error', isError: true, data: undefined })
    expect(result.current.error).toBe(caught)
  })

  it('refuses while disconnected, and for a network the site does not have (APKT001), without asking a wallet', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    const { result } = renderHook(() => useSendTransaction(), { wrapper })
    await act(async () => {
      await expect(result.current.mutateAsync({ to: RECEIVER, value: '1' })).rejects.toBeInstanceOf(NotConnectedError)
    })

    await connect(client, { connectorId: ALPHA })
    act(() => result.current.mutate({ to: RECEIVER, value: '1', caipNetworkId: 'eip155:999' }))
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error).toBeInstanceOf(AlertPorticoError)
    expect(result.current.error?.code).toBe('APKT001')
    expect(adapter.calls.some((call) => call.method === 'sendTransaction')).toBe(false)
  })
})
