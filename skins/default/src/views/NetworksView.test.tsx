import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestClient } from '@portico/core/testing'
import { renderModal } from '../../test/renderModal.js'

function options() {
  return within(screen.getByRole('listbox', { name: 'Networks' })).getAllByRole('option')
}

describe('NetworksView', () => {
  it('lists the networks with the active one marked', async () => {
    const { client } = createTestClient()
    const { open } = await renderModal(client)
    await open({ view: { view: 'Networks' } })

    const [first, second] = options()
    expect(first?.dataset).toMatchObject({ value: 'eip155:31337', state: 'active' })
    expect(first?.getAttribute('aria-selected')).toBe('true')
    expect(within(first as HTMLElement).getByText('Active')).toBeTruthy()
    expect(second?.dataset).toMatchObject({ value: 'eip155:31338', state: 'inactive' })
    expect(second?.getAttribute('aria-selected')).toBe('false')
    expect(within(second as HTMLElement).queryByText('Active')).toBeNull()
  })

  it('filters by the search text', async () => {
    const { client } = createTestClient()
    const { open } = await renderModal(client)
    await open({ view: { view: 'Networks' } })

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search networks' }), { target: { value: ' devnet 2' } })
    expect(options().map((option) => option.dataset.value)).toEqual(['eip155:31338'])

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search networks' }), { target: { value: 'solana' } })
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(screen.getByText('No network matches your search.')).toBeTruthy()
  })

  it('switches the connected wallet to the picked network and returns to Account', async () => {
    const { client, adapter } = createTestClient()
    const { open, modal } = await renderModal(client)
    await open()
    fireEvent.click(screen.getByRole('button', { name: 'Connect with Alpha Wallet' }))
    await waitFor(() => expect(modal().isOpen).toBe(false))
    await open()
    fireEvent.click(screen.getByRole('button', { name: 'Networks' }))

    fireEvent.click(screen.getByRole('option', { name: /Portico Devnet 2/ }))

    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('Account'))
    expect(document.querySelector('[data-part="network"]')?.textContent).toBe('Portico Devnet 2')
    expect(adapter.calls).toContainEqual(expect.objectContaining({ method: 'switchNetwork' }))
  })
})
