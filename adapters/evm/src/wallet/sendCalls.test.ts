import { describe, expect, it } from 'vitest'
import { ADDRESS_A } from '../../test/scriptedProvider.js'
import { assertSendCalls, InvalidSendCallsError, toSendCallsParameter } from './sendCalls.js'

describe('wallet_sendCalls validation', () => {
  it('accepts calls whose to and data start with 0x', () => {
    expect(() => assertSendCalls([{ to: ADDRESS_A }, { to: ADDRESS_A, data: '0xabcdef', value: 1n }])).not.toThrow()
  })

  it.each([
    ['an empty batch', []],
    ['not a list', { to: ADDRESS_A }],
    ['a call that is not an object', [null]],
    ['a to without 0x', [{ to: ADDRESS_A.slice(2) }]],
    ['a missing to', [{ data: '0x' }]],
    ['data without 0x', [{ to: ADDRESS_A, data: 'abcdef' }]],
    ['numeric data', [{ to: ADDRESS_A, data: 12 }]],
    ['a negative value', [{ to: ADDRESS_A, value: -1n }]],
  ])('refuses %s', (_label, calls) => {
    expect(() => assertSendCalls(calls)).toThrow(InvalidSendCallsError)
  })

  it('builds the EIP-5792 parameter', () => {
    expect(toSendCallsParameter({ calls: [{ to: ADDRESS_A, value: 16n }], from: ADDRESS_A, chainId: '0x1' })).toEqual({
      version: '2.0.0',
      chainId: '0x1',
      from: ADDRESS_A,
      atomicRequired: false,
      calls: [{ to: ADDRESS_A, value: '0x10' }],
    })
  })
})
