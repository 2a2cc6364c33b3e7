import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { tokenBalanceSchema, transactionSchema } from './blockchainApi.js'
import { clipText, ENTRY_TEXT_LIMITS, untrustedEntries } from './untrustedEntries.js'

/** What a name or symbol of `max` code points at most reads after validation: itself, or its first max - 1 code points and '…'. */
const cut = (text: string, max: number) => (Array.from(text).length <= max ? text : `${Array.from(text).slice(0, max - 1).join('')}…`)

const text = (maxLength: number) => fc.string({ unit: 'grapheme', maxLength })
const hex = (length: number) => fc.stringMatching(new RegExp(`^[0-9a-f]{${length}}$`))
const finite = fc.double({ noNaN: true, noDefaultInfinity: true })

const goodBalance = fc.record(
  {
    name: text(400),
    symbol: text(120),
    chainId: fc.constantFrom('eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
    address: fc.option(hex(40).map((hex) => `eip155:1:0x${hex}`)),
    value: fc.option(finite),
    price: fc.option(finite),
    quantity: fc.record({ decimals: fc.constantFrom('6', '9', '18'), numeric: fc.stringMatching(/^\d{1,20}(?:\.\d{1,20})?$/) }),
    iconUrl: fc.option(fc.constant('https://icons.example/t.png')),
  },
  { requiredKeys: ['name', 'symbol', 'chainId', 'quantity'] },
)

/** A balance an API got wrong in a field the list cannot do without. */
const brokenBalance = fc.tuple(goodBalance, fc.integer({ min: 0, max: 6 })).map(([balance, which]) => {
  const broken: Record<string, unknown> = { ...balance }
  if (which === 0) broken.chainId = 'eip155:'.padEnd(200, '1')
  if (which === 1) broken.quantity = { decimals: '18' }
  if (which === 2) broken.name = 42
  if (which === 3) broken.symbol = null
  if (which === 4) broken.address = { hex: '0x0' }
  if (which === 5) broken.quantity = { decimals: '18', numeric: '1'.repeat(101) }
  if (which === 6) delete broken.chainId
  return broken
})

const throwing = new Proxy({}, { get: () => { throw new Error('hostile getter') }, ownKeys: () => { throw new Error('hostile keys') } })
const junk = fc.oneof(fc.anything(), fc.constant(throwing), fc.constant(null), fc.constant('balance'))

describe('untrustedEntries with the token balance schema (issue 26)', () => {
  it('keeps exactly the usable entries of any mix, in order, names and symbols cut to their limits; counts the rest; never throws', () => {
    const mixed = fc.array(fc.oneof(goodBalance.map((entry) => ({ good: true as const, entry })), fc.oneof(brokenBalance, junk).map((entry) => ({ good: false as const, entry }))), { maxLength: 12 })
    fc.assert(
      fc.property(mixed, (mix) => {
        const { entries, dropped } = untrustedEntries(mix.map(({ entry }) => entry), tokenBalanceSchema)
        const good = mix.flatMap((item) => (item.good ? [item.entry] : []))
        expect(entries).toEqual(good.map((entry) => ({ ...entry, name: cut(entry.name, ENTRY_TEXT_LIMITS.name), symbol: cut(entry.symbol, ENTRY_TEXT_LIMITS.symbol) })))
        expect(dropped).toBe(mix.length - good.length)
      }),
    )
  })

  it('keeps an entry whose value, price or icon is malformed, without them', () => {
    fc.assert(
      fc.property(goodBalance, fc.constantFrom('value', 'price', 'iconUrl'), fc.oneof(fc.string(), fc.object(), fc.constant('x'.repeat(3000)), fc.constant({ toString: [] })), (balance, field, bad) => {
        fc.pre(typeof bad !== 'string' || field !== 'iconUrl' || bad.length > 2048)
        const { entries, dropped } = untrustedEntries([{ ...balance, [field]: bad }], tokenBalanceSchema)
        expect(dropped).toBe(0)
        expect(entries[0]?.[field as 'value']).toBeUndefined()
        expect(entries[0]?.quantity).toEqual(balance.quantity)
      }),
    )
  })
})

const goodTransaction = fc.record({
  id: fc.string({ minLength: 1, maxLength: 80 }),
  metadata: fc.record({
    operationType: fc.constantFrom('send', 'receive', 'trade'),
    status: fc.constantFrom('confirmed', 'failed', 'pending'),
    sentFrom: hex(40).map((hex) => `0x${hex}`),
    sentTo: hex(40).map((hex) => `0x${hex}`),
    minedAt: fc.constant('2026-01-02T15:04:00.000Z'),
    chain: fc.constant('eip155:1'),
    hash: hex(64).map((hex) => `0x${hex}`),
  }),
  transfers: fc.array(
    fc.record({
      direction: fc.constantFrom('in' as const, 'out' as const, 'self' as const),
      quantity: fc.record({ numeric: fc.stringMatching(/^\d{1,20}(?:\.\d{1,20})?$/) }),
      fungible_info: fc.record({ name: text(300), symbol: text(100) }),
    }),
    { maxLength: 3 },
  ),
})

const brokenTransaction = fc.tuple(goodTransaction, fc.integer({ min: 0, max: 4 })).map(([transaction, which]) => {
  const broken = JSON.parse(JSON.stringify(transaction)) as { id: unknown; metadata: Record<string, unknown>; transfers: unknown[] }
  if (which === 0) broken.id = 'x'.repeat(257)
  if (which === 1) broken.metadata.sentTo = '0x'.padEnd(300, 'a')
  if (which === 2) broken.transfers = [...broken.transfers, { direction: 'sideways', quantity: { numeric: '1' } }]
  if (which === 3) broken.metadata.status = undefined
  if (which === 4) broken.transfers = Array.from({ length: 101 }, () => ({ direction: 'in', quantity: { numeric: '1' } }))
  return broken
})

describe('untrustedEntries with the transaction schema (issue 26)', () => {
  it('keeps exactly the usable transactions of any mix, their names and symbols cut; never throws', () => {
    const mixed = fc.array(fc.oneof(goodTransaction.map((entry) => ({ good: true as const, entry })), fc.oneof(brokenTransaction, junk).map((entry) => ({ good: false as const, entry }))), { maxLength: 10 })
    fc.assert(
      fc.property(mixed, (mix) => {
        const { entries, dropped } = untrustedEntries(mix.map(({ entry }) => entry), transactionSchema)
        const good = mix.flatMap((item) => (item.good ? [item.entry] : []))
        const expected = good.map((entry) => ({
          ...entry,
          transfers: entry.transfers.map((transfer) => ({
            ...transfer,
            fungible_info: { name: cut(transfer.fungible_info.name, ENTRY_TEXT_LIMITS.name), symbol: cut(transfer.fungible_info.symbol, ENTRY_TEXT_LIMITS.symbol) },
          })),
        }))
        expect(entries).toEqual(expected)
        expect(dropped).toBe(mix.length - good.length)
      }),
    )
  })
})

describe('clipText', () => {
  it('never splits a character made of two UTF-16 units', () => {
    expect(clipText('😀'.repeat(5), 3)).toBe('😀😀…')
    expect(clipText('abc', 3)).toBe('abc')
  })
})
