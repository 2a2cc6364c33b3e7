import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createMemoryServices, createTestClient, testEvmMainnet } from '@portico/core/testing'
import { renderModal } from '../../test/renderModal.js'
import { axeViolations } from '../../test/axeViolations.js'
import { LONG_NAME, LONG_SYMBOL, OVERRIDDEN, OVERRIDDEN_SHOWN, RLO, isIsolated } from '../../test/hostileText.js'

const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chain = testEvmMainnet.caipNetworkId

/** The Account view's Tokens tab for an account holding the given tokens (and its ether). */
async function tokensOf(tokens: readonly { name: string; symbol: string; numeric: string }[]) {
  const balances = {
    [OWNER.toLowerCase()]: [
      { name: 'Ether', symbol: 'ETH', chainId: chain, quantity: { decimals: '18', numeric: '1.5' }, price: 2000, value: 3000 },
      ...tokens.map((token, index) => ({
        name: token.name,
        symbol: token.symbol,
        chainId: chain,
        address: `${chain}:0x${String(index + 1).padStart(40, '0')}`,
        quantity: { decimals: '18', numeric: token.numeric },
        price: 1,
        value: Number(token.numeric),
      })),
    ],
  }
  const services = createMemoryServices({ blockchain: { balances } })
  const test = createTestClient({ platform: { fetch: services.fetch } })
  const rendered = await renderModal(test.client)
  await rendered.connectWith('Alpha Wallet')
  await rendered.open()
  const list = await screen.findByRole('list', { name: 'Tokens' })
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(tokens.length + 1))
  return within(list).getAllByRole('listitem').slice(1)
}

function part(row: Element | undefined, name: string): Element | null {
  return row?.querySelector(`[data-part="${name}"]`) ?? null
}

describe('TokensPanel with hostile token data', () => {
  it('shows an overridden name and symbol in the order they were written, each isolated', async () => {
    const [row] = await tokensOf([{ name: `Photo ${OVERRIDDEN}`, symbol: OVERRIDDEN, numeric: '2' }])

    expect(row?.textContent).not.toContain(RLO)
    expect(part(row, 'title')?.textContent).toBe(`Photo ${OVERRIDDEN_SHOWN}`)
    expect(isIsolated(part(row, 'title')), 'the name is isolated').toBe(true)
    expect(part(row, 'subtitle')?.textContent).toBe(OVERRIDDEN_SHOWN)
    expect(isIsolated(part(row, 'subtitle')), 'the symbol is isolated').toBe(true)
    // The amount's symbol is isolated from its number, so a right-to-left symbol cannot move the digits.
    expect(part(row, 'amount')?.textContent).toBe(`2.000 ${OVERRIDDEN_SHOWN}`)
    expect(isIsolated(part(row, 'amount')?.querySelector('[data-part="symbol"]')), 'the amount symbol is isolated').toBe(true)
    expect(row?.dataset.symbol).toBe(OVERRIDDEN_SHOWN)
  })

  it('keeps a long name and symbol reachable in full where the row cuts them (layout: longAccountData.e2e.ts)', async () => {
    const [row] = await tokensOf([{ name: LONG_NAME, symbol: LONG_SYMBOL, numeric: '12.5' }])

    expect(part(row, 'title')?.getAttribute('title')).toBe(LONG_NAME)
    expect(part(row, 'subtitle')?.getAttribute('title')).toBe(LONG_SYMBOL)
    expect(part(row, 'amount')?.getAttribute('title')).toBe(`12.500 ${LONG_SYMBOL}`)
    expect(await axeViolations()).toEqual([])
  })

  it('is fine by axe with right-to-left names', async () => {
    await tokensOf([{ name: 'שקל דיגיטלי', symbol: 'ILS', numeric: '3' }, { name: OVERRIDDEN, symbol: 'عملة', numeric: '4' }])
    expect(await axeViolations()).toEqual([])
  })
})
