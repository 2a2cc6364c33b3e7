import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestClient } from '@portico/core/testing'
import { renderModal } from '../../test/renderModal.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const NAMES = ['Alpha Wallet', 'Beta Wallet', 'Gamma Wallet', 'Delta Wallet', 'Epsilon', 'Zeta Wallet']
const MANY_WALLETS = NAMES.map((name) => ({
  id: `io.portico.${name.split(' ')[0]?.toLowerCase() ?? name}`,
  name,
  address: ADDRESS,
  chainId: 31337,
}))

function listedNames(): string[] {
  return within(screen.getByRole('list', { name: 'Wallets' }))
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? '')
}

describe('ConnectWalletsView', () => {
  it('is reached from Connect through “All wallets” when there are more than four wallets', async () => {
    const { client } = createTestClient({ wallets: MANY_WALLETS })
    const { open } = await renderModal(client)
    await open()
    expect(listedNames()).toHaveLength(3)
    fireEvent.click(screen.getByRole('button', { name: 'All wallets' }))
    await waitFor(() => expect(document.querySelector('[data-part="connect-wallets"]')).not.toBeNull())
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Connect wallet')
    expect(listedNames()).toEqual(NAMES.map((name) => `Connect with ${name}`))
  })

  it('has no “All wallets” entry with four wallets or fewer', async () => {
    const { client } = createTestClient({ wallets: MANY_WALLETS.slice(0, 4) })
    const { open } = await renderModal(client)
    await open()
    expect(listedNames()).toHaveLength(4)
    expect(screen.queryByRole('button', { name: 'All wallets' })).toBeNull()
  })

  it('filters by a trimmed, case-insensitive search and says when nothing matches', async () => {
    const { client } = createTestClient({ wallets: MANY_WALLETS })
    const { open } = await renderModal(client)
    await open({ view: { view: 'ConnectWallets' } })
    const search = screen.getByRole('searchbox', { name: 'Search wallets' })
    fireEvent.change(search, { target: { value: '  eTA ' } })
    expect(listedNames()).toEqual(['Connect with Beta Wallet', 'Connect with Zeta Wallet'])
    expect(document.querySelector('[data-part="result-count"]')?.textContent).toBe('2 wallets')
    fireEvent.change(search, { target: { value: 'nothing' } })
    expect(screen.queryByRole('list', { name: 'Wallets' })).toBeNull()
    expect(screen.getByText('No wallet matches your search.')).toBeTruthy()
  })

  it('speaks German', async () => {
    const { client } = createTestClient({ wallets: MANY_WALLETS })
    const { open } = await renderModal(client, { locale: 'de' })
    await open({ view: { view: 'ConnectWallets' } })
    expect(screen.getByRole('searchbox', { name: 'Wallets durchsuchen' })).toBeTruthy()
    expect(document.querySelector('[data-part="result-count"]')?.textContent).toBe('6 Wallets')
  })
})
