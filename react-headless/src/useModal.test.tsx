import { act, renderHook } from '@testing-library/react'
import { createDefaultSiwx } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { useModal } from './useModal.js'
import { useModalRouter } from './useModalRouter.js'
import { setupPortico } from './testing/setupPortico.js'

function useModalAndRouter() {
  return { modal: useModal(), router: useModalRouter() }
}

describe('useModal', () => {
  it('opens on Connect when not connected, and closes', async () => {
    const { wrapper } = await setupPortico()
    const { result } = renderHook(useModalAndRouter, { wrapper })
    expect(result.current.modal).toMatchObject({ isOpen: false, isLoading: false, shake: false, canClose: true })

    act(() => result.current.modal.open())
    expect(result.current.modal.isOpen).toBe(true)
    expect(result.current.router.view).toBe('Connect')

    let closed: boolean | undefined
    act(() => {
      closed = result.current.modal.close()
    })
    expect(closed).toBe(true)
    expect(result.current.modal.isOpen).toBe(false)
  })

  it('opens on a given view, and closing resets the view to Connect', async () => {
    const { wrapper } = await setupPortico()
    const { result } = renderHook(useModalAndRouter, { wrapper })
    act(() => result.current.modal.open({ view: { view: 'Networks' } }))
    expect(result.current.router.view).toBe('Networks')
    expect(result.current.router.history).toEqual([{ view: 'Networks' }])
    act(() => {
      result.current.modal.close()
    })
    expect(result.current.router.history).toEqual([{ view: 'Connect' }])
  })

  it('cannot close in the sign-message view when sign-in is required: it shakes for 500 ms instead', async () => {
    const { wrapper, platform } = await setupPortico({ siwx: createDefaultSiwx({ required: true }) })
    const { result } = renderHook(useModalAndRouter, { wrapper })
    act(() => result.current.modal.open({ view: { view: 'SIWXSignMessage' } }))
    expect(result.current.modal.canClose).toBe(false)

    let closed: boolean | undefined
    act(() => {
      closed = result.current.modal.close()
    })
    expect(closed).toBe(false)
    expect(result.current.modal).toMatchObject({ isOpen: true, shake: true })

    act(() => platform.clock.advance(500))
    expect(result.current.modal.shake).toBe(false)

    act(() => result.current.router.push({ view: 'Networks' }))
    expect(result.current.modal.canClose).toBe(true)
    act(() => {
      result.current.modal.close({ force: true })
    })
    expect(result.current.modal.isOpen).toBe(false)
  })

  it('keeps its result and functions stable while nothing it reads changes', async () => {
    const { wrapper, client } = await setupPortico()
    const { result } = renderHook(() => useModal(), { wrapper })
    const first = result.current
    act(() => client.controllers.connectors.addDisconnected('io.portico.alpha'))
    expect(result.current).toBe(first)
  })
})
