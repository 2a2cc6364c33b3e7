import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createMockEmbeddedSource, createTestClient } from '@portico/core/testing'
import { phoneViewport } from '../../test/phoneViewport.js'
import { renderModal } from '../../test/renderModal.js'

const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

function site(socials: ('farcaster' | 'github' | 'google')[]) {
  const embedded = createMockEmbeddedSource({ accounts: { eip155: { address: EVM, chainId: 31337 } } })
  return { ...createTestClient({ features: { socials }, plugins: [{ connectors: embedded, provides: ['email', 'socials'] }] }), embedded }
}

describe('ConnectingFarcaster', () => {
  it("Connect offers Farcaster in the site's order; its QR code and link wait for the approval on the phone, then the wallet connects", async () => {
    const { client, embedded } = site(['github', 'farcaster', 'google'])
    embedded.login.farcaster = 'hang'
    const { open, modal } = await renderModal(client)
    await open()
    await screen.findByRole('button', { name: 'Continue with Farcaster' })
    const buttons = screen.getAllByRole('button', { name: /^Continue with / }).filter((button) => button.dataset.part === 'social-button')
    expect(buttons.map((button) => button.dataset.value)).toEqual(['github', 'farcaster', 'google'])
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Farcaster' }))
    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('ConnectingFarcaster'))
    const qr = await screen.findByRole('img', { name: 'QR code to sign in with Farcaster on your phone' })
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/)
    const link = screen.getByRole('link', { name: 'Open the sign-in page' })
    expect(link.getAttribute('href')).toBe('https://secure.portico.test/farcaster?channel=mock')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')

    // Back to Connect stops the wait; approved the second time, the modal closes connected.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('Connect'))
    embedded.login.farcaster = 'approve'
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Farcaster' }))
    await waitFor(() => expect(modal().isOpen).toBe(false))
    expect(embedded.login.calls).toEqual(['getFarcasterUri', 'connectFarcaster', 'getFarcasterUri', 'connectFarcaster'])
  })

  it('a refusing frame: back on Connect with the reason; German text; no Farcaster button when the site does not list it', async () => {
    const { client, embedded } = site(['farcaster'])
    embedded.login.farcaster = 'fail'
    const { open } = await renderModal(client, { locale: 'de' })
    await open()
    fireEvent.click(await screen.findByRole('button', { name: 'Weiter mit Farcaster' }))
    await screen.findByText('Die Anmeldung mit Farcaster hat nicht geklappt. Versuche es erneut.')
    expect(screen.getByRole('dialog').dataset.view).toBe('Connect')

    const other = site(['github'])
    const rendered = await renderModal(other.client)
    await rendered.open()
    await screen.findAllByRole('button', { name: 'Continue with GitHub' })
    expect(screen.queryByRole('button', { name: 'Continue with Farcaster' })).toBeNull()
  })

  it('on a phone, the sign-in page is the first action and the QR code is folded behind Show QR code', async () => {
    phoneViewport()
    const { client, embedded } = site(['farcaster'])
    embedded.login.farcaster = 'hang'
    const { open } = await renderModal(client)
    await open()
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Farcaster' }))
    const link = await screen.findByRole('link', { name: 'Open the sign-in page' })
    expect(screen.getByText(/^Open the sign-in page and approve the sign-in in Farcaster/)).toBeTruthy()
    expect(screen.queryByText(/^Scan the code/)).toBeNull()
    expect(screen.queryByRole('img', { name: 'QR code to sign in with Farcaster on your phone' })).toBeNull()
    const toggle = screen.getByRole('button', { name: 'Show QR code' })
    expect(link.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    fireEvent.click(toggle)
    expect(screen.getByRole('img', { name: 'QR code to sign in with Farcaster on your phone' })).toBeTruthy()
  })
})
