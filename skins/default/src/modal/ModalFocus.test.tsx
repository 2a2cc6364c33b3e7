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

const title = () => screen.getByRole('heading', { level: 2 })

describe('focus across views', () => {
  it('moves to the new view’s title when the focused control left with the old view', async () => {
    const { client } = createTestClient()
    const { open, connectWith } = await renderModal(client)
    await connectWith('Alpha Wallet')
    await open()

    activate(screen.getByRole('button', { name: 'Networks' }))
    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('Networks'))
    await waitFor(() => expect(document.activeElement).toBe(title()))
    expect(title().textContent).toBe('Choose network')
    // Focusable by script only, never a Tab stop.
    expect(title().getAttribute('tabindex')).toBe('-1')

    // Back goes away on Account (nothing to go back to): focus lands on Account's title.
    activate(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('Account'))
    await waitFor(() => expect(document.activeElement).toBe(title()))
    expect(title().textContent).toBe('Account')
  })

  it('leaves focus alone on a control that stayed, and follows the title from view to view', async () => {
    const { client } = createTestClient()
    const { open } = await renderModal(client)
    await open()
    const close = screen.getByRole('button', { name: 'Close' })
    const push = (view: 'Networks' | 'Account') =>
      act(() => {
        client.controllers.router.dispatch({ type: 'push', route: { view } })
      })

    // The close button stays across views: focus stays on it.
    act(() => close.focus())
    push('Networks')
    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('Networks'))
    expect(document.activeElement).toBe(close)

    // From a control of the view, to the next title, and on: each title replaces the last.
    const network = screen.getAllByRole('button', { name: /Portico Devnet/ })[0] as HTMLElement
    act(() => network.focus())
    push('Account')
    await waitFor(() => expect(document.activeElement).toBe(title()))
    expect(title().textContent).toBe('Account')
    push('Networks')
    await waitFor(() => expect(title().textContent).toBe('Choose network'))
    await waitFor(() => expect(document.activeElement).toBe(title()))
  })
})
