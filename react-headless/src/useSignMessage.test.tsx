import { describe, expect, it } from 'vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { connect, NotConnectedError, UserRejectedRequestError } from '@portico/core'
import { ALPHA, setupPortico } from './testing/setupPortico.js'
import { useSignMessage } from './useSignMessage.js'

const ALPHA_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('useSignMessage', () => {
  it('signs with the connected wallet: idle, pending while the wallet asks, then success with the data', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { signMessage: 'hang' })
    const { result } = renderHook(() => useSignMessage(), { wrapper })
    expect(result.current).toMatchObject({
      status: 'idle',
      isIdle: true,
      isPending: false,
      isSuccess: false,
      isError: false,
      data: undefined,
      error: undefined,
    })

    act(() => result.current.mutate({ message: 'hi' }))
    expect(result.current).toMatchObject({ status: 'pending', isIdle: false, isPending: true })

    act(() => adapter.releaseHung())
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current).toMatchObject({ isSuccess: true, isPending: false, error: undefined })
    expect(result.current.data?.address).toBe(ALPHA_ADDRESS)
    expect(result.current.data?.signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(adapter.calls.filter((call) => call.method === 'signMessage').map((call) => call.params)).toEqual([{ message: 'hi' }])
  })

  it('mutateAsync resolves with the data', async () => {
    const { client, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA })
    const { result } = renderHook(() => useSignMessage(), { wrapper })
    let data: Awaited<ReturnType<typeof result.current.mutateAsync>> | undefined
    await act(async () => {
      data = await result.current.mutateAsync({ message: 'hi' })
    })
    expect(data).toEqual(result.current.data)
    expect(data?.address).toBe(ALPHA_ADDRESS)
  })
})

describe('the mutation shape (through useSignMessage)', () => {
  it('mutate never throws: a declined request lands in error, with no unhandled rejection', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { signMessage: 'reject' })
    const { result } = renderHook(() => useSignMessage(), { wrapper })

    let returned: unknown = 'not called'
    act(() => {
      returned = result.current.mutate({ message: 'hi' })
    })
    expect(returned).toBeUndefined()
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current).toMatchObject({ isError: true, isPending: false, data: undefined })
    expect(result.current.error).toBeInstanceOf(UserRejectedRequestError)
    expect(result.current.error).toMatchObject({ code: 4001, shortMessage: 'User rejected the request' })
  })

  it('mutateAsync rejects with the typed error, the same one the hook keeps', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { signMessage: 'reject' })
    const { result } = renderHook(() => useSignMessage(), { wrapper })

    let caught: unknown
    await act(async () => {
      await result.current.mutateAsync({ message: 'hi' }).catch((error: unknown) => {
        caught = error
      })
    })
    expect(caught).toBeInstanceOf(UserRejectedRequestError)
    expect(result.current.error).toBe(caught)
  })

  it('types a failure before the wallet is asked: not connected', async () => {
    const { adapter, wrapper } = await setupPortico()
    const { result } = renderHook(() => useSignMessage(), { wrapper })
    await act(async () => {
      await expect(result.current.mutateAsync({ message: 'hi' })).rejects.toBeInstanceOf(NotConnectedError)
    })
    expect(result.current.error).toMatchObject({ code: 'NOT_CONNECTED' })
    expect(adapter.calls.some((call) => call.method === 'signMessage')).toBe(false)
  })

  it('wraps a wallet failure as a typed error that is not a rejection', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { signMessage: 'fail' })
    const { result } = renderHook(() => useSignMessage(), { wrapper })
    act(() => result.current.mutate({ message: 'hi' }))
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error).not.toBeInstanceOf(UserRejectedRequestError)
    expect(result.current.error?.category).toBe('WALLET_ERROR')
  })

  it('reset forgets data and error, back to idle', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA })
    const { result } = renderHook(() => useSignMessage(), { wrapper })
    await act(() => result.current.mutateAsync({ message: 'hi' }))
    expect(result.current.data).toBeDefined()
    act(() => result.current.reset())
    expect(result.current).toMatchObject({ status: 'idle', isIdle: true, data: undefined, error: undefined })

    adapter.script(ALPHA, { signMessage: 'reject' })
    act(() => result.current.mutate({ message: 'again' }))
    await waitFor(() => expect(result.current.status).toBe('error'))
    act(() => result.current.reset())
    expect(result.current).toMatchObject({ status: 'idle', data: undefined, error: undefined })
  })

  it('reset during a call hides that call’s outcome', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { signMessage: 'hang' })
    const { result } = renderHook(() => useSignMessage(), { wrapper })
    let settled: Promise<unknown> = Promise.resolve()
    act(() => {
      settled = result.current.mutateAsync({ message: 'hi' })
    })
    act(() => result.current.reset())
    expect(result.current.status).toBe('idle')

    await act(async () => {
      adapter.releaseHung()
      await settled
    })
    expect(result.current).toMatchObject({ status: 'idle', data: undefined })
  })

  it('only the latest call reports: an earlier call that settles later changes nothing', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA })
    const { result } = renderHook(() => useSignMessage(), { wrapper })

    // The first request waits in the wallet; the second is declined at once.
    adapter.script(ALPHA, { signMessage: 'hang' })
    let first: Promise<unknown> = Promise.resolve()
    act(() => {
      first = result.current.mutateAsync({ message: 'first' })
    })
    adapter.script(ALPHA, { signMessage: 'reject' })
    act(() => result.current.mutate({ message: 'second' }))
    await waitFor(() => expect(result.current.status).toBe('error'))
    const latestError = result.current.error

    // The first one is approved now: its caller gets the data, the hook keeps the latest outcome.
    let firstData: unknown
    await act(async () => {
      adapter.releaseHung('approve')
      firstData = await first
    })
    expect(firstData).toMatchObject({ address: ALPHA_ADDRESS })
    expect(result.current).toMatchObject({ status: 'error', data: undefined })
    expect(result.current.error).toBe(latestError)
  })

  it('keeps its state per component: another useSignMessage stays idle', async () => {
    const { client, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA })
    const first = renderHook(() => useSignMessage(), { wrapper })
    const second = renderHook(() => useSignMessage(), { wrapper })
    await act(() => first.result.current.mutateAsync({ message: 'hi' }))
    expect(first.result.current.status).toBe('success')
    expect(second.result.current.status).toBe('idle')
  })
})
