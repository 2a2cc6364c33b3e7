import { isUserRejection, parseSiwxMessage, type SourceEvent, type SourceSignInRequest } from '@portico/core'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { createWalletConnectSource } from '../src/exports/index.js'
import type { SessionEip1193Provider } from '../src/handles/createEip1193Handle.js'
import { memoryStorage, realContext, relayAndChain, startWalletSide, until, type WalletSide } from './pairingHarness.js'

const NONCE = '6f1d2c3b4a5968778695a4b3c2d1e0f0'

describe('one-click sign-in (the proposal’s authentication request) against the local relay and a real sign-client wallet', () => {
  const env = relayAndChain()

  let clients = 0
  async function start() {
    const context = realContext(env.networks)
    const source = createWalletConnectSource({
      projectId: 'portico-devnet',
      relayUrl: env.relay.url,
      storage: memoryStorage(),
      storagePrefix: `auth${++clients}`,
      verify: false,
      metadata: { name: 'Portico test', description: 'test', url: 'http://127.0.0.1', icons: [] },
    })
    const teardown = await source.setup?.(context)
    env.cleanups.push(async () => typeof teardown === 'function' && teardown())
    return { source, context }
  }
  const wallet = (): Promise<WalletSide> =>
    startWalletSide({ relay: env.relay, evmChains: [{ chainId: env.anvil.chainId, rpcUrl: env.anvil.rpcUrl }], solanaRpcUrl: 'http://127.0.0.1:1', solanaChain: 'solana:localnet' })
  const uriOf = (events: SourceEvent[]) => events.find((event): event is Extract<SourceEvent, { type: 'displayUri' }> => event.type === 'displayUri')
  const request = (): SourceSignInRequest => ({
    chains: [`eip155:${env.anvil.chainId}`],
    message: {
      domain: '127.0.0.1',
      uri: 'http://127.0.0.1',
      version: '1',
      nonce: NONCE,
      statement: 'Sign in to the shop',
      expirationTime: new Date(Date.now() + 86_400_000).toISOString(),
    },
  })

  it('the wallet signs in with the pairing: the signed text reads back strictly for the page, its EIP-191 signature verifies, and the session works', async () => {
    const { source, context } = await start()
    const side = await wallet()
    const connecting = source.connect({ connectorId: 'walletconnect', networks: env.networks, signal: new AbortController().signal, signIn: request() })
    await side.wallet.pair((await until(() => uriOf(context.events))).uri)
    const session = await connecting

    expect(session.namespaces.eip155?.accounts).toEqual([side.evmAddress])
    expect(session.signIns).toHaveLength(1)
    const [signIn] = session.signIns!
    expect(side.wallet.signedIn).toEqual([signIn!.message])
    const data = parseSiwxMessage(signIn!.message, { domain: '127.0.0.1', origin: 'http://127.0.0.1' })
    expect(data).toMatchObject({ accountAddress: side.evmAddress, chainId: `eip155:${env.anvil.chainId}`, nonce: NONCE, uri: 'http://127.0.0.1' })
    expect(data.statement?.startsWith('Sign in to the shop')).toBe(true)
    expect(await verifyMessage({ address: side.evmAddress as `0x${string}`, message: signIn!.message, signature: signIn!.signature as `0x${string}` })).toBe(true)
    // The wallet saw no proposal beside it, and nothing asked it to sign again.
    expect(side.wallet.answered).toEqual([])

    const handle = session.namespaces.eip155!.handle as SessionEip1193Provider
    const signature = (await handle.request({ method: 'personal_sign', params: ['0x68656c6c6f', side.evmAddress] })) as `0x${string}`
    expect(await verifyMessage({ address: side.evmAddress as `0x${string}`, message: 'hello', signature })).toBe(true)
    expect(side.wallet.answered).toEqual(['personal_sign'])
  })

  it('a wallet without one-click sign-in answers the plain proposal: a session and nothing signed', async () => {
    const { source, context } = await start()
    const side = await wallet()
    side.wallet.setAuthenticate(false)
    const connecting = source.connect({ connectorId: 'walletconnect', networks: env.networks, signal: new AbortController().signal, signIn: request() })
    await side.wallet.pair((await until(() => uriOf(context.events))).uri)
    const session = await connecting
    expect(session.namespaces.eip155?.accounts).toEqual([side.evmAddress])
    expect(session.signIns).toBeUndefined()
    expect(side.wallet.signedIn).toEqual([])
  })

  it('a rejected sign-in rejects the connect as the visitor’s rejection, with no session', async () => {
    const { source, context } = await start()
    const side = await wallet()
    side.wallet.setNextAnswer('reject')
    const connecting = source.connect({ connectorId: 'walletconnect', networks: env.networks, signal: new AbortController().signal, signIn: request() })
    connecting.catch(() => undefined)
    await side.wallet.pair((await until(() => uriOf(context.events))).uri)
    const error = await connecting.then(() => undefined, (reason: unknown) => reason)
    expect(isUserRejection(error)).toBe(true)
    expect(side.wallet.sessions()).toEqual([])
    expect(side.wallet.signedIn).toEqual([])
  })
})
