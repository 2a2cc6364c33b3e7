import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useConnect } from './useConnect.js'
import { useModal } from './useModal.js'
import { useModalRouter } from './useModalRouter.js'
import { ALPHA, setupPortico } from './testing/setupPortico.js'

function useAll() {
  return { modal: useModal(), router: useModalRouter(), connect: useConnect() }
}

describe('useModalRouter', () => {
  it('pushes, replaces, resets and goes back, with canGoBack and the footer of each view', async () => {
    const { wrapper } = await setupPortico()
    const { result } = renderHook(useAll, { wrapper })
    act(() => result.current.modal.open())
    expect(result.current.router).toMatchObject({ view: 'Connect', canGoBack: false, footer: 'legal' })

    act(() => result.current.router.push({ view: 'ConnectingExternal', connectorId: ALPHA }))
    expect(result.current.router).toMatchObject({
      route: { view: 'ConnectingExternal', connectorId: ALPHA },
      view: 'ConnectingExternal',
      canGoBack: true,
      footer: 'none',
    })

    act(() => result.current.router.replace({ view: 'Networks' }))
    expect(result.current.router.history).toEqual([{ view: 'Connect' }, { view: 'Networks' }])
    expect(result.current.router.footer).toBe('default')

    act(() => result.current.router.goBack())
    expect(result.current.router).toMatchObject({ view: 'Connect', canGoBack: false })

    act(() => result.current.router.reset({ view: 'AllWallets' }))
    expect(result.current.router.history).toEqual([{ view: 'AllWallets' }])
  })

  it('closes the modal when going back from the only entry', async () => {
    const { wrapper } = await setupPortico()
    const { result } = renderHook(useAll, { wrapper })
    act(() => result.current.modal.open({ view: { view: 'Networks' } }))
    act(() => result.current.router.goBack())
    expect(result.current.modal.isOpen).toBe(false)
    expect(result.current.router.view).toBe('Connect')
  })

  it('shows Account instead of Connect when going back while connected', async () => {
    const { wrapper } = await setupPortico()
    const { result } = renderHook(useAll, { wrapper })
    await act(() => result.current.connect.mutateAsync({ connectorId: ALPHA }))

    act(() => result.current.modal.open())
    expect(result.current.router.view).toBe('Account')

    act(() => result.current.router.reset({ view: 'Connect' }))
    act(() => result.current.router.push({ view: 'Networks' }))
    act(() => result.current.router.goBack())
    expect(result.current.router.history).toEqual([{ view: 'Account' }])
  })
})
