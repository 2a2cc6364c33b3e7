import { WALLETCONNECT_DEEPLINK_CHOICE } from '@walletconnect/sign-client'
import { describe, expect, it } from 'vitest'
import { createWalletConnectSource } from '../src/exports/index.js'
import type { SessionEip1193Provider } from '../src/handles/createEip1193Handle.js'
import { memoryStorage, realContext, relayAndChain, startWalletSide, until } from './pairingHarness.js'

// Issue 26, round three: the SDK (2.21.8) reads the stored deep-link choice on every request and
// opens its href in the page. Against the real SDK, the local relay and a real sign-client wallet:
// an unsafe choice is gone before the SDK starts and before each request, and the SDK reads none.

const UNSAFE = { href: 'javascript:alert(document.cookie)', name: 'Planted' }
const SAFE = { href: 'https://wallet.example/app', name: 'Wallet' }

describe('the stored deep-link choice, with the real pairing SDK', () => {
  const env = relayAndChain()
  let clients = 0

  /**
   * The SDK's storage, recording each read of the choice (what it gave) and each removal, in
   * order. The adapter reads an unsafe choice and removes it at once; the SDK only reads. So an
   * unsafe read not followed at once by a removal is one the SDK got.
   */
  function watchedStorage(planted?: unknown) {
    const storage = memoryStorage()
    if (planted !== undefined) storage.entries.set(WALLETCONNECT_DEEPLINK_CHOICE, planted)
    const log: ({ read: unknown } | 'removed')[] = []
    const { getItem, removeItem } = storage
    storage.getItem = async <T,>(key: string) => {
      const value = await getItem<T>(key)
      if (key === WALLETCONNECT_DEEPLINK_CHOICE) log.push({ read: value })
      return value
    }
    storage.removeItem = async (key: string) => {
      if (key === WALLETCONNECT_DEEPLINK_CHOICE) log.push('removed')
      return removeItem(key)
    }
    /** The reads the SDK was left with: those not followed at once by a removal. */
    const sdkReads = () => log.flatMap((entry, index) => (entry !== 'removed' && log[index + 1] !== 'removed' ? [entry.read] : []))
    return { storage, log, sdkReads }
  }

  async function pair(storage: ReturnType<typeof memoryStorage>) {
    const context = realContext(env.networks)
    const source = createWalletConnectSource({
      projectId: 'portico-devnet',
      relayUrl: env.relay.url,
      storage,
      storagePrefix: `deeplink${++clients}`,
      verify: false,
      metadata: { name: 'Portico test', description: 'test', url: 'http://127.0.0.1', icons: [] },
    })
    const teardown = await source.setup?.(context)
    env.cleanups.push(async () => typeof teardown === 'function' && teardown())
    const side = await startWalletSide({ relay: env.relay, evmChains: [{ chainId: env.anvil.chainId, rpcUrl: env.anvil.rpcUrl }], solanaRpcUrl: 'http://127.0.0.1:1', solanaChain: 'solana:localnet' })
    env.cleanups.push(() => side.client.core.relayer.transportClose())
    const connecting = source.connect({ connectorId: 'walletconnect', networks: env.networks, signal: new AbortController().signal })
    const shown = await until(() => context.events.find((event): event is Extract<typeof event, { type: 'displayUri' }> => event.type === 'displayUri'))
    // The SDK has started: a choice planted before it is gone already.
    const plantedBefore = storage.entries.has(WALLETCONNECT_DEEPLINK_CHOICE)
    await side.wallet.pair(shown.uri)
    const session = await connecting
    env.cleanups.push(() => source.disconnect({ connectorId: 'walletconnect' }))
    return { source, context, side, plantedBefore, handle: session.namespaces.eip155!.handle as SessionEip1193Provider }
  }

  it('removes an unsafe choice before the SDK starts and before each request, so the SDK never reads one; a safe one stays', async () => {
    const { storage, log, sdkReads } = watchedStorage(UNSAFE)
    const { handle, side, plantedBefore, context } = await pair(storage)
    expect(plantedBefore).toBe(false)
    expect(context.logs.some((line) => line.includes('not safe was removed'))).toBe(true)

    // Planted again while the session is open (another script of the page, an old SDK): gone before the SDK's read.
    log.length = 0
    storage.entries.set(WALLETCONNECT_DEEPLINK_CHOICE, JSON.stringify(UNSAFE))
    await handle.request({ method: 'personal_sign', params: ['0x6869', side.evmAddress] })
    expect(storage.entries.has(WALLETCONNECT_DEEPLINK_CHOICE)).toBe(false)
    // The SDK did read the choice for this request, and found none.
    expect(sdkReads()).toEqual([undefined])

    // A safe choice is the SDK's to use.
    log.length = 0
    storage.entries.set(WALLETCONNECT_DEEPLINK_CHOICE, SAFE)
    await handle.request({ method: 'personal_sign', params: ['0x6869', side.evmAddress] })
    expect(storage.entries.get(WALLETCONNECT_DEEPLINK_CHOICE)).toEqual(SAFE)
    expect(sdkReads()).toContainEqual(SAFE)
    expect(log).not.toContain('removed')
  })
})
