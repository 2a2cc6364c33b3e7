import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestClient } from '@portico/core/testing'
import { ALPHA, renderModal } from '../../test/renderModal.js'

describe('ConnectView', () => {
  it('lists the mock connectors with their names, icons and badges', async () => {
    const { client } = createTestClient()
    const { open } = await renderModal(client)
    await open()

    const list = screen.getByRole('list', { name: 'Wallets' })
    const buttons = within(list).getAllByRole('button')
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Connect with Alpha Wallet',
      'Connect with Beta Wallet',
    ])
    expect(buttons[0]?.dataset).toMatchObject({ scope: 'connectors', part: 'item', state: 'disconnected', value: ALPHA })
    // The badge sits beside the button (its name keeps all of its visible text) and describes it.
    const badgeId = buttons[0]?.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(badgeId)?.textContent).toBe('Installed')
    // No image in the mock wallets: the initial stands in.
    expect(buttons[0]?.querySelector('[data-part="wallet-icon"]')?.textContent).toBe('A')
  })

  it('shows a connector’s image when it has one', async () => {
    const imageUrl = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E'
    const { client } = createTestClient({
      wallets: [{ id: 'io.portico.pic', name: 'Pic Wallet', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 31337, imageUrl }],
    })
    const { open } = await renderModal(client)
    await open()

    const button = screen.getByRole('button', { name: 'Connect with Pic Wallet' })
    expect(button.querySelector('img')?.getAttribute('src')).toBe(imageUrl)
  })

  it('connects through the clicked wallet: ConnectingExternal, then the account is connected and the modal closes', async () => {
    const { client, adapter } = createTestClient()
    const { open, modal } = await renderModal(client)
    await open()

    fireEvent.click(screen.getByRole('button', { name: 'Connect with Alpha Wallet' }))
    expect(screen.getByRole('dialog').dataset.view).toBe('ConnectingExternal')

    await waitFor(() => expect(modal().isOpen).toBe(false))
    expect(adapter.calls).toContainEqual(expect.objectContaining({ method: 'connect', walletId: ALPHA }))

    await open()
    expect(screen.getByRole('dialog').dataset.view).toBe('Account')
  })
})
