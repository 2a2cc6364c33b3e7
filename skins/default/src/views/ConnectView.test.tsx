import { lazy, type ReactNode } from 'react'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestClient } from '@portico/core/testing'
import { ALPHA, BETA, renderModal } from '../../test/renderModal.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ORDER_WALLETS = [
  { id: 'io.portico.ext', name: 'Ext Wallet', type: 'EXTERNAL' as const, address: ADDRESS, chainId: 31337 },
  { id: 'io.portico.wc', name: 'Pair Wallet', type: 'WALLET_CONNECT' as const, address: ADDRESS, chainId: 31337 },
  { id: ALPHA, name: 'Alpha Wallet', address: ADDRESS, chainId: 31337 },
  { id: BETA, name: 'Beta Wallet', address: ADDRESS, chainId: 31337 },
]

function walletNames(): string[] {
  return within(screen.getByRole('list', { name: 'Wallets' }))
    .getAllByRole('button')
    .map((button) => button.querySelector('[data-part="wallet-icon"]')?.nextElementSibling?.textContent ?? '')
}

/** Stand-ins for the e-mail and social groups that later features bring. */
const STUB_GROUPS = {
  email: () => <p>email stub</p>,
  social: () => <p>social stub</p>,
}

function groupValues(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-scope="modal"][data-part="connect-group"]')].map(
    (group) => group.dataset.value ?? '',
  )
}

/** What each group shows: the stub's text, or 'wallets' for the wallet list. */
function connectTexts(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-part="connect-group"]')].map((group) =>
    group.querySelector('[data-part="connector-list"]') ? 'wallets' : (group.textContent ?? ''),
  )
}

function badgeOf(name: string): string | null {
  const id = screen.getByRole('button', { name: `Connect with ${name}` }).getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? null) : null
}

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
    // No image in the mock wallets: the initial stands in, drawn by CSS (no text in the button).
    const icon = buttons[0]?.querySelector<HTMLElement>('[data-part="wallet-icon"]')
    expect(icon?.dataset).toMatchObject({ state: 'fallback', initial: 'A' })
    expect(icon?.textContent).toBe('')
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

  it('orders featured (in the site’s order), then recent (marked Recent), then installed, then the rest', async () => {
    const { client } = createTestClient({ wallets: ORDER_WALLETS, featuredWalletIds: [BETA, 'io.portico.wc'] })
    const { open, modal, connectWith } = await renderModal(client)
    await connectWith('Ext Wallet')
    await open()
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(modal().isOpen).toBe(false))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await open()

    // The pairing connector is not a row of its own: the WalletConnect entry below the list stands for it.
    expect(walletNames()).toEqual(['Beta Wallet', 'Ext Wallet', 'Alpha Wallet'])
    expect(badgeOf('Ext Wallet')).toBe('Recent')
    expect(badgeOf('Beta Wallet')).toBe('Installed')
    expect(within(screen.getByRole('list', { name: 'Wallets' })).getAllByRole('listitem').map((item) => item.dataset.group)).toEqual(['featured', 'recent', 'installed'])
    expect(screen.getByRole('button', { name: /WalletConnect/ })).toBeTruthy()
  })

  it('renders the connect methods as groups in the configured order, from the registry (two orders)', async () => {
    const orders = [
      ['email', 'social', 'wallet'],
      ['wallet', 'social', 'email'],
    ] as const
    for (const order of orders) {
      const { client } = createTestClient({ features: { connectMethodsOrder: order } })
      const { open, result } = await renderModal(client, { connectMethods: STUB_GROUPS })
      await open()
      expect(groupValues()).toEqual(order)
      expect(connectTexts()).toEqual(order.map((method) => (method === 'wallet' ? 'wallets' : `${method} stub`)))
      const wallet = document.querySelector<HTMLElement>('[data-part="connect-group"][data-value="wallet"]')
      expect(within(wallet as HTMLElement).getByRole('list', { name: 'Wallets' })).toBeTruthy()
      result.unmount()
      client.destroy()
    }
  })

  it('leaves out a configured method without a group (only the wallet group by default)', async () => {
    const { client } = createTestClient({ features: { connectMethodsOrder: ['wallet', 'email', 'social'] } })
    const { open } = await renderModal(client)
    await open()
    expect(groupValues()).toEqual(['wallet'])
  })

  it('has no wallet group with enableWallets: false, even when one is registered', async () => {
    const { client } = createTestClient({ enableWallets: false, features: { connectMethodsOrder: ['wallet', 'email'] } })
    const { open } = await renderModal(client, { connectMethods: STUB_GROUPS })
    await open()
    expect(groupValues()).toEqual(['email'])
    expect(screen.queryByRole('list', { name: 'Wallets' })).toBeNull()
  })

  it('lets the owner replace the wallet group, and loads a lazy group when Connect shows it', async () => {
    let release: (() => void) | undefined
    const LazySocial = lazy(
      () =>
        new Promise<{ default: () => ReactNode }>((resolve) => {
          release = () => resolve({ default: () => <p>lazy social</p> })
        }),
    )
    const { client } = createTestClient({ features: { connectMethodsOrder: ['social', 'wallet'] } })
    const { open } = await renderModal(client, { connectMethods: { wallet: () => <p>my wallets</p>, social: LazySocial } })
    await open()
    expect(groupValues()).toEqual(['social', 'wallet'])
    expect(screen.getByText('my wallets')).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'Wallets' })).toBeNull()
    expect(screen.queryByText('lazy social')).toBeNull()
    await act(async () => release?.())
    await waitFor(() => expect(screen.getByText('lazy social')).toBeTruthy())
  })

  it('leaves the wallet guide link out while no guide address is configured', async () => {
    const { client } = createTestClient({ enableWalletGuide: true })
    const { open } = await renderModal(client)
    await open()
    expect(document.querySelector('[data-part="wallet-guide"]')).toBeNull()
    expect(screen.queryByRole('link', { name: 'Learn more' })).toBeNull()
  })

  it('shows the wallet guide link when enabled and an address is set, and not when disabled', async () => {
    const { client } = createTestClient({ enableWalletGuide: true, walletGuideUrl: 'https://example.com/guide' })
    const { open } = await renderModal(client)
    await open()
    expect(screen.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('https://example.com/guide')
  })

  it('leaves the wallet guide link out when the guide is switched off', async () => {
    const { client } = createTestClient({ enableWalletGuide: false, walletGuideUrl: 'https://example.com/guide' })
    const { open } = await renderModal(client)
    await open()
    expect(screen.queryByRole('link', { name: 'Learn more' })).toBeNull()
  })
})
