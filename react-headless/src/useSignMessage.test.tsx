import { describe, expect, it } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { connect } from '@portico/core'
import { ALPHA, setupPortico } from './testing/setupPortico.js'
import { useSignMessage } from './useSignMessage.js'

describe('useSignMessage', () => {
  it('signs with the connected wallet and keeps the result', async () => {
    const { client, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA })
    const { result } = renderHook(() => useSignMessage(), { wrapper })
    await act(() => result.current.signMessage({ message: 'hi' }))
    expect(result.current.status).toBe('success')
    expect(result.current.data?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  })

  it('keeps the typed error of a refusal', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { signMessage: 'reject' })
    const { result } = renderHook(() => useSignMessage(), { wrapper })
    await act(() => result.current.signMessage({ message: 'hi' }).catch(() => undefined))
    expect(result.current).toMatchObject({ status: 'error', isRejected: true })
    expect(result.current.error?.shortMessage).toBe('User rejected the request')
  })
})
