import { act, renderHook, waitFor } from '@testing-library/react'
import { connect, createDefaultSiwx, getAccount } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { ALPHA, setupPortico } from './testing/setupPortico.js'
import { useSiwx } from './useSiwx.js'

describe('useSiwx', () => {
  it('follows sign-in after connect, signs in through the wallet, and signs out', async () => {
    const { client, adapter, wrapper } = await setupPortico({ siwx: createDefaultSiwx({ required: true }) })
    const { result } = renderHook(() => useSiwx(), { wrapper })
    expect(result.current).toMatchObject({ enabled: true, required: true, status: 'idle', session: undefined, sessions: [] })

    await act(() => connect(client, { connectorId: ALPHA }))
    await waitFor(() => expect(result.current.status).toBe('unsigned'))

    adapter.script(ALPHA, { signMessage: 'hang' })
    act(() => result.current.signIn.mutate())
    await waitFor(() => expect(result.current.status).toBe('signing'))
    expect(result.current.signIn.isPending).toBe(true)
    act(() => adapter.releaseHung())
    await waitFor(() => expect(result.current.status).toBe('signed'))
    expect(result.current.signIn.isSuccess).toBe(true)
    expect(result.current.session).toEqual(result.current.signIn.data)
    expect(result.current.sessions).toHaveLength(1)

    await act(() => result.current.signOut.mutateAsync())
    expect(getAccount(client).isConnected).toBe(false)
    await waitFor(() => expect(result.current.status).toBe('idle'))
  })

  it('carries a declined signature as the typed error, and cancel disconnects when sign-in is required', async () => {
    const { client, adapter, wrapper } = await setupPortico({ siwx: createDefaultSiwx({ required: true }) })
    const { result } = renderHook(() => useSiwx(), { wrapper })
    await act(() => connect(client, { connectorId: ALPHA }))
    await waitFor(() => expect(result.current.status).toBe('unsigned'))
    adapter.script(ALPHA, { signMessage: 'reject' })
    act(() => result.current.signIn.mutate())
    await waitFor(() => expect(result.current.signIn.isError).toBe(true))
    expect(result.current.signIn.error?.code).toBe(4001)
    expect(result.current.status).toBe('unsigned')

    await act(() => result.current.cancel.mutateAsync())
    expect(getAccount(client).isConnected).toBe(false)
  })

  it("says 'SIWX is not enabled' without the option, and refuses a malformed e-mail", async () => {
    const { wrapper } = await setupPortico()
    const { result } = renderHook(() => useSiwx(), { wrapper })
    expect(result.current).toMatchObject({ enabled: false, status: 'disabled' })
    act(() => result.current.signIn.mutate())
    await waitFor(() => expect(result.current.signIn.error?.message).toBe('SIWX is not enabled'))

    const withCapture = await setupPortico({ siwx: createDefaultSiwx(), features: { emailCapture: true } })
    const captured = renderHook(() => useSiwx(), { wrapper: withCapture.wrapper })
    act(() => captured.result.current.captureEmail.mutate({ email: 'nope' }))
    await waitFor(() => expect(captured.result.current.captureEmail.error?.code).toBe('APKTW002'))
  })
})
