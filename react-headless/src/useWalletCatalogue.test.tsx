import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openModal, type WalletListing } from '@portico/core'
import { createMemoryServices } from '@portico/core/testing'
import { setupPortico } from './testing/setupPortico.js'
import { useWalletCatalogue } from './useWalletCatalogue.js'

const CATALOGUE: WalletListing[] = [
  { id: 'reg-alpha', name: 'Alpha Wallet', rdns: 'io.portico.alpha', mobile_link: 'alpha://' },
  ...Array.from({ length: 99 }, (_, i) => ({ id: `w${i}`, name: `Wallet ${String(i).padStart(2, '0')}`, mobile_link: `w${i}://` })),
]

async function setup(options: Parameters<typeof setupPortico>[0] = {}) {
  const services = createMemoryServices({ wallets: CATALOGUE })
  const test = await setupPortico({ ...options, platform: { fetch: services.fetch } })
  const registry = () => services.requests.filter((request) => request.path.endsWith('/getWallets')).map((request) => request.query)
  return { ...test, registry }
}

describe('useWalletCatalogue', () => {
  it('lists the recommended wallets without the installed one (same rdns), capped by limit, featured first', async () => {
    const { wrapper, registry } = await setup({ featuredWalletIds: ['w7', 'w3'] })
    const { result } = renderHook(() => useWalletCatalogue({ mode: 'recommended', limit: 3 }), { wrapper })
    expect(result.current.status).toBe('pending')
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.wallets.map((wallet) => wallet.id)).toEqual(['w7', 'w3', 'w0'])
    expect(registry().map((query) => query.entries)).toEqual(['2', '4'])
  })

  it('pages through the whole catalogue 40 at a time until none is left', async () => {
    const { wrapper } = await setup()
    const { result } = renderHook(() => useWalletCatalogue({ mode: 'all' }), { wrapper })
    await waitFor(() => expect(result.current.wallets).toHaveLength(39))
    expect(result.current).toMatchObject({ count: 100, hasNextPage: true })
    act(() => result.current.fetchNextPage())
    // While page 2 is on its way the list stays open-ended (its loading row does not flicker away).
    expect(result.current.hasNextPage).toBe(true)
    await waitFor(() => expect(result.current.wallets).toHaveLength(79))
    act(() => result.current.fetchNextPage())
    await waitFor(() => expect(result.current.wallets).toHaveLength(99))
    expect(result.current.hasNextPage).toBe(false)
  })

  it('searches the trimmed text only after 300 ms without typing, on the clock', async () => {
    const { wrapper, registry, platform } = await setup()
    const { result, rerender } = renderHook(({ search }) => useWalletCatalogue({ mode: 'all', search }), { wrapper, initialProps: { search: '' } })
    await waitFor(() => expect(result.current.status).toBe('success'))
    rerender({ search: ' Wallet 4' })
    await act(() => platform.clock.advance(200))
    rerender({ search: ' Wallet 42 ' })
    expect(result.current.isSearching).toBe(true)
    await act(() => platform.clock.advance(299))
    expect(registry().some((query) => query.search)).toBe(false)
    await act(() => platform.clock.advance(1))
    await waitFor(() => expect(result.current.wallets.map((wallet) => wallet.name)).toEqual(['Wallet 42']))
    expect(registry().filter((query) => query.search).map((query) => [query.search, query.entries])).toEqual([['Wallet 42', '100']])
    expect(result.current).toMatchObject({ search: 'Wallet 42', isSearching: false, hasNextPage: false })
  })

  it('a failing registry gives no wallets and status error, never a throw', async () => {
    const { wrapper, client } = await setupPortico({ platform: { fetch: async () => ({ ok: true, status: 200, json: async () => ({}), text: async () => '<html>' }) } })
    client.logger.warn = () => undefined
    const { result } = renderHook(() => useWalletCatalogue({ mode: 'recommended' }), { wrapper })
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.wallets).toEqual([])
  })

  it('prop getters pick a wallet: the pairing view for a catalogue wallet, and for the WalletConnect entry', async () => {
    const { wrapper, client } = await setup()
    openModal(client)
    const { result } = renderHook(() => useWalletCatalogue({ mode: 'recommended' }), { wrapper })
    await waitFor(() => expect(result.current.wallets.length).toBeGreaterThan(0))
    const wallet = result.current.wallets[0] as WalletListing
    const props = result.current.getWalletItemProps(wallet, { label: `Connect with ${wallet.name}` })
    expect(props).toMatchObject({ 'aria-label': 'Connect with Wallet 00', 'data-scope': 'wallets', 'data-part': 'item', 'data-value': 'w0' })
    act(() => props.onClick())
    await waitFor(() => expect(client.controllers.router.getSnapshot().history.at(-1)).toEqual({ view: 'ConnectingWalletConnect', wallet }))
    act(() => result.current.getWalletConnectItemProps().onClick())
    await waitFor(() => expect(client.controllers.router.getSnapshot().history.at(-1)).toEqual({ view: 'ConnectingWalletConnect' }))
  })
})
