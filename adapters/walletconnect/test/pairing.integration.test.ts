import type { Network, SourceEvent } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { verifyMessage, createPublicClient, http } from 'viem'
import { createWalletConnectSource } from '../src/exports/index.js'
import type { SessionEip1193Provider } from '../src/handles/createEip1193Handle.js'
import { memoryStorage, realContext, relayAndChain, startWalletSide, until, type WalletSide } from './pairingHarness.js'

const SOLANA_CHAIN = 'solana:localnet'

const solanaNetwork: Network = {
  id: 'localnet',
  name: 'Solana Localnet',
  caipNetworkId: SOLANA_CHAIN,
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}
const cosmosNetwork: Network = {
  id: 'cosmoshub-4',
  name: 'Cosmos Hub',
  caipNetworkId: 'cosmos:cosmoshub-4',
  chainNamespace: 'cosmos',
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

describe('the pairing source against the local relay and a real sign-client wallet', () => {
  const env = relayAndChain([solanaNetwork, cosmosNetwork])

  let clients = 0
  // Each client its own storage prefix: the SDK keeps one core per prefix on globalThis.
  async function start(storage = memoryStorage(), storagePrefix = `dapp${++clients}`) {
    const context = realContext(env.networks)
    const source = createWalletConnectSource({
      projectId: 'portico-devnet',
      relayUrl: env.relay.url,
      storage,
      storagePrefix,
      verify: false,
      metadata: { name: 'Portico test', description: 'test', url: 'http://127.0.0.1', icons: [] },
    })
    const teardown = await source.setup?.(context)
    env.cleanups.push(async () => typeof teardown === 'function' && teardown())
    return { source, context, storage }
  }
  async function wallet(): Promise<WalletSide> {
    return startWalletSide({ relay: env.relay, evmChains: [{ chainId: env.anvil.chainId, rpcUrl: env.anvil.rpcUrl }], solanaRpcUrl: 'http://127.0.0.1:1', solanaChain: SOLANA_CHAIN })
  }
  const uriOf = (events: SourceEvent[]) => events.find((event): event is Extract<SourceEvent, { type: 'displayUri' }> => event.type === 'displayUri')

  it('offers one connector over the namespaces of the site networks', async () => {
    const { context } = await start()
    expect(context.connectors).toEqual([
      expect.objectContaining({ id: 'walletconnect', type: 'WALLET_CONNECT', namespaces: ['eip155', 'solana', 'cosmos'] }),
    ])
  })

  it('pairs through a displayed URI: one session on eip155 and solana; personal_sign verifies; a transaction lands', async () => {
    const { source, context } = await start()
    const side = await wallet()
    const signal = new AbortController().signal
    const started = performance.now()
    const connecting = source.connect({ connectorId: 'walletconnect', networks: env.networks, signal })
    const shown = await until(() => uriOf(context.events))
    expect(shown.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(shown.expiresAt - Date.now()).toBeGreaterThan(230_000)
    await side.wallet.pair(shown.uri)
    const session = await connecting
    const pairingMs = performance.now() - started
    expect(pairingMs).toBeLessThan(10_000)

    expect(Object.keys(session.namespaces).sort()).toEqual(['eip155', 'solana'])
    expect(session.walletInfo?.name).toBe('Portico Pairing Test Wallet')
    const evm = session.namespaces.eip155!
    expect(evm.accounts).toEqual([side.evmAddress])
    expect(evm.chainId).toBe(env.anvil.chainId)
    expect(session.namespaces.solana!.accounts).toEqual([side.solanaAddress])

    const handle = evm.handle as SessionEip1193Provider
    expect(await handle.request({ method: 'eth_chainId' })).toBe(`0x${env.anvil.chainId.toString(16)}`)
    const signature = (await handle.request({ method: 'personal_sign', params: ['0x68656c6c6f', side.evmAddress] })) as `0x${string}`
    expect(await verifyMessage({ address: side.evmAddress as `0x${string}`, message: 'hello', signature })).toBe(true)

    const hash = (await handle.request({
      method: 'eth_sendTransaction',
      params: [{ from: side.evmAddress, to: '0x000000000000000000000000000000000000dEaD', value: '0x1' }],
    })) as `0x${string}`
    const chain = createPublicClient({ transport: http(env.anvil.rpcUrl) })
    const receipt = await chain.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(env.relay.methods()).toEqual(expect.arrayContaining(['irn_subscribe', 'irn_publish', 'wc_proposeSession', 'wc_approveSession']))

    // The URI holds the symmetric key: it is nowhere in what the source logged.
    expect(context.logs.join('\n')).not.toContain(shown.uri)
    expect(context.logs.join('\n')).not.toMatch(/symKey=/)

    // The wallet ends the session; the source tells core.
    await side.wallet.disconnect()
    await until(() => context.events.some((event) => event.type === 'disconnect'))
    await side.client.core.relayer.transportClose()
  })

  it('a rejected proposal rejects the connect as the visitor declining; a new proposal then pairs at once', async () => {
    const { source, context } = await start()
    const side = await wallet()
    const first = source.connect({ connectorId: 'walletconnect', networks: env.networks, signal: new AbortController().signal })
    const shown = await until(() => uriOf(context.events))
    side.wallet.setNextAnswer('reject')
    await side.wallet.pair(shown.uri)
    await expect(first).rejects.toMatchObject({ code: 5000 })

    context.events.length = 0
    const started = performance.now()
    const second = source.connect({ connectorId: 'walletconnect', networks: env.networks, signal: new AbortController().signal })
    const fresh = await until(() => uriOf(context.events))
    expect(fresh.uri).not.toBe(shown.uri)
    await side.wallet.pair(fresh.uri)
    const session = await second
    console.log('RETRY_PAIRING_MS', Math.round(performance.now() - started))
    expect(session.namespaces.eip155?.accounts).toEqual([side.evmAddress])
    await source.disconnect({ connectorId: 'walletconnect' })
    await side.client.core.relayer.transportClose()
  })

  it('a session survives a reload (a new source over the same storage reconnects without a prompt); the site ending it reaches the wallet', async () => {
    const storage = memoryStorage()
    const first = await start(storage, 'reloading')
    const side = await wallet()
    const connecting = first.source.connect({ connectorId: 'walletconnect', networks: env.networks, signal: new AbortController().signal })
    await side.wallet.pair((await until(() => uriOf(first.context.events))).uri)
    await connecting
    await until(() => side.wallet.sessions().length === 1)

    // The reload: the old client is gone (its socket closed), a new one reads the same storage.
    await (first.source.provider as { client: { core: { relayer: { transportClose(): Promise<void> } } } }).client.core.relayer.transportClose()
    // The SDK keeps one core per storage prefix on globalThis; a new page has none.
    delete (globalThis as Record<string, unknown>)._walletConnectCore_reloading
    const reloaded = await start(storage, 'reloading')
    const restored = await reloaded.source.reconnect!({ connectorId: 'walletconnect', networks: env.networks, signal: new AbortController().signal })
    expect(restored?.namespaces.eip155?.accounts).toEqual([side.evmAddress])
    const signature = (await (restored!.namespaces.eip155!.handle as SessionEip1193Provider).request({ method: 'personal_sign', params: ['0x6869', side.evmAddress] })) as `0x${string}`
    expect(await verifyMessage({ address: side.evmAddress as `0x${string}`, message: 'hi', signature })).toBe(true)

    await reloaded.source.disconnect({ connectorId: 'walletconnect' })
    await until(() => side.wallet.sessions().length === 0)
    expect(await reloaded.source.reconnect!({ connectorId: 'walletconnect', networks: env.networks, signal: new AbortController().signal })).toBeNull()
    await side.client.core.relayer.transportClose()
  })

  // Last: the SDK rejects the withdrawn proposal's inner promises later, which would land in the next test.
  it('an aborted proposal is withdrawn: its connect rejects with the reason at once', async () => {
    const { source, context } = await start()
    const giveUp = new AbortController()
    const pending = source.connect({ connectorId: 'walletconnect', networks: env.networks, signal: giveUp.signal })
    await until(() => uriOf(context.events))
    giveUp.abort(new Error('Modal closed'))
    await expect(pending).rejects.toThrow('Modal closed')
  })
})
