import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestClient } from '@portico/core/testing'
import { renderModal } from '../../test/renderModal.js'

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

  it('translates the messages it knows, and marks a loading one busy', async () => {
    const { client } = createTestClient()
    const { open } = await renderModal(client, { locale: 'de' })
    await open()
    act(() => client.controllers.snackbar.show('Authenticating...', 'loading'))
    expect(snackbar().textContent).toBe('Authentifizierung…')
    expect(snackbar().getAttribute('aria-busy')).toBe('true')
  })
})
