import { expectTypeOf, test } from 'vitest'
import type { ChainAdapter, ConnectorSource, PorticoPlugin, SourceSession, WalletCapabilities } from '@portico/core'
import { createEvmAdapter } from './createEvmAdapter.js'

test('createEvmAdapter is a plug-in playing both roles', () => {
  const adapter = createEvmAdapter()
  expectTypeOf(adapter).toExtend<PorticoPlugin>()
  expectTypeOf(adapter.chain).toExtend<ChainAdapter>()
  expectTypeOf(adapter.connectors).toExtend<ConnectorSource>()
  expectTypeOf(adapter.chain.getTokenBalance).toBeFunction()
})

test('a session handle of any type goes to bindWallet, which answers with core’s capabilities', () => {
  const adapter = createEvmAdapter()
  expectTypeOf(adapter.connectors.connect).returns.resolves.toEqualTypeOf<SourceSession>()
  expectTypeOf(adapter.chain.bindWallet).parameter(0).toHaveProperty('handle').toEqualTypeOf<unknown>()
  expectTypeOf(adapter.chain.bindWallet).returns.toEqualTypeOf<WalletCapabilities>()
  expectTypeOf(adapter.chain.getTokenBalance).parameter(0).toHaveProperty('token').toEqualTypeOf<`0x${string}`>()
})
