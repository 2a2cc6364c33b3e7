import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setupPortico } from './testing/setupPortico.js'
import { useSnackbar } from './useSnackbar.js'

describe('useSnackbar', () => {
  it('reads the snackbar, hides itself after 2.5 s, and hides on demand', async () => {
    const { client, platform, wrapper } = await setupPortico()
    const { result } = renderHook(() => useSnackbar(), { wrapper })
    expect(result.current).toMatchObject({ open: false, message: '' })

    act(() => client.controllers.snackbar.show('Token Balance Unavailable', 'error'))
    expect(result.current).toMatchObject({ open: true, message: 'Token Balance Unavailable', variant: 'error', code: undefined })
    act(() => platform.clock.advance(2500))
    expect(result.current.open).toBe(false)

    act(() => client.controllers.snackbar.show('Authenticating...', 'loading'))
    act(() => platform.clock.advance(10_000))
    expect(result.current).toMatchObject({ open: true, variant: 'loading' })
    act(() => result.current.hide())
    expect(result.current.open).toBe(false)

    act(() => client.controllers.snackbar.show('User rejected the request.', 'error', 4001))
    expect(result.current).toMatchObject({ open: true, code: '4001' })
  })
})
