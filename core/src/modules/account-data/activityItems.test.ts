import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { testEvmMainnet } from '../../testing/testNetworks.js'
import { activityItems } from './activityItems.js'
import type { ApiTransaction } from './services/blockchainApi.js'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const PEER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
/** `address` with another middle: its first 3 and last 4 hex digits kept, as an address poisoner makes one. */
const lookAlikeOf = (address: string, digit = 'e') => `0x${address.slice(2, 5)}${digit.repeat(33)}${address.slice(-4)}`

interface Entry {
  id: string
  from: string
  to: string
  amounts?: readonly string[]
  status?: string
}

function transaction({ id, from, to, amounts = ['1'], status = 'confirmed' }: Entry): ApiTransaction {
  const direction = from === ACCOUNT ? 'out' : 'in'
  return {
    id,
    metadata: { operationType: direction === 'out' ? 'send' : 'receive', status, sentFrom: from, sentTo: to, minedAt: '2026-01-02T15:04:00.000Z', chain: testEvmMainnet.caipNetworkId },
    transfers: amounts.map((numeric) => ({ direction, quantity: { numeric }, fungible_info: { name: 'USD Coin', symbol: 'USDC' } })),
  }
}

const flags = (entries: readonly Entry[]) =>
  Object.fromEntries(activityItems(entries.map(transaction), testEvmMainnet, ACCOUNT).map((item) => [item.id, { zero: item.isZeroValue, lookAlikeOf: item.lookAlikeOf }]))

describe('activityItems flags (issue 26, address poisoning)', () => {
  it('marks a transaction that moves nothing, judged on every transfer before any is filtered out', () => {
    const result = flags([
      { id: 'zero', from: PEER, to: ACCOUNT, amounts: ['0', '0.000'] },
      { id: 'dust', from: PEER, to: ACCOUNT, amounts: ['1000', '0'] },
      { id: 'none', from: PEER, to: ACCOUNT, amounts: [] },
      { id: 'text', from: PEER, to: ACCOUNT, amounts: ['zero'] },
    ])
    expect(Object.entries(result).map(([id, flag]) => [id, flag.zero])).toEqual([['zero', true], ['dust', false], ['none', false], ['text', false]])
  })

  it("names the address a counterparty imitates: the account's own, or one the account sent to on any loaded page", () => {
    const result = flags([
      { id: 'poison', from: lookAlikeOf(PEER), to: ACCOUNT, amounts: ['0'] },
      { id: 'self-poison', from: lookAlikeOf(ACCOUNT), to: ACCOUNT, amounts: ['0.5'] },
      { id: 'genuine', from: ACCOUNT, to: PEER },
      { id: 'back', from: PEER.toLowerCase(), to: ACCOUNT },
    ])
    expect(result).toEqual({
      poison: { zero: true, lookAlikeOf: PEER },
      'self-poison': { zero: false, lookAlikeOf: ACCOUNT },
      genuine: { zero: false, lookAlikeOf: undefined },
      back: { zero: false, lookAlikeOf: undefined },
    })
  })

  it('only the visitor\'s own sends make an address known: not an incoming one, a zero-value send or a failed one', () => {
    const incoming = '0x1111111111111111111111111111111111112222'
    const zeroSent = '0x3333333333333333333333333333333333334444'
    const failed = '0x5555555555555555555555555555555555556666'
    const result = flags([
      { id: 'a', from: lookAlikeOf(incoming), to: ACCOUNT },
      { id: 'b', from: lookAlikeOf(zeroSent), to: ACCOUNT },
      { id: 'c', from: lookAlikeOf(failed), to: ACCOUNT },
      { id: 'dust-in', from: incoming, to: ACCOUNT, amounts: ['5'] },
      { id: 'zero-out', from: ACCOUNT, to: zeroSent, amounts: ['0'] },
      { id: 'failed-out', from: ACCOUNT, to: failed, status: 'failed' },
    ])
    for (const id of ['a', 'b', 'c']) expect(result[id]?.lookAlikeOf, id).toBeUndefined()
  })

  it('never flags a known address, and every flag names a known address with the same first 3 and last 4 characters (property)', () => {
    const address = fc.constantFrom(ACCOUNT, PEER, lookAlikeOf(PEER), lookAlikeOf(PEER, 'd'), lookAlikeOf(ACCOUNT), '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    const entry = fc.record({ counterparty: address, out: fc.boolean(), zero: fc.boolean(), failed: fc.boolean() })
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), (rows) => {
        const entries = rows.map((row, index): Entry => ({
          id: String(index),
          from: row.out ? ACCOUNT : row.counterparty,
          to: row.out ? row.counterparty : ACCOUNT,
          amounts: [row.zero ? '0' : '1'],
          status: row.failed ? 'failed' : 'confirmed',
        }))
        const known = new Set([ACCOUNT, ...rows.filter((row) => row.out && !row.zero && !row.failed).map((row) => row.counterparty)].map((value) => value.toLowerCase()))
        for (const item of activityItems(entries.map(transaction), testEvmMainnet, ACCOUNT)) {
          if (known.has(item.counterparty.toLowerCase())) expect(item.lookAlikeOf).toBeUndefined()
          if (item.lookAlikeOf === undefined) continue
          expect(known.has(item.lookAlikeOf.toLowerCase())).toBe(true)
          expect(item.lookAlikeOf.slice(2, 5).toLowerCase()).toBe(item.counterparty.slice(2, 5).toLowerCase())
          expect(item.lookAlikeOf.slice(-4).toLowerCase()).toBe(item.counterparty.slice(-4).toLowerCase())
        }
      }),
    )
  })
})
