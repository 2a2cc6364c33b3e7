import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createMemoryServices, createTestClient, testEvmMainnet, testEvmSecond } from '@portico/core/testing'
import { ALPHA, renderModal } from '../../test/renderModal.js'

const FIRST = 'eip155:31337'
const SECOND = 'eip155:31338'

function items() {
  return within(screen.getByRole('list', { name: 'Networks' })).getAllByRole('button')
}

describe('NetworksView', () => {
  it('lists the networks as buttons, the active one marked aria-current', async () => {
    const { client } = createTestClient()
    const { open } = await renderModal(client)
    await open({ view: { view: 'Networks' } })

    const [first, second] = items()
    expect(first?.dataset).toMatchObject({ scope: 'networks', part: 'item', value: FIRST, state: 'active' })
    expect(first?.getAttribute('aria-current')).toBe('true')
    expect(first?.getAttribute('aria-disabled')).toBe('false')
    expect(within(first as HTMLElement).getByText('Active')).toBeTruthy()
    expect(second?.dataset).toMatchObject({ value: SECOND, state: 'inactive' })
    expect(second?.hasAttribute('aria-current')).toBe(false)
    expect(within(second as HTMLElement).queryByText('Active')).toBeNull()
    // No listbox semantics without a listbox's keyboard: a plain list of buttons.
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(screen.queryByRole('option')).toBeNull()
  })

  it('shows each network\'s own image, else the registry\'s network image, and the letter tile only without one', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="3"/></svg>'
    const services = createMemoryServices({ images: { 'portico-devnet-network-31337': { type: 'image/svg+xml', body: svg } } })
    const own = 'https://example.com/devnet-2.png'
    const { client } = createTestClient({
      networks: [testEvmMainnet, { ...testEvmSecond, assets: { imageUrl: own } }, { ...testEvmSecond, id: 31339, caipNetworkId: 'eip155:31339', name: 'Bare', assets: undefined }],
      platform: { fetch: services.fetch },
    })
    const { open } = await renderModal(client)
    await open({ view: { view: 'Networks' } })
    const icon = (index: number) => items()[index]?.querySelector('[data-part="wallet-icon"]')
    await waitFor(() => expect(icon(0)?.getAttribute('src')).toBe(`data:image/svg+xml;base64,${btoa(svg)}`))
    expect(icon(1)?.getAttribute('src')).toBe(own)
    expect(icon(2)?.getAttribute('data-state')).toBe('fallback')
    // Only the network without its own image was asked of the registry, once.
    expect(services.requests.filter((request) => request.path.startsWith('/public/getAssetImage/')).map((request) => request.path)).toEqual([
      '/public/getAssetImage/portico-devnet-network-31337',
    ])
  })

  it('filters by the search text, and says when nothing matches', async () => {
    const { client } = createTestClient()
    const { open } = await renderModal(client)
    await open({ view: { view: 'Networks' } })

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search networks' }), { target: { value: ' devnet 2' } })
    expect(items().map((item) => item.dataset.value)).toEqual([SECOND])
    expect(document.querySelector('[data-part="result-count"]')?.textContent).toBe('1 network')

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search networks' }), { target: { value: 'solana' } })
    expect(screen.queryByRole('list', { name: 'Networks' })).toBeNull()
    const empty = screen.getByText('No network matches your search.')
    expect(empty.dataset).toMatchObject({ scope: 'modal', part: 'empty' })
  })

  it('switches the connected wallet to the picked network and returns to Account', async () => {
    const { client, adapter } = createTestClient()
    const { open, connectWith } = await renderModal(client)
    await connectWith('Alpha Wallet')
    await open()
    fireEvent.click(screen.getByRole('button', { name: 'Networks' }))

    fireEvent.click(screen.getByRole('button', { name: /Portico Devnet 2/ }))

    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('Account'))
    expect(document.querySelector('[data-part="network"]')?.textContent).toBe('Portico Devnet 2')
    expect(adapter.calls).toContainEqual(expect.objectContaining({ method: 'switchNetwork' }))
  })

  it('shows the networks the wallet did not approve as disabled, and a click on one does nothing', async () => {
    const { client, adapter } = createTestClient()
    const { open, connectWith } = await renderModal(client)
    await connectWith('Alpha Wallet')
    // A session that approved only the first network (as a pairing-protocol adapter records it).
    act(() => client.controllers.chains.setApprovedNetworks('eip155', [FIRST], false))
    await open({ view: { view: 'Networks' } })

    const [first, second] = items()
    expect(first?.getAttribute('aria-disabled')).toBe('false')
    expect(first?.hasAttribute('data-disabled')).toBe(false)
    expect(second?.getAttribute('aria-disabled')).toBe('true')
    expect(second?.hasAttribute('data-disabled')).toBe(true)
    // Still focusable (found by Tab and by screen readers), unlike a `disabled` button.
    expect(second?.hasAttribute('disabled')).toBe(false)

    fireEvent.click(second as HTMLElement)
    await act(() => Promise.resolve())
    expect(screen.getByRole('dialog').dataset.view).toBe('Networks')
    expect(client.controllers.chains.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe(FIRST)
    expect(adapter.calls.some((call) => call.method === 'switchNetwork')).toBe(false)

    // Still disabled in a search's result.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search networks' }), { target: { value: '2' } })
    expect(items().map((item) => item.getAttribute('aria-disabled'))).toEqual(['true'])
  })

  it('a declined switch goes back to Networks and says which request was declined, in the catalogue’s language', async () => {
    for (const [locale, networksButton, text] of [
      ['en', 'Networks', 'Network switch declined in the wallet'],
      ['de', 'Netzwerke', 'Netzwerkwechsel in der Wallet abgelehnt'],
    ] as const) {
      const { client, adapter } = createTestClient()
      const { open, connectWith, result } = await renderModal(client, { locale })
      await connectWith('Alpha Wallet', locale === 'de' ? 'Mit Alpha Wallet verbinden' : undefined)
      adapter.script(ALPHA, { switchNetwork: 'reject' })
      await open()
      fireEvent.click(screen.getByRole('button', { name: networksButton }))
      fireEvent.click(screen.getByRole('button', { name: /Portico Devnet 2/ }))

      await waitFor(() => expect(document.querySelector('[data-part="snackbar"]')?.textContent).toBe(text))
      expect(screen.getByRole('dialog').dataset.view).toBe('Networks')
      expect(document.querySelector('[data-part="snackbar-message"]')?.getAttribute('data-code')).toBe('SWITCH_NETWORK_REJECTED')
      // Not the connect's words: the visitor declined a network switch.
      expect(document.querySelector('[data-part="snackbar"]')?.textContent).not.toMatch(/Connection rejected|Verbindung abgelehnt/)
      expect(client.controllers.chains.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe(FIRST)
      result.unmount()
    }
  })

  it('picking the active network only goes back to Account: the wallet is not asked', async () => {
    const { client, adapter } = createTestClient()
    const { open, connectWith } = await renderModal(client)
    await connectWith('Alpha Wallet')
    await open()
    fireEvent.click(screen.getByRole('button', { name: 'Networks' }))
    fireEvent.click(items()[0] as HTMLElement)

    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('Account'))
    expect(adapter.calls.some((call) => call.method === 'switchNetwork')).toBe(false)
  })
})
