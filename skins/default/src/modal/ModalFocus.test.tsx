import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestClient } from '@portico/core/testing'
import { renderModal } from '../../test/renderModal.js'

/** Focuses `element` as a keyboard would before pressing Enter, then "presses" it. */
function activate(element: HTMLElement): void {
  act(() => element.focus())
  expect(document.activeElement).toBe(element)
  fireEvent.click(element)
}

describe('focus across views', () => {
  it('moves to the new view’s first control when the focused one left with the old view', async () => {
    const { client } = createTestClient()
    const { open, connectWith } = await renderModal(client)
    await connectWith('Alpha Wallet')
    await open()

    activate(screen.getByRole('button', { name: 'Networks' }))
    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('Networks'))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search networks' })))

    // Back goes away on Account (nothing to go back to): focus lands on Account's first control.
    activate(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('Account'))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Networks' })))
  })

  it('leaves focus alone when it stayed in the dialog, and falls back to the dialog in a view without controls', async () => {
    const { client } = createTestClient()
    const { open } = await renderModal(client)
    await open()
    const close = screen.getByRole('button', { name: 'Close' })

    // The close button stays across views: focus stays on it.
    act(() => close.focus())
    act(() => client.controllers.router.dispatch({ type: 'push', route: { view: 'Networks' } }, { isConnected: false }))
    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('Networks'))
    expect(document.activeElement).toBe(close)

    // ConnectingExternal while waiting has no control of its own: the dialog takes the focus.
    const network = screen.getAllByRole('button', { name: /Portico Devnet/ })[0] as HTMLElement
    act(() => network.focus())
    act(() => {
      const route = { view: 'ConnectingExternal', connectorId: 'io.portico.alpha' } as const
      client.controllers.router.dispatch({ type: 'push', route }, { isConnected: false })
    })
    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('ConnectingExternal'))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('dialog')))

    // From the dialog, the next view's first control takes the focus.
    act(() => client.controllers.router.dispatch({ type: 'goBack' }, { isConnected: false }))
    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('Networks'))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search networks' })))
  })
})
