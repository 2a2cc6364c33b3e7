import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestClient } from '@portico/core/testing'
import { renderModal } from '../../test/renderModal.js'
import { de } from '../messages/de.js'

function snackbar(): HTMLElement {
  const element = document.querySelector<HTMLElement>('[data-scope="modal"][data-part="snackbar"]')
  if (!element) throw new Error('no snackbar')
  return element
}

describe('Snackbar', () => {
  it('is a polite live region, filled while open, and closes itself', async () => {
    const { client, platform } = createTestClient()
    const { open } = await renderModal(client)
    await open()
    expect(snackbar().getAttribute('role')).toBe('status')
    expect(snackbar().getAttribute('aria-live')).toBe('polite')
    expect(snackbar().dataset.state).toBe('closed')
    expect(snackbar().textContent).toBe('')

    act(() => client.controllers.snackbar.show('Token Balance Unavailable', 'error'))
    expect(snackbar().dataset).toMatchObject({ state: 'open', variant: 'error' })
    expect(snackbar().textContent).toBe('Token balance unavailable')

    act(() => platform.clock.advance(2500))
    expect(snackbar().dataset.state).toBe('closed')

    act(() => client.controllers.snackbar.show('Some other message', 'info'))
    expect(screen.getByText('Some other message').parentElement).toBe(snackbar())
  })

  it('translates by code through the error catalogue, then core’s known messages, else shows the message, and marks a loading one busy', async () => {
    const { client } = createTestClient()
    const { open } = await renderModal(client, { locale: 'de' })
    await open()
    act(() => client.controllers.snackbar.show('User rejected the request.', 'error', 4001))
    expect(snackbar().textContent).toBe(de.errors[4001])
    act(() => client.controllers.snackbar.show('Chain not supported', 'error', 'CHAIN_NOT_SUPPORTED'))
    expect(snackbar().textContent).toBe(de.errors.CHAIN_NOT_SUPPORTED)
    act(() => client.controllers.snackbar.show('Switching to eip155:2 failed', 'error', 'SWITCH_CHAIN_NOT_SUPPORTED'))
    expect(snackbar().textContent).toBe(de.errors.SWITCH_CHAIN_NOT_SUPPORTED)
    act(() => client.controllers.snackbar.show('Something went wrong', 'error', 'SDK_ERROR'))
    expect(snackbar().textContent).toBe(de.errors.SDK_ERROR)
    // A code-less message that is not core's is the site's own: shown as it is.
    act(() => client.controllers.snackbar.show('Gespeichert', 'success'))
    expect(snackbar().textContent).toBe('Gespeichert')
    act(() => client.controllers.snackbar.show('Authenticating...', 'loading'))
    expect(snackbar().textContent).toBe('Authentifizierung…')
    expect(snackbar().getAttribute('aria-busy')).toBe('true')
  })

  it('shows the variant’s generic text for a code the catalogue lacks, core’s message as the title', async () => {
    const { client } = createTestClient()
    const { open } = await renderModal(client, { locale: 'de' })
    await open()
    for (const variant of ['success', 'error', 'warning', 'info', 'loading'] as const) {
      act(() => client.controllers.snackbar.show('Some future thing', variant, 'SOME_FUTURE_CODE'))
      const bubble = document.querySelector('[data-part="snackbar-message"]')
      expect(bubble?.textContent).toBe(de.unknownError.snackbar[variant])
      expect(bubble?.getAttribute('title')).toBe('Some future thing')
      expect(bubble?.getAttribute('data-code')).toBe('SOME_FUTURE_CODE')
    }
    act(() => client.controllers.snackbar.show('User rejected the request.', 'error', 4001))
    expect(document.querySelector('[data-part="snackbar-message"]')?.hasAttribute('title')).toBe(false)
  })
})
