import { isUserRejection, type Connector, type Metadata, type SourceContext } from '@portico/core'
import { createMemoryLoginFrame, createMemoryPlatform, NO_ANSWER, testEvmMainnet, testEvmSecond, type LoginFrameHandler } from '@portico/core/testing'
import { describe, expect, it } from 'vitest'
import { createEmbeddedWallet } from './createEmbeddedWallet.js'
import type { FrameEip1193Provider } from './frameEip1193.js'

// Issue 26, round three: the embedded wallet's requests to the login frame, as a site sees them
// through the wallet handles.

const SECURE = 'http://127.0.0.1:4600'
const EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e79d17dc79C'
const METADATA: Metadata = { name: 'Portico Shop', description: 'Things to buy', url: 'https://shop.example', icons: ['https://shop.example/icon.png'] }

function setup(options: { handlers?: Record<string, LoginFrameHandler>; announceReady?: boolean } = {}) {
  const platform = createMemoryPlatform()
  const connectors: Connector[] = []
  const frame = createMemoryLoginFrame({
    platform,
    origin: SECURE,
    announceReady: options.announceReady ?? true,
    handlers: {
      CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
      GET_USER: () => ({ address: EVM_ADDRESS, chainId: 31337, email: 'visitor@example.com', accounts: [{ address: EVM_ADDRESS, type: 'eoa' }] }),
      IS_CONNECTED: () => ({ isConnected: true }),
      SWITCH_NETWORK: (payload) => ({ chainId: (payload as { chainId: number }).chainId }),
      ...options.handlers,
    },
  })
  const context: SourceContext = {
    platform,
    logger: { level: 'warn', debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined, getLogs: () => [], clear: () => undefined },
    networks: [testEvmMainnet, testEvmSecond],
    setConnectors: (list) => void connectors.splice(0, connectors.length, ...list),
    emit: () => undefined,
  }
  const source = createEmbeddedWallet({ secureSiteUrl: `${SECURE}/frame`, projectId: 'devnet', metadata: METADATA }).connectors
  source.setup?.(context)
  const login = async () => {
    const session = await source.session()
    await platform.clock.advanceAsync(500)
    await session.connectEmail('visitor@example.com')
    await session.connectOtp('123456')
    const opened = await source.connect({ connectorId: 'AUTH', networks: context.networks, signal: new AbortController().signal })
    return opened.namespaces.eip155?.handle as FrameEip1193Provider
  }
  return { platform, frame, source, login }
}

const settled = async <T>(promise: Promise<T>) => promise.then(() => ({ status: 'resolved' as const }), (error: unknown) => ({ status: 'rejected' as const, error }))

describe('the embedded wallet and the login frame', () => {
  it("tells the frame the site's name only once it says READY (a frame still loading would lose it), so the approval screen can show it", async () => {
    const { source, frame, platform } = setup({ announceReady: false })
    await source.session()
    await platform.clock.advanceAsync(2_000)
    expect(frame.requests).toEqual([])
    await frame.announceReady()
    expect(frame.requests).toEqual([{ name: 'SYNC_DAPP_DATA', id: expect.any(String), payload: METADATA }])
  })

  it('a network switch while a transaction waits for approval rejects it as a user rejection (4001), and the frame drops it before switching', async () => {
    const { login, frame } = setup({ handlers: { RPC_REQUEST: () => NO_ANSWER } })
    const provider = await login()
    const sending = settled(provider.request({ method: 'eth_sendTransaction', params: [{ to: EVM_ADDRESS, value: '0x1' }] }))
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${testEvmSecond.id.toString(16)}` }] })
    const outcome = await sending
    expect(outcome.status).toBe('rejected')
    const error = (outcome as { error: unknown }).error
    expect(error).toMatchObject({ code: 4001, message: expect.stringContaining('Request was aborted') })
    expect(isUserRejection(error)).toBe(true)
    const names = frame.requests.map((request) => request.name)
    expect(names.indexOf('RPC_ABORT')).toBeGreaterThan(names.indexOf('RPC_REQUEST'))
    expect(names.indexOf('RPC_ABORT')).toBeLessThan(names.indexOf('SWITCH_NETWORK'))
  })
})
