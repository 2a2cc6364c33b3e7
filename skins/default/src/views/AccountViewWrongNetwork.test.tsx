import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createMemoryServices, createTestClient, testEvmMainnet, testEvmSecond } from '@portico/core/testing'
import { axeViolations } from '../../test/axeViolations.js'
import { ALPHA, renderModal } from '../../test/renderModal.js'

const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chain = testEvmMainnet.caipNetworkId
/** Ether at $2,000 and a token at $1, as a price service would answer even for a testnet. */
const BALANCES = {
  [OWNER.toLowerCase()]: [
    { name: 'Ether', symbol: 'ETH', chainId: chain, quantity: { decimals: '18', numeric: '1.5' }, price: 2000, value: 3000 },
    { name: 'Portico Test Token', symbol: 'PTT', chainId: chain, address: `${chain}:0x${'1'.padStart(40, '0')}`, quantity: { decimals: '18', numeric: '2' }, price: 1, value: 2 },
  ],
}

function part(name: string) {
  return document.querySelector(`[data-scope="modal"][data-part="${name}"]`)
}

/** Connected through the modal on 31337 (a testnet unless `mainnet`), then Account open. */
async function accountOn(options: { mainnet?: boolean } = {}) {
  const services = createMemoryServices({ blockchain: { balances: BALANCES } })
  const test = createTestClient({
    networks: [{ ...testEvmMainnet, testnet: !options.mainnet }, testEvmSecond],
    allowUnsupportedChain: true,
    platform: { fetch: services.fetch },
  })
  const rendered = await renderModal(test.client)
  await rendered.connectWith('Alpha Wallet')
  await rendered.open()
  return { ...test, ...rendered }
}

describe('Account on a network the site does not support', () => {
  it('says so plainly (a warning, no green dot, no fiat figure, no tokens read) and offers Switch network', async () => {
    const { adapter } = await accountOn({ mainnet: true })
    await waitFor(() => expect(part('fiat')?.textContent).toBe('Worth $3,002.00'))
    act(() => adapter.emit({ type: 'chainChanged', connectorId: ALPHA, namespace: 'eip155', chainId: 1 }))

    await waitFor(() => expect(part('network')?.getAttribute('data-state')).toBe('unsupported'))
    expect(part('network')?.textContent).toBe('Unsupported network')
    expect(part('network-dot')).toBeNull()
    expect(part('unsupported-message')?.textContent).toBe('This app doesn’t support your current network. Switch to a supported one to continue.')
    expect(part('fiat')).toBeNull()
    expect(screen.queryByText(/\$/)).toBeNull()
    expect(part('tokens-state')?.textContent).toBe('Switch to a supported network to see your tokens.')
    expect(part('networks-button')).toBeNull()
    expect(part('register-name')).toBeNull()
    expect(await axeViolations()).toEqual([])

    // The switch: UnsupportedChain lists the site's networks; picking one switches (the select-network flow) and comes back to Account.
    fireEvent.click(screen.getByRole('button', { name: 'Switch network' }))
    const list = await screen.findByRole('list', { name: 'Supported networks' })
    fireEvent.click(within(list).getByRole('button', { name: /Portico Devnet 2/ }))
    await waitFor(() => expect(part('network')?.getAttribute('data-state')).toBe('supported'))
    expect(part('network')?.textContent).toBe('Portico Devnet 2')
    expect(part('unsupported-message')).toBeNull()
  })
})

describe('Account on a testnet: one fiat rule for every figure', () => {
  it('the header, the Tokens total and each row all say $0.00, whatever the prices', async () => {
    await accountOn()
    const list = await screen.findByRole('list', { name: 'Tokens' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))
    expect(part('fiat')?.textContent).toBe('Worth $0.00')
    expect(part('tokens-total')?.textContent).toBe('Total$0.00')
    const values = within(list).getAllByRole('listitem').map((row) => row.querySelector('[data-part="detail"]')?.textContent)
    expect(values).toEqual(['$0.00', '$0.00'])
  })

  it('on a mainnet, the header and the Tokens total agree on the priced value', async () => {
    await accountOn({ mainnet: true })
    const list = await screen.findByRole('list', { name: 'Tokens' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))
    expect(part('fiat')?.textContent).toBe('Worth $3,002.00')
    expect(part('tokens-total')?.textContent).toBe('Total$3,002.00')
  })
})
