import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setupPortico } from './testing/setupPortico.js'
import { useModal } from './useModal.js'
import { useSnackbar } from './useSnackbar.js'

describe('useSnackbar', () => {
  it('reads the snackbar, hides itself after 2.5 s, and hides on demand', async () => {
    const { client, platform, wrapper } = await setupPortico()
    const { result } = renderHook(() => useSnackbar(), { wrapper })
    expect(result.current).toMatchObject({ isOpen: false, message: '' })

    act(() => client.controllers.snackbar.show('Token Balance Unavailable', 'error'))
    expect(result.current).toMatchObject({ isOpen: true, message: 'Token Balance Unavailable', variant: 'error', code: undefined })
    act(() => platform.clock.advance(2500))
    expect(result.current.isOpen).toBe(false)

    act(() => client.controllers.snackbar.show('Authenticating...', 'loading'))
    act(() => platform.clock.advance(10_000))
    expect(result.current).toMatchObject({ isOpen: true, variant: 'loading' })
    act(() => result.current.hide())
    expect(result.current.isOpen).toBe(false)

    act(() => client.controllers.snackbar.show('User rejected the request.', 'error', 4001))
    expect(result.current).toMatchObject({ isOpen: true, code: '4001' })
  })

  it('goes with the modal: closing the modal hides the toast of the view that was showing', async () => {
    const { client, wrapper } = await setupPortico()
    const { result } = renderHook(() => ({ snackbar: useSnackbar(), modal: useModal() }), { wrapper })
    act(() => result.current.modal.open())
    act(() => client.controllers.snackbar.show('User rejected the request', 'error', 'SWITCH_NETWORK_REJECTED'))
    expect(result.current.snackbar).toMatchObject({ isOpen: true, code: 'SWITCH_NETWORK_REJECTED' })

    act(() => {
      result.current.modal.close()
    })
    expect(result.current.snackbar.isOpen).toBe(false)
  })
})
