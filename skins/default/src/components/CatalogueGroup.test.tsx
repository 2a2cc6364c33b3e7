import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createMemoryServices, createMockPairingSource, createTestClient, type TestClientOptions } from '@portico/core/testing'
import { renderModal } from '../../test/renderModal.js'

const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const CATALOGUE = [
  { id: 'reg-alpha', name: 'Alpha Wallet', rdns: 'io.portico.alpha', mobile_link: 'alpha://' },
  ...Array.from({ length: 60 }, (_, i) => ({ id: `w${i}`, name: `Catalogue ${i}`, mobile_link: `c${i}://` })),
]

function pairingClient(options: TestClientOptions = {}, fetch = createMemoryServices({ wallets: CATALOGUE }).fetch) {
  const pairing = createMockPairingSource({ wallet: { eip155: { accounts: [EVM], chainId: 31337 } } })
  return createTestClient({ plugins: [{ connectors: pairing }], platform: { fetch }, ...options })
}

const lastRoute = (client: ReturnType<typeof createTestClient>['client']) => client.controllers.router.getSnapshot().history.at(-1)

describe('Connect with the wallet catalogue (a site that pairs wallets)', () => {
  it('lists the installed wallets, then recommended catalogue wallets in the entries left of 4 (the installed one not twice), WalletConnect and All wallets', async () => {
    const { client } = pairingClient()
    const { open } = await renderModal(client)
    await open()
    const catalogue = await screen.findByRole('list', { name: 'Wallet catalogue' })
    await waitFor(() => expect(within(catalogue).getAllByRole('button').map((button) => button.textContent)).toEqual(['Catalogue 0', 'Catalogue 1', 'QRWalletConnectQR code', 'All wallets']))
    expect(within(screen.getByRole('list', { name: 'Wallets' })).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.queryByText("I don't have a wallet")).toBeNull()
  })

  it('picking a catalogue wallet opens ConnectingWalletConnect with it; the WalletConnect entry without one', async () => {
    const { client } = pairingClient()
    const { open } = await renderModal(client)
    await open()
    fireEvent.click(await screen.findByRole('button', { name: 'Connect with Catalogue 1' }))
    await waitFor(() => expect(lastRoute(client)).toEqual({ view: 'ConnectingWalletConnect', wallet: CATALOGUE[2] }))
    await open()
    fireEvent.click(screen.getByRole('button', { name: /WalletConnect/ }))
    await waitFor(() => expect(lastRoute(client)).toEqual({ view: 'ConnectingWalletConnect' }))
  })

  it('a failing registry leaves the installed wallets, WalletConnect and All wallets working', async () => {
    const { client } = pairingClient({}, async () => ({ ok: false, status: 500, json: async () => ({}), text: async () => '' }))
    client.logger.warn = () => undefined
    const { open, connectWith } = await renderModal(client)
    await open()
    const catalogue = await screen.findByRole('list', { name: 'Wallet catalogue' })
    await waitFor(() => expect(client.queries.getSnapshot()).not.toEqual({}))
    expect(within(catalogue).getAllByRole('button').map((button) => button.textContent)).toEqual(['QRWalletConnectQR code', 'All wallets'])
    await connectWith('Alpha Wallet')
  })
})
