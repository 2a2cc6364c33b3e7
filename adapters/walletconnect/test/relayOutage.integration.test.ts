import type { SourceEvent } from '@portico/core'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { createWalletConnectSource } from '../src/exports/index.js'
import type { SessionEip1193Provider } from '../src/handles/createEip1193Handle.js'
import { memoryStorage, realContext, relayAndChain, startWalletSide, until } from './pairingHarness.js'

// Its own file: clients keep retrying a relay that is down in the background.
describe('relay outages in the middle of a session (real SDK on both sides)', () => {
  const env = relayAndChain()

  let clients = 0
  /** A dapp and a wallet paired through the relay; the dapp's eip155 handle. */
  async function paired() {
    const context = realContext(env.networks)
    const source = createWalletConnectSource({
      projectId: 'portico-devnet',
      relayUrl: env.relay.url,
      storage: memoryStorage(),
      storagePrefix: `outage${++clients}`,
      verify: false,
      relayTimeoutMs: 1500,
      metadata: { name: 'Portico test', description: 'test', url: 'http://127.0.0.1', icons: [] },
    })
    const teardown = await source.setup?.(context)
    env.cleanups.push(async () => typeof teardown === 'function' && teardown())
    const side = await startWalletSide({ relay: env.relay, evmChains: [{ chainId: env.anvil.chainId, rpcUrl: env.anvil.rpcUrl }], solanaRpcUrl: 'http://127.0.0.1:1', solanaChain: 'solana:localnet' })
    const connecting = source.connect({ connectorId: 'walletconnect', networks: env.networks, signal: new AbortController().signal })
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
    env.relay.setDown(true)
    await until(() => !(side.client.core.relayer as { connected: boolean }).connected || undefined)
    const started = Date.now()
    await expect(sign(handle, side.evmAddress, 'pay 1')).rejects.toMatchObject({ code: 'RELAY_UNAVAILABLE', shortMessage: 'The pairing relay is unreachable. Please try again.' })
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(side.wallet.answered).toEqual([])

    env.relay.setDown(false)
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
    env.relay.setDown(true)
    await until(() => !(side.client.core.relayer as { connected: boolean }).connected || undefined)
    side.evm.releaseHung('approve')
    env.relay.setDown(false)
    const signature = await pending
    expect(await verifyMessage({ address: side.evmAddress as `0x${string}`, message: 'pay 2', signature })).toBe(true)
    expect(await settledAnswers(handle, side.evmAddress, side.wallet.answered)).toEqual(['personal_sign'])
  })
})
