import bs58 from 'bs58'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseSolanaTransaction, SYSTEM_PROGRAM, TOKEN_PROGRAMS } from './solanaTransfers.js'

const [A, B, SOURCE, DESTINATION, MINT] = ['7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDqsGbwYLqNnCzUqy', 'Hb7iS2rGgr3sQS3vRqLZ9dL4hPCsGqGzJcjzKuxwXvSa', 'C8nRqKkRQJxmHyWQiqVVXdBTW4Zo6i6wHzQ6QZMSbqtD', 'So11111111111111111111111111111111111111112']
const TOKEN = TOKEN_PROGRAMS[0] as string

const systemTransfer = (lamports: bigint) => {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, lamports, true)
  return bs58.encode(data)
}
const tokenTransfer = (tag: 3 | 12, amount: bigint, decimals = 6) => {
  const data = new Uint8Array(tag === 3 ? 9 : 10)
  data[0] = tag
  new DataView(data.buffer).setBigUint64(1, amount, true)
  if (tag === 12) data[9] = decimals
  return bs58.encode(data)
}
const holding = (accountIndex: number, owner: string) => ({ accountIndex, mint: MINT, owner, programId: TOKEN, uiTokenAmount: { amount: '0', decimals: 6, uiAmount: 0, uiAmountString: '0' } })

/** A `getTransaction` answer in the json encoding. */
const answer = (instructions: unknown[], meta: Record<string, unknown> = {}) => ({
  slot: 7,
  blockTime: 1_700_000_000,
  transaction: { signatures: ['x'], message: { accountKeys: [A, B, SYSTEM_PROGRAM, SOURCE, DESTINATION, TOKEN, MINT], instructions } },
  meta: { err: null, preTokenBalances: [holding(3, A)], postTokenBalances: [holding(3, A), holding(4, B)], ...meta },
})

describe('parseSolanaTransaction', () => {
  it('reads System transfers and SPL Transfer / TransferChecked, owners and mint from the token balances', () => {
    const parsed = parseSolanaTransaction('sig', answer([
      { programIdIndex: 2, accounts: [0, 1], data: systemTransfer(1_500_000_000n) },
      { programIdIndex: 5, accounts: [3, 4, 0], data: tokenTransfer(3, 2_500_000n) },
      { programIdIndex: 5, accounts: [3, 6, 4, 0], data: tokenTransfer(12, 1n) },
    ]))
    expect(parsed).toEqual({
      signature: 'sig',
      slot: 7,
      blockTime: 1_700_000_000,
      feePayer: A,
      failed: false,
      transfers: [
        { from: A, to: B, mint: undefined, amount: 1_500_000_000n, decimals: 9 },
        { from: A, to: B, mint: MINT, amount: 2_500_000n, decimals: 6 },
        { from: A, to: B, mint: MINT, amount: 1n, decimals: 6 },
      ],
    })
  })

  it('skips what moves nothing or does not add up: other instructions, zero amounts, a TransferChecked naming another mint or decimals, unknown token accounts', () => {
    const parsed = parseSolanaTransaction('sig', answer([
      { programIdIndex: 2, accounts: [0, 1], data: bs58.encode(new Uint8Array([0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0])) },
      { programIdIndex: 2, accounts: [0, 1], data: systemTransfer(0n) },
      { programIdIndex: 2, accounts: [0, 1], data: bs58.encode(new Uint8Array([2, 0, 0, 0, 1])) },
      { programIdIndex: 5, accounts: [3, 1, 4, 0], data: tokenTransfer(12, 5n) },
      { programIdIndex: 5, accounts: [3, 6, 4, 0], data: tokenTransfer(12, 5n, 9) },
      { programIdIndex: 5, accounts: [1, 4, 0], data: tokenTransfer(3, 5n) },
      { programIdIndex: 1, accounts: [0, 1], data: systemTransfer(9n) },
      { programIdIndex: 99, accounts: [0, 1], data: systemTransfer(9n) },
      { programIdIndex: 2, accounts: [0, 300], data: systemTransfer(9n) },
      { programIdIndex: 2, accounts: [0, 1], data: '0OIl' },
    ]))
    expect(parsed?.transfers).toEqual([])
  })

  it('marks a failed transaction, and refuses what is not a transaction', () => {
    expect(parseSolanaTransaction('sig', answer([], { err: { InstructionError: [0, { Custom: 1 }] } }))?.failed).toBe(true)
    for (const value of [null, 'x', [], {}, { transaction: {}, meta: {} }, answer([]) && { ...answer([]), transaction: { message: { accountKeys: ['0x12'], instructions: [] } } }]) {
      expect(parseSolanaTransaction('sig', value)).toBeUndefined()
    }
  })

  it('never throws on hostile answers, and every transfer it reports is positive and between listed keys', () => {
    const key = fc.constantFrom(A, B, SYSTEM_PROGRAM, SOURCE, DESTINATION, TOKEN, MINT, '0x1', '')
    const data = fc.oneof(fc.constantFrom(systemTransfer(1n), tokenTransfer(3, 2n), tokenTransfer(12, 3n)), fc.uint8Array({ maxLength: 20 }).map((bytes) => bs58.encode(bytes)), fc.string())
    const instruction = fc.record({ programIdIndex: fc.oneof(fc.integer({ min: -2, max: 9 }), fc.anything()), accounts: fc.oneof(fc.array(fc.integer({ min: -1, max: 8 }), { maxLength: 5 }), fc.anything()), data })
    const balance = fc.record({ accountIndex: fc.integer({ min: -1, max: 8 }), mint: key, owner: key, uiTokenAmount: fc.record({ decimals: fc.oneof(fc.integer({ min: -1, max: 30 }), fc.anything()) }) })
    const hostile = fc.record({
      slot: fc.anything(),
      blockTime: fc.anything(),
      transaction: fc.oneof(fc.anything(), fc.record({ message: fc.record({ accountKeys: fc.array(key, { maxLength: 8 }), instructions: fc.array(instruction, { maxLength: 6 }) }) })),
      meta: fc.oneof(fc.anything(), fc.record({ err: fc.anything(), preTokenBalances: fc.array(balance, { maxLength: 4 }), postTokenBalances: fc.oneof(fc.array(balance, { maxLength: 4 }), fc.anything()) })),
    })
    fc.assert(
      fc.property(hostile, (value) => {
        const parsed = parseSolanaTransaction('sig', value)
        const keys = (value.transaction as { message?: { accountKeys?: unknown } })?.message?.accountKeys
        for (const transfer of parsed?.transfers ?? []) {
          expect(transfer.amount > 0n).toBe(true)
          expect(Array.isArray(keys) && (keys.includes(transfer.from) || transfer.mint !== undefined)).toBe(true)
        }
      }),
      { numRuns: 500 },
    )
  })
})
