import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestClient } from '@portico/core/testing'
import { renderModal } from '../../test/renderModal.js'

/** Connects Alpha Wallet through the modal, then opens it again on Account. */
async function connectedModal() {
  const test = createTestClient()
  const rendered = await renderModal(test.client)
  await rendered.open()
  fireEvent.click(screen.getByRole('button', { name: 'Connect with Alpha Wallet' }))
  await waitFor(() => expect(rendered.modal().isOpen).toBe(false))
  await rendered.open()
  return { ...test, ...rendered }
}

function part(name: string) {
  return document.querySelector(`[data-scope="modal"][data-part="${name}"]`)
}

describe('AccountView', () => {
  it('shows the truncated address, the balance with 3 decimals and the network', async () => {
    await connectedModal()

    expect(within(screen.getByRole('dialog')).getByRole('heading', { name: 'Account' })).toBeTruthy()
    expect(part('address')?.textContent).toBe('0xf3...b92266')
    expect(part('address')?.getAttribute('title')).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    await waitFor(() => expect(part('balance')?.textContent).toBe('10,000.000 ETH'))
    expect(part('network')?.textContent).toBe('Portico Devnet')
  })

  it('goes to Networks, and back', async () => {
    await connectedModal()

    fireEvent.click(screen.getByRole('button', { name: 'Networks' }))
    expect(screen.getByRole('dialog').dataset.view).toBe('Networks')
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('dialog').dataset.view).toBe('Account')
  })

  it('disconnects, and the modal closes', async () => {
    const { adapter, modal } = await connectedModal()

    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))

    await waitFor(() => expect(modal().isOpen).toBe(false))
    expect(adapter.calls.at(-1)).toMatchObject({ method: 'disconnect' })
  })
})
