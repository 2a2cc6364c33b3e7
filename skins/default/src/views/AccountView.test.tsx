import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createMemoryServices, createMockAdapter, createTestClient, testEvmMainnet, testSolana } from '@portico/core/testing'
import { ALPHA, renderModal } from '../../test/renderModal.js'

/** Connects Alpha Wallet through the modal, then opens it again on Account. */
async function connectedModal(options: Parameters<typeof createTestClient>[0] = {}) {
  const test = createTestClient(options)
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
  it('shows the Activity tab only while the activity feature is on', async () => {
    await connectedModal({ features: { activity: false } })
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab').map((tab) => tab.textContent)
    expect(tabs).toEqual(['Tokens'])
  })

  it('shows both tabs by default', async () => {
    await connectedModal()
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab').map((tab) => tab.textContent)
    expect(tabs).toEqual(['Tokens', 'Activity'])
  })

  it('shows the truncated address, the balance with 3 decimals and the network', async () => {
    await connectedModal()

    expect(within(screen.getByRole('dialog')).getByRole('heading', { name: 'Account' })).toBeTruthy()
    expect(part('address')?.textContent).toBe('0xf3...b92266')
    expect(part('address')?.getAttribute('title')).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    await waitFor(() => expect(part('balance')?.textContent).toBe('10,000.000 ETH'))
    expect(part('network')?.textContent).toBe('Portico Devnet')
  })

  it('says the balance is loading while the wallet reads it, busy, then shows it', async () => {
    const test = createTestClient()
    test.adapter.script(ALPHA, { getBalance: 'hang' })
    const { open, connectWith } = await renderModal(test.client)
    await connectWith('Alpha Wallet')
    await open()

    expect(part('balance')?.textContent).toBe('Loading balance…')
    expect(part('balance')?.getAttribute('aria-busy')).toBe('true')
    await waitFor(() => expect(test.adapter.calls.some((call) => call.method === 'getBalance')).toBe(true))
    act(() => test.adapter.releaseHung())
    await waitFor(() => expect(part('balance')?.textContent).toBe('10,000.000 ETH'))
    expect(part('balance')?.getAttribute('aria-busy')).toBe('false')
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

  it('follows the wallet to another account: its address and balance, the avatar only decoration', async () => {
    const { adapter } = await connectedModal()
    await waitFor(() => expect(part('balance')?.textContent).toBe('10,000.000 ETH'))

    act(() =>
      adapter.emit({ type: 'accountsChanged', connectorId: ALPHA, namespace: 'eip155', accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] }),
    )
    expect(part('address')?.textContent).toBe('0x70...dc79C8')
    await waitFor(() => expect(part('balance')?.textContent).toBe('42.125 ETH'))
    // No profile image: the avatar is a decorative fallback, hidden from assistive technology.
    expect(part('avatar')?.getAttribute('aria-hidden')).toBe('true')
    expect(screen.queryByRole('img', { name: 'Account avatar' })).toBeNull()
  })

  it('has Tokens and Activity tabs, switched by click: the tokens of the account, then its activity (arrow keys: keyboard.e2e.ts, in Chromium)', async () => {
    await connectedModal()

    const tablist = screen.getByRole('tablist', { name: 'Account content' })
    const [tokens, activity] = within(tablist).getAllByRole('tab')
    expect([tokens?.textContent, activity?.textContent]).toEqual(['Tokens', 'Activity'])
    expect(tokens?.getAttribute('aria-selected')).toBe('true')
    const list = await screen.findByRole('list', { name: 'Tokens' })
    expect(within(list).getAllByRole('listitem').map((row) => row.dataset.symbol)).toEqual(['ETH', 'PTT'])
    expect(within(list).getAllByRole('listitem')[1]?.textContent).toContain('10,000.000 PTT')
    expect(screen.getByRole('tabpanel').textContent).not.toMatch(/later version/)

    fireEvent.click(activity as HTMLElement)
    await waitFor(() => expect(activity?.getAttribute('aria-selected')).toBe('true'))
    await waitFor(() => expect(part('activity-state')?.textContent).toBe('No activity on this network yet.'))
  })

  it('copies the full address with the copy button and announces it', async () => {
    const written: string[] = []
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void written.push(text) } })
    await connectedModal()
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    await waitFor(() => expect(part('copy-status')?.textContent).toBe('Address copied'))
    expect(part('copy-status')?.getAttribute('aria-live')).toBe('polite')
    expect(written).toEqual(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])
  })

  it('shows the copy visibly: the button reads Copied with a check for 2 s on the platform clock, then Copy address again', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async () => undefined } })
    const { platform } = await connectedModal()
    const button = screen.getByRole('button', { name: 'Copy address' })
    expect(button.textContent).toBe('')
    fireEvent.click(button)
    // The button itself says so (seen, not only heard), and its name still contains what it shows.
    await waitFor(() => expect(part('copy-address')?.getAttribute('data-state')).toBe('copied'))
    expect(part('copy-address')?.textContent).toBe('Copied')
    expect(screen.getByRole('button', { name: 'Address copied' })).toBe(part('copy-address'))
    expect(part('copy-address')?.querySelector('[data-part="copied-icon"]')).toBeTruthy()
    expect(part('copy-status')?.textContent).toBe('Address copied')
    act(() => platform.clock.advance(1999))
    expect(part('copy-address')?.getAttribute('data-state')).toBe('copied')
    act(() => platform.clock.advance(1))
    expect(part('copy-address')?.getAttribute('data-state')).toBe('idle')
    expect(screen.getByRole('button', { name: 'Copy address' }).textContent).toBe('')
    expect(part('copy-status')?.textContent).toBe('')
  })

  it('says visibly when the address could not be copied', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async () => Promise.reject(new Error('denied')) } })
    const { platform } = await connectedModal()
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    await waitFor(() => expect(part('copy-address')?.getAttribute('data-state')).toBe('failed'))
    expect(part('copy-address')?.textContent).toBe('Not copied')
    expect(part('copy-status')?.textContent).toBe('Could not copy the address')
    act(() => platform.clock.advance(2000))
    expect(part('copy-address')?.getAttribute('data-state')).toBe('idle')
  })

  it('draws the avatar from the address: two addresses, two pictures', async () => {
    const { avatarCells } = await import('../components/AddressAvatar.js')
    const a = avatarCells('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    const b = avatarCells('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92267')
    expect(a.colors).toHaveLength(40)
    expect(a.colors).not.toEqual(b.colors)
    // Case does not make another account on eip155.
    expect(avatarCells('0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266')).toEqual(a)
    await connectedModal()
    expect(part('avatar')?.getAttribute('data-state')).toBe('address')
  })

  it.each(['en', 'de'] as const)('names the explorer link of each activity row after its transaction, as the row shows it (%s)', async (locale) => {
    const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const peer = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    const chain = testEvmMainnet.caipNetworkId
    const entry = (hash: string, operationType: string, direction: 'in' | 'out', amount: string, status = 'confirmed') => ({
      id: hash,
      metadata: { operationType, status, sentFrom: direction === 'in' ? peer : owner, sentTo: direction === 'in' ? owner : peer, minedAt: '2026-01-02T15:04:00.000Z', chain, hash },
      transfers: [{ direction, quantity: { numeric: amount }, fungible_info: { name: 'Ether', symbol: 'ETH' } }],
    })
    const history = {
      [owner.toLowerCase()]: [entry(`0x${'a'.repeat(64)}`, 'send', 'out', '0.1'), entry(`0x${'b'.repeat(64)}`, 'send', 'out', '0.25', 'failed'), entry(`0x${'c'.repeat(64)}`, 'receive', 'in', '1')],
    }
    {
      const services = createMemoryServices({ blockchain: { history } })
      const test = createTestClient({ platform: { fetch: services.fetch } })
      const rendered = await renderModal(test.client, { locale } as never)
      await rendered.connectWith('Alpha Wallet', locale === 'en' ? 'Connect with Alpha Wallet' : 'Mit Alpha Wallet verbinden')
      await rendered.open()
      fireEvent.click(within(screen.getByRole('tablist')).getAllByRole('tab')[1] as HTMLElement)
      const list = await screen.findByRole('list', { name: locale === 'en' ? 'Activity' : 'Aktivität' })
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3))
      const names = within(list).getAllByRole('link').map((link) => link.getAttribute('aria-label') ?? link.textContent)
      // One name per transaction, each saying what its row shows; the words a visitor sees come first.
      expect(new Set(names).size).toBe(3)
      if (locale === 'en') {
        expect(names[0]).toMatch(/^View transaction on explorer: Sent 0\.100 ETH to 0x3C44CdDd\.\.\.FA4293BC, Jan 2, 2026/)
        expect(names[1]).toMatch(/^View transaction on explorer: Sent \(Failed\) 0\.250 ETH to 0x3C44CdDd\.\.\.FA4293BC, /)
        expect(names[2]).toMatch(/^View transaction on explorer: Received \+?1\.000 ETH from 0x3C44CdDd\.\.\.FA4293BC, /)
      } else {
        expect(names[0]).toMatch(/^Transaktion im Explorer ansehen: Gesendet 0,100 ETH an 0x3C44CdDd\.\.\.FA4293BC, 02\.01\.2026/)
        expect(names[1]).toMatch(/^Transaktion im Explorer ansehen: Gesendet \(Fehlgeschlagen\) 0,250 ETH an /)
        expect(names[2]).toMatch(/^Transaktion im Explorer ansehen: Empfangen \+?1,000 ETH von /)
      }
    }
  })

  it('a Solana account: its base58 address, SOL balance, the SOL and SPL token rows with values, its activity, and no name registration', async () => {
    const owner = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
    const peer = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW'
    const chain = testSolana.caipNetworkId
    const services = createMemoryServices({
      blockchain: {
        balances: {
          [owner]: [
            { name: 'Solana', symbol: 'SOL', chainId: chain, quantity: { decimals: '9', numeric: '2.5' }, price: 150, value: 375 },
            { name: 'Portico Solana Token', symbol: 'PST', chainId: chain, address: `${chain}:2kRYjVHPdGxwk9yEhvTmPBqiYfXAmzq2xXhPvU4SUQnz`, quantity: { decimals: '6', numeric: '12.5' }, price: 2, value: 25 },
          ],
        },
        history: {
          [owner]: [
            {
              id: 'sig-1',
              metadata: { operationType: 'receive', status: 'confirmed', sentFrom: peer, sentTo: owner, minedAt: '2026-01-01T00:00:00.000Z', chain, hash: 'sig-1' },
              transfers: [{ direction: 'in', quantity: { numeric: '12.5' }, value: 25, fungible_info: { name: 'Portico Solana Token', symbol: 'PST' } }],
            },
          ],
        },
      },
    })
    const solana = createMockAdapter({ namespace: 'solana', wallets: [{ id: 'sol', name: 'Sol Wallet', address: owner, chainId: testSolana.id, balance: '2.5' }] })
    // A mainnet, so the rows are priced (on a testnet every fiat figure is $0.00).
    const test = createTestClient({ networks: [{ ...testSolana, testnet: false }], adapters: [solana], platform: { fetch: services.fetch } })
    const rendered = await renderModal(test.client)
    await rendered.connectWith('Sol Wallet')
    await rendered.open()

    expect(part('address')?.textContent).toBe(`${owner.slice(0, 4)}...${owner.slice(-6)}`)
    await waitFor(() => expect(part('balance')?.textContent).toBe('2.500 SOL'))
    const list = await screen.findByRole('list', { name: 'Tokens' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((row) => row.dataset.symbol)).toEqual(['SOL', 'PST'])
    expect(rows[0]?.textContent).toContain('$375.00')
    expect(rows[1]?.textContent).toContain('12.500 PST')
    expect(part('register-name')).toBeNull()

    fireEvent.click(within(screen.getByRole('tablist')).getAllByRole('tab')[1] as HTMLElement)
    const item = await waitFor(() => {
      const found = document.querySelector('[data-part="activity-item"][data-value="sig-1"]')
      if (!found) throw new Error('no activity item yet')
      return found as HTMLElement
    })
    expect(item.dataset.direction).toBe('in')
    expect(item.textContent).toContain('+12.500 PST')
    // The counterparty: 8 + 8 characters, enough to tell a look-alike apart (ActivityPanel.test.tsx).
    expect(item.textContent).toContain(`from ${peer.slice(0, 8)}...${peer.slice(-8)}`)
  })
})
