import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  applyMultiplier,
  assertFeeFields,
  BaseFeeMultiplierError,
  Eip1559FeesNotSupportedError,
  estimateFeesPerGas,
  MaxFeePerGasTooLowError,
  MixedFeeFieldsError,
  type ChainRequest,
} from './fees.js'

const chain = (answers: Record<string, unknown>): ChainRequest => async (method) => {
  if (!(method in answers)) throw new Error(`method ${method} not found`)
  return answers[method]
}

describe('fees', () => {
  it('checks fee fields (SPEC.md section 8)', () => {
    expect(() => assertFeeFields({ maxFeePerGas: 10n, maxPriorityFeePerGas: 2n })).not.toThrow()
    expect(() => assertFeeFields({ gasPrice: 10n })).not.toThrow()
    expect(() => assertFeeFields({ gasPrice: 10n, maxFeePerGas: 10n })).toThrow(MixedFeeFieldsError)
    expect(() => assertFeeFields({ gasPrice: 10n, maxPriorityFeePerGas: 1n })).toThrow(MixedFeeFieldsError)
    const tooLow = (() => {
      try {
        assertFeeFields({ maxFeePerGas: 1n, maxPriorityFeePerGas: 2n })
      } catch (error) {
        return error
      }
    })()
    expect(tooLow).toBeInstanceOf(MaxFeePerGasTooLowError)
    expect((tooLow as MaxFeePerGasTooLowError).shortMessage).toBe('maxFeePerGas cannot be less than maxPriorityFeePerGas')
    expect(() => assertFeeFields({ maxFeePerGas: -1n })).toThrow(/non-negative/)
  })

  it('estimates EIP-1559 fees with the 1.2 multiplier by default', async () => {
    const fees = await estimateFeesPerGas({
      request: chain({ eth_getBlockByNumber: { baseFeePerGas: '0x3b9aca00' }, eth_maxPriorityFeePerGas: '0x5' }),
    })
    expect(fees).toEqual({ maxFeePerGas: 1_200_000_005n, maxPriorityFeePerGas: 5n })
  })

  it('falls back to gasPrice minus base fee without eth_maxPriorityFeePerGas', async () => {
    const fees = await estimateFeesPerGas({
      request: chain({ eth_getBlockByNumber: { baseFeePerGas: '0x64' }, eth_gasPrice: '0x6e' }),
      baseFeeMultiplier: 2,
    })
    expect(fees).toEqual({ maxFeePerGas: 210n, maxPriorityFeePerGas: 10n })
  })

  it("refuses a multiplier below 1: 'baseFeeMultiplier must be greater than 1'", async () => {
    const error = await estimateFeesPerGas({ request: chain({}), baseFeeMultiplier: 0.9 }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BaseFeeMultiplierError)
    expect((error as BaseFeeMultiplierError).shortMessage).toBe('baseFeeMultiplier must be greater than 1')
    await expect(estimateFeesPerGas({ request: chain({}), baseFeeMultiplier: Number.NaN })).rejects.toBeInstanceOf(BaseFeeMultiplierError)
  })

  it('reports a chain without a base fee', async () => {
    const error = await estimateFeesPerGas({ request: chain({ eth_getBlockByNumber: { number: '0x1' } }) }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Eip1559FeesNotSupportedError)
    expect((error as Error).message).toBe('The chain does not support EIP-1559 fees')
  })

  it('multiplies in bigint, rounding up', () => {
    expect(applyMultiplier(10n, 1.2)).toBe(12n)
    expect(applyMultiplier(11n, 1.25)).toBe(14n)
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 100, max: 1000 }), (value, hundredths) => {
        const result = applyMultiplier(value, hundredths / 100)
        expect(result * 100n >= value * BigInt(hundredths)).toBe(true)
        expect(result * 100n - value * BigInt(hundredths) < 100n).toBe(true)
      }),
    )
  })
})
