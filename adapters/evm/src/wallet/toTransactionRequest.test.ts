import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ADDRESS_A, ADDRESS_B } from '../../test/scriptedProvider.js'
import { MaxFeePerGasTooLowError, MixedFeeFieldsError } from '../chain/fees.js'
import { toTransactionRequest } from './toTransactionRequest.js'

const base = { from: ADDRESS_A, to: ADDRESS_B, value: 0n }

describe('toTransactionRequest', () => {
  it('writes quantities as hex and keeps data', () => {
    expect(toTransactionRequest({ ...base, value: 10n, data: '0xabcd', gas: 21_000n, gasPrice: 1n })).toEqual({
      from: ADDRESS_A,
      to: ADDRESS_B,
      value: '0xa',
      data: '0xabcd',
      gas: '0x5208',
      gasPrice: '0x1',
    })
  })

  it.each([
    ['a to without 0x', { ...base, to: ADDRESS_B.slice(2) }, /Invalid transaction address/],
    ['a short from', { ...base, from: '0x1234' }, /Invalid transaction address/],
    ['odd-length data', { ...base, data: '0xabc' }, /0x-prefixed hex/],
    ['data without 0x', { ...base, data: 'abcd' }, /0x-prefixed hex/],
    ['a negative value', { ...base, value: -1n }, /value must be a non-negative bigint/],
    ['a number value', { ...base, value: 1 as unknown as bigint }, /value must be a non-negative bigint/],
    ['a negative gas', { ...base, gas: -5n }, /gas must be a non-negative bigint/],
  ])('refuses %s', (_label, fields, message) => {
    expect(() => toTransactionRequest(fields)).toThrow(message)
  })

  it('applies the fee rules', () => {
    expect(() => toTransactionRequest({ ...base, gasPrice: 1n, maxFeePerGas: 1n })).toThrow(MixedFeeFieldsError)
    expect(() => toTransactionRequest({ ...base, maxFeePerGas: 1n, maxPriorityFeePerGas: 2n })).toThrow(MaxFeePerGasTooLowError)
  })

  it('round-trips any non-negative value', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), (value) => {
        expect(BigInt(toTransactionRequest({ ...base, value }).value as string)).toBe(value)
      }),
    )
  })
})
