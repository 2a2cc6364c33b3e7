import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestClient } from '@portico/core/testing'
import { useModalRouter } from '@portico/react'
import { renderModal } from '../../test/renderModal.js'

function dialog() {
  return screen.getByRole('dialog')
}

describe('PorticoModal', () => {
  it('renders nothing until opened, then the Connect view inside a labelled dialog', async () => {
    const { client } = createTestClient()
    const { open } = await renderModal(client)
    expect(screen.queryByRole('dialog')).toBeNull()

    await open()

    expect(dialog().getAttribute('aria-labelledby')).toBeTruthy()
    expect(within(dialog()).getByRole('heading', { name: 'Connect wallet' })).toBeTruthy()
    expect(dialog().dataset).toMatchObject({ scope: 'modal', part: 'content', state: 'open', view: 'Connect' })
  })

  it('marks every part with its anatomy', async () => {
    const { client } = createTestClient({ termsConditionsUrl: 'https://example.com/terms' })
    const { open } = await renderModal(client)
    await open()

    const parts = ['backdrop', 'positioner', 'content', 'header', 'title', 'close', 'body', 'view', 'footer']
    for (const part of parts) {
      const element = document.querySelector(`[data-scope="modal"][data-part="${part}"]`)
      expect(element, part).not.toBeNull()
      expect(element?.getAttribute('data-state'), part).toBe('open')
    }
  })

  it('renders a view given through `views` instead of the default one', async () => {
    const { client } = createTestClient()
    const { open } = await renderModal(client, { views: { Connect: () => <p>Our own connect view</p> } })
    await open()

    expect(screen.getByText('Our own connect view')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Alpha Wallet/ })).toBeNull()
  })

  it('shows the component a site adds for a view its module offers, and opens no view that nothing offers', async () => {
    // A module brought by a plug-in offers Swap; the site gives the skin its component.
    const { client } = createTestClient({ plugins: [{ modules: [{ id: 'swap', views: ['Swap'] }] }] })
    const { open, modal } = await renderModal(client, { views: { AllWallets: () => <p>Every wallet</p>, Swap: () => <p>Swap tokens</p> } })

    await open({ view: { view: 'AllWallets' } })
    expect(screen.getByText('Every wallet')).toBeTruthy()

    await open({ view: { view: 'Swap' } })
    expect(within(dialog()).getByRole('heading', { name: 'Swap' })).toBeTruthy()
    expect(screen.getByText('Swap tokens')).toBeTruthy()

    // Nothing offers the on-ramp views: opening one is a typed error, and the modal stays where it was.
    expect(() => modal().open({ view: { view: 'OnRampProviders' } })).toThrow(expect.objectContaining({ code: 'VIEW_NOT_PROVIDED' }))
    expect(within(dialog()).getByRole('heading', { name: 'Swap' })).toBeTruthy()
  })

  it('shows a back button only when the router can go back, and it goes back', async () => {
    const { client } = createTestClient()
    function PushNetworks() {
      const { push } = useModalRouter()
      return <button onClick={() => push({ view: 'Networks' })}>to networks</button>
    }
    const { open } = await renderModal(client, { views: { Connect: PushNetworks } })
    await open()
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'to networks' }))
    expect(within(dialog()).getByRole('heading', { name: 'Choose network' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(within(dialog()).getByRole('heading', { name: 'Connect wallet' })).toBeTruthy()
  })

  it('closes with the close button and with Escape', async () => {
    const { client } = createTestClient()
    const { open, modal } = await renderModal(client)

    await open()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(modal().isOpen).toBe(false))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await open()
    fireEvent.keyDown(dialog(), { key: 'Escape' })
    await waitFor(() => expect(modal().isOpen).toBe(false))
  })

  it('shows the legal footer with the site’s links on Connect, and none without links', async () => {
    const { client } = createTestClient({
      termsConditionsUrl: 'https://example.com/terms',
      privacyPolicyUrl: 'https://example.com/privacy',
    })
    const { open } = await renderModal(client)
    await open()

    const footer = document.querySelector('[data-part="footer"]')
    expect(footer?.getAttribute('data-kind')).toBe('legal')
    expect(within(footer as HTMLElement).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      'https://example.com/terms',
    )
    expect(within(footer as HTMLElement).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      'https://example.com/privacy',
    )
  })

  it('shows no legal footer when the site gave no links, and the default footer on Networks', async () => {
    const { client } = createTestClient()
    const { open } = await renderModal(client)
    await open()
    expect(document.querySelector('[data-part="footer"]')).toBeNull()

    await open({ view: { view: 'Networks' } })
    expect(document.querySelector('[data-part="footer"]')?.getAttribute('data-kind')).toBe('default')
  })
})
