import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ApiTransfer } from './services/blockchainApi.js'
import { filterActivityTransfers, filterHistory, isSpamOnly, isZeroValue, operationPrefix, transferAmount } from './activityRules.js'

const fungible = (symbol: string, direction: ApiTransfer['direction'], numeric: string, value?: number): ApiTransfer => ({
  direction,
  quantity: { numeric },
  ...(value === undefined ? {} : { value }),
  fungible_info: { name: symbol, symbol },
})

const transferArb = fc.record({
  direction: fc.constantFrom('in' as const, 'out' as const),
  symbol: fc.constantFrom('ETH', 'PTT', 'USDC'),
  amount: fc.double({ min: 0, max: 1e6, noNaN: true, noDefaultInfinity: true }),
}).map(({ direction, symbol, amount }) => fungible(symbol, direction, amount.toFixed(6), amount))

describe('filterActivityTransfers (SPEC.md section 9)', () => {
  it('keeps at most 2, outgoing before incoming, each one of the input', () => {
    fc.assert(
      fc.property(fc.array(transferArb, { maxLength: 12 }), (transfers) => {
        const kept = filterActivityTransfers(transfers)
        expect(kept.length).toBeLessThanOrEqual(2)
        for (const transfer of kept) expect(transfers).toContain(transfer)
        const directions = kept.map((transfer) => transfer.direction)
        expect(directions).toEqual([...directions].sort((a, b) => (a === 'out' ? 0 : 1) - (b === 'out' ? 0 : 1)))
      }),
    )
  })

  it('never keeps a transfer under 10% of the opposite-direction amount of its token, nor one under 1% of its group maximum', () => {
    fc.assert(
      fc.property(fc.array(transferArb, { maxLength: 12 }), (transfers) => {
        for (const kept of filterActivityTransfers(transfers)) {
          const token = kept.fungible_info?.symbol
          const same = transfers.filter((transfer) => transfer.fungible_info?.symbol === token)
          const opposite = same.filter((transfer) => transfer.direction !== kept.direction).reduce((sum, transfer) => sum + transferAmount(transfer), 0)
          if (opposite > 0) expect(transferAmount(kept)).toBeGreaterThanOrEqual(0.1 * opposite)
          const max = Math.max(...same.map(transferAmount))
          expect(transferAmount(kept)).toBeGreaterThanOrEqual(0.01 * max * 0.999999)
        }
      }),
    )
  })

  it('drops the gas fee of a swap and keeps the largest value first', () => {
    const sold = fungible('ETH', 'out', '1', 3000)
    const fee = fungible('ETH', 'in', '0.01', 30)
    const bought = fungible('USDC', 'in', '2990', 2990)
    expect(filterActivityTransfers([fee, bought, sold])).toEqual([sold, bought])
  })

  it('drops a dust amount under 1% of its group maximum', () => {
    const big = fungible('PTT', 'in', '100')
    const dust = fungible('PTT', 'in', '0.5')
    expect(filterActivityTransfers([dust, big])).toEqual([big])
  })

  it('reads a hostile amount as 0', () => {
    expect(transferAmount({ quantity: { numeric: '1e400' } })).toBe(0)
    expect(transferAmount({ quantity: { numeric: '-5' } })).toBe(0)
    expect(transferAmount({ quantity: { numeric: 'NaN' } })).toBe(0)
  })
})

describe('operationPrefix (SPEC.md section 9)', () => {
  it("'+' for receive, deposit, borrow and claim, '-' for withdraw, repay and burn, else none", () => {
    for (const type of ['receive', 'deposit', 'borrow', 'claim', 'RECEIVE']) expect(operationPrefix(type)).toBe('+')
    for (const type of ['withdraw', 'repay', 'burn']) expect(operationPrefix(type)).toBe('-')
    fc.assert(
      fc.property(fc.string(), (type) => {
        const known = ['receive', 'deposit', 'borrow', 'claim', 'withdraw', 'repay', 'burn'].includes(type.toLowerCase())
        if (!known) expect(operationPrefix(type)).toBe('')
      }),
    )
  })
})

describe('filterHistory (SPEC.md section 5)', () => {
  const item = (id: string, chain: string | null, transfers: ApiTransfer[]) => ({
    id,
    metadata: { operationType: 'send', status: 'confirmed', sentFrom: '0x1', sentTo: '0x2', minedAt: '2026-01-01T00:00:00Z', chain },
    transfers,
  })
  const spam: ApiTransfer = { direction: 'in', quantity: { numeric: '1' }, nft_info: { name: 'Free', flags: { is_spam: true } } }
  const nft: ApiTransfer = { direction: 'in', quantity: { numeric: '1' }, nft_info: { name: 'Art', flags: { is_spam: false } } }

  it('hides items whose transfers are all spam NFTs and items of other chains, keeps the rest in order', () => {
    const items = [
      item('a', 'eip155:1', [spam]),
      item('b', 'eip155:1', [spam, nft]),
      item('c', 'eip155:10', [nft]),
      item('d', null, []),
      item('e', 'eip155:1', [fungible('ETH', 'out', '1')]),
    ]
    expect(filterHistory(items, 'eip155:1').map((entry) => entry.id)).toEqual(['b', 'd', 'e'])
  })

  it('never lets through a spam-only item or another chain (property)', () => {
    const chainArb = fc.constantFrom('eip155:1', 'eip155:10', null)
    const transfersArb = fc.array(fc.constantFrom(spam, nft, fungible('ETH', 'in', '1')), { maxLength: 4 })
    fc.assert(
      fc.property(fc.array(fc.tuple(chainArb, transfersArb), { maxLength: 10 }), (rows) => {
        const items = rows.map(([chain, transfers], index) => item(String(index), chain, transfers))
        const shown = filterHistory(items, 'eip155:1')
        for (const entry of shown) {
          expect(isSpamOnly(entry)).toBe(false)
          expect(entry.metadata.chain === null || entry.metadata.chain === 'eip155:1').toBe(true)
        }
        expect(shown.length).toBe(items.filter((entry) => !isSpamOnly(entry) && (entry.metadata.chain === null || entry.metadata.chain === 'eip155:1')).length)
      }),
    )
  })
})

describe('isZeroValue (issue 26, address poisoning)', () => {
  const moving = (...numerics: string[]) => ({ transfers: numerics.map((numeric) => fungible('USDC', 'in', numeric)) })

  it('is true when every transfer is zero written any way an API writes decimals', () => {
    for (const zero of ['0', '0.0', '0.000000', '-0', '+0.00', '00', '.0', '0e18', ' 0 ', '0E-5']) expect(isZeroValue(moving(zero)), zero).toBe(true)
    expect(isZeroValue(moving('0', '0.00'))).toBe(true)
  })

  it('is false without transfers, with one transfer above zero (however small, dropped as dust or not), and for text that is no number', () => {
    expect(isZeroValue(moving())).toBe(false)
    expect(isZeroValue(moving('0', '0.000001'))).toBe(false)
    for (const text of ['', '0x0', 'zero', 'NaN', '0.0001', '1e-18', '0 0', '-']) expect(isZeroValue(moving(text)), text).toBe(false)
    fc.assert(
      fc.property(fc.double({ min: Number.MIN_VALUE, max: 1e30, noNaN: true }), fc.array(fc.constantFrom('0', '0.0', '.0')), (amount, zeros) => {
        expect(isZeroValue(moving(...zeros, String(amount)))).toBe(false)
        expect(isZeroValue(moving(amount.toFixed(20)))).toBe(amount.toFixed(20).replace(/[0.]/g, '') === '')
      }),
    )
  })
})
