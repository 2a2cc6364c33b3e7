// axe-core over the registry's parts of the modal (Connect with the catalogue, the help for a
// visitor without a wallet, AllWallets), in both themes, as a11y.test.tsx does for the other views.
import axe from 'axe-core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryServices, createMockPairingSource, createTestClient } from '@portico/core/testing'
import { renderModal } from '../test/renderModal.js'

async function violations(): Promise<string[]> {
  const root = document.querySelector('[data-scope="modal"][data-part="root"]')
  if (!root) throw new Error('no modal root')
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  })
  return results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}: ${node.failureSummary ?? ''}`))
}

const CATALOGUE = Array.from({ length: 80 }, (_, i) => ({ id: `w${i}`, name: `Catalogue ${i}`, mobile_link: `c${i}://`, chrome_store: `https://chromewebstore.google.com/detail/w${i}` }))
const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

// jsdom lays nothing out: the virtualized list is given the size a browser would measure.
const saved = (['clientHeight', 'clientWidth'] as const).map((key) => [key, Object.getOwnPropertyDescriptor(Element.prototype, key)] as const)
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 440 })
  Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 360 })
})
afterAll(() => {
  for (const [key, descriptor] of saved) if (descriptor) Object.defineProperty(Element.prototype, key, descriptor)
})

describe.each(['light', 'dark'] as const)('axe, %s theme, the wallet catalogue', (themeMode) => {
  it('Connect with recommended wallets, WalletConnect and All wallets; AllWallets with its list and search', async () => {
    const pairing = createMockPairingSource({ wallet: { eip155: { accounts: [EVM], chainId: 31337 } } })
    const { client } = createTestClient({ themeMode, plugins: [{ connectors: pairing }], platform: { fetch: createMemoryServices({ wallets: CATALOGUE }).fetch } })
    const { open } = await renderModal(client)
    await open()
    const catalogue = await screen.findByRole('list', { name: 'Wallet catalogue' })
    await waitFor(() => expect(within(catalogue).getAllByRole('button')).toHaveLength(4))
    expect(await violations(), 'Connect with the catalogue').toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'All wallets' }))
    const list = await screen.findByRole('list', { name: 'All wallets' }, { timeout: 5000 })
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(4))
    expect(await violations(), 'AllWallets').toEqual([])
  })

  it('the help for a visitor without a wallet, opened', async () => {
    const { client } = createTestClient({
      themeMode,
      wallets: [{ id: 'io.portico.ext', name: 'Ext Wallet', type: 'EXTERNAL', address: EVM, chainId: 31337 }],
      platform: { fetch: createMemoryServices({ wallets: CATALOGUE }).fetch },
    })
    const { open } = await renderModal(client)
    await open()
    fireEvent.click(screen.getByText("I don't have a wallet"))
    await screen.findByRole('list', { name: 'Get a wallet' })
    expect(await violations(), 'no-wallet help').toEqual([])
  })
})
