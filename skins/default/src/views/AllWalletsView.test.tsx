import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryServices, createMockPairingSource, createTestClient } from '@portico/core/testing'
import { renderModal } from '../../test/renderModal.js'

const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const CATALOGUE = [
  { id: 'reg-alpha', name: 'Alpha Wallet', rdns: 'io.portico.alpha', mobile_link: 'alpha://' },
  ...Array.from({ length: 120 }, (_, i) => ({ id: `w${i}`, name: `Catalogue ${i}`, mobile_link: `c${i}://` })),
]

function pairingClient(fetch = createMemoryServices({ wallets: CATALOGUE }).fetch) {
  const pairing = createMockPairingSource({ wallet: { eip155: { accounts: [EVM], chainId: 31337 } } })
  return createTestClient({ plugins: [{ connectors: pairing }], platform: { fetch } })
}

// jsdom lays nothing out: the virtualized list is given the size a browser would measure.
const sizes = { clientHeight: 440, clientWidth: 360 }
const saved = Object.keys(sizes).map((key) => [key, Object.getOwnPropertyDescriptor(Element.prototype, key)] as const)
beforeAll(() => {
  for (const [key, value] of Object.entries(sizes)) Object.defineProperty(Element.prototype, key, { configurable: true, get: () => value })
})
afterAll(() => {
  for (const [key, descriptor] of saved) if (descriptor) Object.defineProperty(Element.prototype, key, descriptor)
})

const rows = () => within(screen.getByRole('list', { name: 'All wallets' })).queryAllByRole('listitem')

describe('AllWallets', () => {
  it('All wallets opens AllWallets: installed first, then the catalogue, searchable', async () => {
    const { client, platform } = pairingClient()
    const { open } = await renderModal(client)
    await open()
    fireEvent.click(await screen.findByRole('button', { name: 'All wallets' }))
    const list = await screen.findByRole('list', { name: 'All wallets' }, { timeout: 5000 })
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(4))
    const kinds = within(list).getAllByRole('listitem').map((item) => item.dataset.kind)
    expect(kinds.slice(0, 3)).toEqual(['connector', 'connector', 'catalogue'])
    expect(within(list).queryByRole('button', { name: 'Connect with Alpha Wallet' })).toBeTruthy()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search all wallets' }), { target: { value: '  catalogue 42 ' } })
    await platform.clock.advance(300)
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'All wallets' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Catalogue 42']))
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search all wallets' }), { target: { value: 'zzz' } })
    await platform.clock.advance(300)
    await screen.findByText('No wallet called "zzz" was found.')
  })

  it('loads the next page when the list is scrolled near its end, and moves between rows with the arrow keys', async () => {
    const { client } = pairingClient()
    const { open } = await renderModal(client)
    await open({ view: { view: 'AllWallets' } })
    await screen.findByRole('list', { name: 'All wallets' }, { timeout: 5000 })
    await waitFor(() => expect(rows().length).toBeGreaterThan(4))
    const scroller = document.querySelector<HTMLElement>('[data-part="wallet-scroll"]') as HTMLElement
    const requests = () => client.queries.getSnapshot()
    const before = Object.keys(requests()).length
    act(() => {
      scroller.scrollTop = 39 * 64
      scroller.dispatchEvent(new Event('scroll'))
    })
    await waitFor(() => expect(Object.keys(requests()).length).toBeGreaterThan(before))
    await waitFor(() => expect(document.querySelector('[data-value="w45"]')).toBeTruthy())

    act(() => {
      scroller.scrollTop = 0
      scroller.dispatchEvent(new Event('scroll'))
    })
    const first = await screen.findByRole('button', { name: 'Connect with Alpha Wallet' })
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowDown' })
    await waitFor(() => expect(document.activeElement?.closest('li')?.getAttribute('data-index')).toBe('1'))
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' })
    await waitFor(() => expect(document.activeElement).toBe(first))
  })

  it('says so, with a retry, when the catalogue cannot be loaded, and still lists the installed wallets', async () => {
    const { client } = pairingClient(async () => ({ ok: true, status: 200, json: async () => ({}), text: async () => '<!doctype html>' }))
    client.logger.warn = () => undefined
    const { open } = await renderModal(client)
    await open({ view: { view: 'AllWallets' } })
    await screen.findByRole('list', { name: 'All wallets' }, { timeout: 5000 })
    await waitFor(() => expect(document.querySelector('[data-part="all-wallets"]')?.getAttribute('data-state')).toBe('error'))
    expect(rows().map((row) => row.dataset.kind)).toEqual(['connector', 'connector'])
    expect(screen.getByText('The wallet catalogue could not be loaded. Your installed wallets and the QR code still work.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
