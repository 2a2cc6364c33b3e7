import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createDefaultSiwx, createTestClient } from '@portico/core/testing'
import { ALPHA, renderModal, type RenderedModal } from '../../test/renderModal.js'

/** Connects Alpha as a visitor does (Connect, the wallet's button); the modal then asks for the sign-in. */
async function connectAndAsk(rendered: RenderedModal, buttonName = 'Connect with Alpha Wallet', view = 'SIWXSignMessage') {
  await rendered.open()
  fireEvent.click(screen.getByRole('button', { name: buttonName }))
  await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe(view))
}

describe('SIWXSignMessageView', () => {
  it('asks after connect, cannot be closed while required, and Sign signs in and closes', async () => {
    const { client, adapter } = createTestClient({ siwx: createDefaultSiwx({ required: true }), metadata: { name: 'Shop' } })
    await connectAndAsk(await renderModal(client))
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy()
    expect(screen.getByText('Shop wants you to sign in')).toBeTruthy()
    expect(screen.getByText('Account 0xf3...b92266')).toBeTruthy()
    expect(screen.getByText(/Signing in is required to continue/)).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.getByRole('dialog').dataset.view).toBe('SIWXSignMessage')

    adapter.script(ALPHA, { signMessage: 'hang' })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(document.querySelector('[data-part="siwx-sign-message"]')?.getAttribute('data-state')).toBe('signing'))
    expect(screen.getByRole('button', { name: 'Signing…' })).toHaveProperty('disabled', true)
    act(() => adapter.releaseHung())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('says why it stays open when the visitor tries to close, in a live region under the header; German too', async () => {
    for (const locale of ['en', 'de'] as const) {
      const { client, platform } = createTestClient({ siwx: createDefaultSiwx({ required: true }) })
      const rendered = await renderModal(client, { locale })
      await connectAndAsk(rendered, locale === 'en' ? 'Connect with Alpha Wallet' : 'Mit Alpha Wallet verbinden')
      const notice = () => document.querySelector('[data-scope="modal"][data-part="close-notice"]')
      // In the page before anything is said (so it is announced), empty.
      expect(notice()?.getAttribute('role')).toBe('status')
      expect(notice()?.textContent).toBe('')
      fireEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Close' : 'Schließen' }))
      await waitFor(() => expect(notice()?.textContent).toBe(locale === 'en' ? 'Sign in to continue' : 'Melde dich an, um fortzufahren'))
      expect(notice()?.getAttribute('data-state')).toBe('open')
      expect(screen.getByRole('dialog').dataset.view).toBe('SIWXSignMessage')
      // It hangs from the header (over the top of the view, so nothing moves under the pointer).
      expect(notice()?.parentElement?.getAttribute('data-part')).toBe('header')
      // It goes after 5 s on the platform clock; the next attempt says it again.
      act(() => platform.clock.advance(5000))
      expect(notice()?.textContent).toBe('')
      expect(notice()?.getAttribute('data-state')).toBe('closed')
      rendered.result.unmount()
      client.destroy()
    }
  })

  it('Escape says it too; an optional sign-in closes instead, with no notice', async () => {
    const required = createTestClient({ siwx: createDefaultSiwx({ required: true }) })
    const rendered = await renderModal(required.client)
    await connectAndAsk(rendered)
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    await waitFor(() => expect(document.querySelector('[data-part="close-notice"]')?.textContent).toBe('Sign in to continue'))
    expect(screen.getByRole('dialog').dataset.view).toBe('SIWXSignMessage')
    rendered.result.unmount()
    required.client.destroy()

    const optional = createTestClient({ siwx: createDefaultSiwx({ required: false }) })
    await connectAndAsk(await renderModal(optional.client))
    expect(document.querySelector('[data-part="close-notice"]')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('a declined signature stays on the view with the declined toast; Cancel disconnects when required', async () => {
    const { client, adapter } = createTestClient({ siwx: createDefaultSiwx({ required: true }) })
    await connectAndAsk(await renderModal(client))
    adapter.script(ALPHA, { signMessage: 'reject' })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(screen.getByText('Signature declined in the wallet')).toBeTruthy())
    expect(screen.getByRole('dialog').dataset.view).toBe('SIWXSignMessage')

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(client.controllers.connection.getSnapshot().connections).toEqual([])
  })

  it('speaks German', async () => {
    const { client } = createTestClient({ siwx: createDefaultSiwx(), metadata: { name: 'Laden' } })
    await connectAndAsk(await renderModal(client, { locale: 'de' }), 'Mit Alpha Wallet verbinden')
    expect(screen.getByRole('heading', { name: 'Anmelden' })).toBeTruthy()
    expect(screen.getByText('Laden möchte, dass du dich anmeldest')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy()
    // Not required: closing works, and the wallet stays connected.
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(client.controllers.connection.getSnapshot().connections).toHaveLength(1)
  })
})
