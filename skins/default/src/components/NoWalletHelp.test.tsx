import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createMemoryServices, createTestClient } from '@portico/core/testing'
import { renderModal } from '../../test/renderModal.js'

const EXTERNAL_ONLY = [{ id: 'io.portico.ext', name: 'Ext Wallet', type: 'EXTERNAL' as const, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 31337 }]
const CATALOGUE = [
  { id: 'a', name: 'Apple Wallet', app_store: 'https://apps.apple.com/app/a', chrome_store: 'https://chromewebstore.google.com/detail/a' },
  { id: 'b', name: 'Bad Links', chrome_store: 'javascript:alert(1)', homepage: 'http://b.example' },
  { id: 'c', name: 'Home Only', homepage: 'https://c.example' },
]

describe('help for a visitor without a wallet', () => {
  it('explains what a wallet is and offers store links of the platform, https only', async () => {
    const { client } = createTestClient({ wallets: EXTERNAL_ONLY, platform: { fetch: createMemoryServices({ wallets: CATALOGUE }).fetch } })
    const { open } = await renderModal(client)
    await open()
    fireEvent.click(screen.getByText("I don't have a wallet"))
    expect(screen.getByRole('heading', { name: 'What is a wallet?' })).toBeTruthy()
    const links = await screen.findByRole('list', { name: 'Get a wallet' })
    await waitFor(() => expect(within(links).getAllByRole('link')).toHaveLength(2))
    expect(within(links).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['https://chromewebstore.google.com/detail/a', 'https://c.example'])
    for (const link of within(links).getAllByRole('link')) expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('points to the stores in words when the catalogue cannot be loaded, and speaks German', async () => {
    const { client } = createTestClient({ wallets: EXTERNAL_ONLY, platform: { fetch: async () => ({ ok: false, status: 500, json: async () => ({}), text: async () => '' }) } })
    client.logger.warn = () => undefined
    const { open } = await renderModal(client, { locale: 'de' })
    await open()
    fireEvent.click(screen.getByText('Ich habe keine Wallet'))
    expect(screen.getByRole('heading', { name: 'Was ist eine Wallet?' })).toBeTruthy()
    await waitFor(() => expect(document.querySelector('[data-part="store-fallback"]')?.getAttribute('data-state')).toBe('error'))
    expect(screen.getByText(/Suche im App-Store deines Handys/)).toBeTruthy()
  })

  it('is not shown when a wallet is installed', async () => {
    const { client } = createTestClient()
    const { open } = await renderModal(client)
    await open()
    expect(screen.queryByText("I don't have a wallet")).toBeNull()
  })
})
