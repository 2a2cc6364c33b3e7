import type { Network, SourceEvent } from '@portico/core'
import { startAnvil, type AnvilChain, type WalletConnectRelay } from '@portico/test-chains'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createWalletConnectSource } from '../src/exports/index.js'
import type { SessionEip1193Provider } from '../src/handles/createEip1193Handle.js'
import { memoryStorage, realContext, startWalletConnectRelay, startWalletSide, until } from './pairingHarness.js'

// Its own file: clients keep retrying a relay that is down in the background.
describe('relay outages in the middle of a session (real SDK on both sides)', () => {
  let relay: WalletConnectRelay
  let anvil: AnvilChain
  let networks: Network[]
  const cleanups: (() => Promise<unknown>)[] = []

  beforeAll(async () => {
    ;[relay, anvil] = await Promise.all([startWalletConnectRelay(), startAnvil({ chainId: 31337 })])
    networks = [
      {
        id: anvil.chainId,
        name: 'Anvil',
        caipNetworkId: `eip155:${anvil.chainId}`,
        chainNamespace: 'eip155',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [anvil.rpcUrl] } },
      },
    ]
  })
  afterAll(async () => {
    await Promise.all([relay?.stop(), anvil?.stop()])
  })
  afterEach(async () => {
    relay.setDown(false)
    for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => undefined)
  })

  let clients = 0
  /** A dapp and a wallet paired through the relay; the dapp's eip155 handle. */
  async function paired() {
    const context = realContext(networks)
    const source = createWalletConnectSource({
      projectId: 'portico-devnet',
      relayUrl: relay.url,
      storage: memoryStorage(),
      storagePrefix: `outage${++clients}`,
      verify: false,
      relayTimeoutMs: 1500,
      metadata: { name: 'Portico test', description: 'test', url: 'http://127.0.0.1', icons: [] },
    })
    const teardown = await source.setup?.(context)
    cleanups.push(async () => typeof teardown === 'function' && teardown())
    const side = await startWalletSide({ relay, evmChains: [{ chainId: anvil.chainId, rpcUrl: anvil.rpcUrl }], solanaRpcUrl: 'http://127.0.0.1:1', solanaChain: 'solana:localnet' })
    const connecting = source.connect({ connectorId: 'walletconnect', networks, signal: new AbortController().signal })
    const shown = await until(() => context.events.find((event): event is Extract<SourceEvent, { type: 'displayUri' }> => event.type === 'displayUri'))
    await side.wallet.pair(shown.uri)
    const session = await connecting
    return { side, handle: session.namespaces.eip155!.handle as SessionEip1193Provider }
  }
  const sign = (handle: SessionEip1193Provider, address: string, text: string) =>
    handle.request({ method: 'personal_sign', params: [`0x${Buffer.from(text).toString('hex')}`, address] }) as Promise<`0x${string}`>

  /** A later request answered proves no copy of an earlier one is still coming (the wallet answers in order). */
  async function settledAnswers(handle: SessionEip1193Provider, address: string, answered: readonly string[]) {
    await sign(handle, address, 'marker')
    return answered.slice(0, -1)
  }

  it('a request while the relay is down fails with the retryable RELAY_UNAVAILABLE, unsent; once it is back the retry is answered, and the wallet saw it once', async () => {
    const { side, handle } = await paired()
    relay.setDown(true)
    await until(() => !(side.client.core.relayer as { connected: boolean }).connected || undefined)
    const started = Date.now()
    await expect(sign(handle, side.evmAddress, 'pay 1')).rejects.toMatchObject({ code: 'RELAY_UNAVAILABLE', shortMessage: 'The pairing relay is unreachable. Please try again.' })
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(side.wallet.answered).toEqual([])

    relay.setDown(false)
    // The visitor tries again; while the client is still reconnecting (it backs off 1, 2, 3... s
    // between attempts) a try fails the same retryable way, unsent.
    let signature: `0x${string}` | undefined
    const failures: unknown[] = []
    for (let attempt = 0; attempt < 8 && !signature; attempt++) {
      signature = await sign(handle, side.evmAddress, 'pay 1').catch((error: unknown) => (failures.push(error), undefined))
    }
    for (const failure of failures) expect(failure).toMatchObject({ code: 'RELAY_UNAVAILABLE' })
    if (!signature) throw new Error('the retry was never answered')
    expect(await verifyMessage({ address: side.evmAddress as `0x${string}`, message: 'pay 1', signature })).toBe(true)
    expect(await settledAnswers(handle, side.evmAddress, side.wallet.answered)).toEqual(['personal_sign'])
  })

  it('a request in flight when the relay drops is answered once it is back, and the wallet saw it once (never submitted twice)', async () => {
    const { side, handle } = await paired()
    side.evm.setNextBehavior('hang')
    const pending = sign(handle, side.evmAddress, 'pay 2')
    // The wallet holds the request (its visitor has not answered yet) when the relay goes down.
    await until(() => side.evm.hungCount === 1 || undefined)
    relay.setDown(true)
    await until(() => !(side.client.core.relayer as { connected: boolean }).connected || undefined)
    side.evm.releaseHung('approve')
    relay.setDown(false)
    const signature = await pending
    expect(await verifyMessage({ address: side.evmAddress as `0x${string}`, message: 'pay 2', signature })).toBe(true)
    expect(await settledAnswers(handle, side.evmAddress, side.wallet.answered)).toEqual(['personal_sign'])
  })
})
