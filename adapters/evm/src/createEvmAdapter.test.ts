// createEvmAdapter as a whole: its options, and its two roles working together. Each role has its
// own tests: discovery/createInjectedSource.test.ts, wallet/bindEvmWallet.test.ts and
// chain/createEvmChainAdapter.test.ts; test/ runs both against real anvil chains.
import { AlertPorticoError, InvalidOptionsError } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { createManualTimer, createTestContext, createTestSignal } from '../test/adapterContext.js'
import { announcement, createFakeEventTarget } from '../test/fakeEventTarget.js'
import { ADDRESS_A, ADDRESS_B, createScriptedProvider, hang, type Handler } from '../test/scriptedProvider.js'
import { UNREACHABLE_DEVNET } from '../test/unreachableNetwork.js'
import { createEvmAdapter } from './createEvmAdapter.js'

const network = UNREACHABLE_DEVNET
const connectParams = () => ({ connectorId: 'dev.portico.test', networks: [network], signal: createTestSignal() })

function announced(handlers: Record<string, Handler>) {
  const provider = createScriptedProvider(handlers)
  const target = createFakeEventTarget()
  target.addWallet(announcement({ provider }))
  return { provider, target }
}

describe('createEvmAdapter', () => {
  it('validates its options like core does, naming the bad one', () => {
    const invalid = (options: unknown) => {
      try {
        createEvmAdapter(options as never)
      } catch (error) {
        return error
      }
      return undefined
    }
    for (const [options, path] of [
      [{ explorerIds: { 'not rdns': 'x' } }, 'explorerIds.not rdns'],
      [{ explorerIds: { 'io.metamask': '' } }, 'explorerIds.io.metamask'],
      [{ explorerIds: { 'io.metamask': 'a', 'IO.MetaMask': 'b' } }, 'explorerIds.IO.MetaMask'],
      [{ explorerIds: ['io.metamask'] }, 'explorerIds'],
      [{ injectedExplorerId: 7 }, 'injectedExplorerId'],
      [{ injectedName: '<b>Wallet</b>' }, 'injectedName'],
      [{ silentRequestTimeoutMs: -1 }, 'silentRequestTimeoutMs'],
      [{ discoveryWaitMs: Number.NaN }, 'discoveryWaitMs'],
      [{ transport: { timeoutMs: 0 } }, 'transport.timeoutMs'],
      [{ eventTarget: {} }, 'eventTarget.addEventListener'],
      [{ explorerID: {} }, 'explorerID'],
    ] as const) {
      const error = invalid(options)
      expect(error, JSON.stringify(options)).toBeInstanceOf(InvalidOptionsError)
      expect((error as InvalidOptionsError).path).toBe(path)
    }
    expect(invalid({ explorerIds: { 'io.metamask': 'c57ca95b47569778a828d19178114f4db188b89b' }, transport: { rank: true } })).toBeUndefined()
  })

  it('plays both roles: what the injected source connects, the chain adapter signs and sends through', async () => {
    const signature = `0x${'ab'.repeat(65)}`
    const hash = `0x${'12'.repeat(32)}`
    const { provider, target } = announced({ personal_sign: () => signature, eth_sendTransaction: () => hash })
    const adapter = createEvmAdapter({ eventTarget: target, createRequestEvent: (type) => ({ type }), timer: createManualTimer() })
    const context = createTestContext()
    adapter.connectors.setup?.(context)
    const connector = context.connectors[0]
    if (!connector) throw new Error('the wallet was not discovered')

    const session = await adapter.connectors.connect(connectParams())
    const capabilities = adapter.chain.bindWallet({ handle: session.namespaces.eip155?.handle, connector })
    if (!capabilities.signMessage.supported || !capabilities.sendTransaction.supported) throw new Error('expected signing and sending')
    await expect(capabilities.signMessage.run({ address: ADDRESS_A, message: 'hi' })).resolves.toEqual({ signature })
    await expect(capabilities.sendTransaction.run({ network, from: ADDRESS_A, to: ADDRESS_B, value: '1' })).resolves.toEqual({ hash })
    expect(provider.calls.map((call) => call.method)).toEqual(['eth_requestAccounts', 'eth_chainId', 'personal_sign', 'eth_chainId', 'eth_sendTransaction'])
  })

  it('gives both roles its request time limits and its timer', async () => {
    const timer = createManualTimer()
    const { provider, target } = announced({ eth_accounts: hang, wallet_getCapabilities: hang })
    const adapter = createEvmAdapter({ eventTarget: target, createRequestEvent: (type) => ({ type }), timer, silentRequestTimeoutMs: 50 })
    adapter.connectors.setup?.(createTestContext(createManualTimer()))
    const reconnecting = adapter.connectors.reconnect?.(connectParams()).catch((caught: unknown) => caught)
    const capabilities = adapter.chain.bindWallet({ handle: provider, connector: { id: 'x', name: 'X', type: 'INJECTED', chain: 'eip155' } })
    if (!capabilities.walletCapabilities.supported) throw new Error('expected the capability report')
    const reading = capabilities.walletCapabilities.run({ address: ADDRESS_A }).catch((caught: unknown) => caught)
    await expect.poll(() => timer.pending()).toBe(2)
    timer.advance(50)
    for (const settled of [await reconnecting, await reading]) {
      expect(settled).toBeInstanceOf(AlertPorticoError)
      expect(settled).toMatchObject({ shortMessage: 'Wallet Request Timeout' })
    }
  })

  // EvmAdapterOptions.timer: @default the client's clock port, from setup (a regression of the v2 split, fixed).
  it("without a timer option, times wallet requests on the client's clock port given at setup", async () => {
    const clock = createManualTimer()
    const { provider, target } = announced({ eth_accounts: hang })
    const adapter = createEvmAdapter({ eventTarget: target, createRequestEvent: (type) => ({ type }), silentRequestTimeoutMs: 1_000 })
    adapter.connectors.setup?.(createTestContext(clock))
    const settled = adapter.connectors.reconnect?.(connectParams()).catch((caught: unknown) => caught)
    await expect.poll(() => provider.calls.length).toBe(1)
    expect(clock.pending()).toBe(1)
    clock.advance(1_000)
    await expect(settled).resolves.toBeInstanceOf(AlertPorticoError)
  })
})
