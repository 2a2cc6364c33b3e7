import type { ChainAdapter } from '@portico/core'
import { expectTypeOf, test } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter.js'

test('the adapter fits core’s contract, with every optional capability present', () => {
  const adapter = createEvmAdapter()
  expectTypeOf(adapter).toExtend<ChainAdapter>()
  expectTypeOf(adapter.namespace).toEqualTypeOf<'eip155'>()
  expectTypeOf(adapter.reconnect).toBeFunction()
  expectTypeOf(adapter.switchNetwork).toBeFunction()
  expectTypeOf(adapter.getBalance).toBeFunction()
  expectTypeOf(adapter.estimateGas).returns.resolves.toEqualTypeOf<bigint>()
  expectTypeOf(adapter.estimateFeesPerGas).returns.resolves.toEqualTypeOf<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }>()
})
