import type { Connector, SourceContext, SourceEvent } from '@portico/core'
import { createMemoryLoginFrame, createMemoryPlatform, testEvmMainnet, testSolana, type LoginFrameHandler } from '@portico/core/testing'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { createEmbeddedWallet } from './createEmbeddedWallet.js'
import type { FrameEip1193Provider } from './frameEip1193.js'

const SECURE = 'http://127.0.0.1:4600'
const EOA = '0x70997970C51812dc3A010C7d01b50e79d17dc79C'
const SMART = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const SOLANA_ADDRESS = 'So11111111111111111111111111111111111111112'

/** The frame's user: its eip155 account type, switched by SET_PREFERRED_ACCOUNT. */
function frameUser(type: 'eoa' | 'smartAccount', chainId: string | number = 31337) {
  return {
    address: type === 'smartAccount' ? SMART : EOA,
    chainId,
    email: 'visitor@example.com',
    accounts: [
      { address: EOA, type: 'eoa' },
      { address: SMART, type: 'smartAccount' },
    ],
    preferredAccountType: type,
    smartAccountDeployed: false,
  }
}

function setup(options: { handlers?: Record<string, LoginFrameHandler>; storageContent?: Record<string, string> } = {}) {
  const platform = createMemoryPlatform({ storageContent: options.storageContent })
  const warnings: string[] = []
  const events: SourceEvent[] = []
  const state = { type: 'eoa' as 'eoa' | 'smartAccount' }
  const frame = createMemoryLoginFrame({
    platform,
    origin: SECURE,
    handlers: {
      GET_USER: (payload) => {
        const { chainId } = payload as { chainId: string }
        return chainId.startsWith('solana:') ? { address: SOLANA_ADDRESS, chainId, email: 'visitor@example.com' } : frameUser(state.type)
      },
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [31337, 'eip155:10', 'solana:1', -1, 1.5, '007x', 31337] }),
      SET_PREFERRED_ACCOUNT: (payload) => {
        state.type = (payload as { type: 'eoa' | 'smartAccount' }).type
        return { type: state.type, address: state.type === 'smartAccount' ? SMART : EOA }
      },
      IS_CONNECTED: () => ({ isConnected: true }),
      ...options.handlers,
    },
  })
  const connectors: Connector[] = []
  const context: SourceContext = {
    platform,
    logger: { level: 'warn', debug: () => undefined, info: () => undefined, warn: (message: string) => void warnings.push(message), error: () => undefined, getLogs: () => [], clear: () => undefined },
    networks: [testEvmMainnet, testSolana],
    setConnectors: (list) => void connectors.splice(0, connectors.length, ...list),
    emit: (event) => void events.push(event),
  }
  const source = createEmbeddedWallet({ secureSiteUrl: `${SECURE}/frame`, projectId: 'devnet' }).connectors
  source.setup?.(context)
  const params = { connectorId: 'AUTH', networks: context.networks, signal: new AbortController().signal }
  const connected = async () => {
    const session = await source.session()
    const opening = source.connect(params)
    await platform.clock.advanceAsync(500)
    return { session, opened: await opening }
  }
  return { platform, frame, source, warnings, events, state, connected }
}

describe('the embedded wallet with smart accounts', () => {
  it("reads the frame's smart-account networks at login (hostile entries dropped) and gives both accounts, the frame's selected one first", async () => {
    const { connected } = setup()
    const { opened } = await connected()
    expect(opened.namespaces.eip155).toMatchObject({
      accounts: [
        { address: EOA, type: 'eoa' },
        { address: SMART, type: 'smartAccount' },
      ],
      smartAccountEnabledNetworks: [31337, 10],
      smartAccountDeployed: false,
    })
    expect(opened.namespaces.solana).not.toHaveProperty('smartAccountEnabledNetworks')
  })

  it('a frame that cannot tell its smart-account networks only warns: no smart account is offered', async () => {
    const { connected, warnings } = setup({ handlers: { GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: 'all' }) } })
    const { opened } = await connected()
    expect(opened.namespaces.eip155?.smartAccountEnabledNetworks).toEqual([])
    expect(warnings).toContain('Smart-account networks not read from the frame')
  })

  it('switches the type in the frame; the wallet handle answers the new address; malformed answers are typed errors', async () => {
    const { connected, frame } = setup()
    const { session, opened } = await connected()
    const provider = opened.namespaces.eip155?.handle as FrameEip1193Provider
    await expect(session.setPreferredAccountType('eip155', 'smartAccount')).resolves.toEqual({ type: 'smartAccount', address: SMART })
    expect(frame.requests.at(-1)).toMatchObject({ name: 'SET_PREFERRED_ACCOUNT', payload: { type: 'smartAccount' } })
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([SMART, EOA])
    await session.setPreferredAccountType('eip155', 'eoa')
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([EOA, SMART])

    for (const answer of [{ type: 'root', address: SMART }, { type: 'smartAccount' }, { type: 'smartAccount', address: '' }, 'smartAccount', null]) {
      frame.setHandler('SET_PREFERRED_ACCOUNT', () => answer)
      await expect(session.setPreferredAccountType('eip155', 'smartAccount')).rejects.toMatchObject({ code: 'INVALID_WALLET_RESPONSE' })
    }
    frame.setHandler('SET_PREFERRED_ACCOUNT', () => {
      throw new Error('Smart accounts are not enabled on this network')
    })
    await expect(session.setPreferredAccountType('eip155', 'smartAccount')).rejects.toThrow('Smart accounts are not enabled on this network')
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([EOA, SMART])
    await expect(session.setPreferredAccountType('cosmos', 'eoa')).rejects.toThrow('The embedded wallet has no cosmos account')
  })

  it('any answer to SET_PREFERRED_ACCOUNT is either a valid { type, address } or a typed error, never a crash or a hang', async () => {
    const { connected, frame } = setup()
    const { session } = await connected()
    const answer = fc.oneof(
      fc.anything(),
      fc.record({ type: fc.oneof(fc.constantFrom('eoa', 'smartAccount', 'payment'), fc.string()), address: fc.oneof(fc.string({ maxLength: 300 }), fc.integer()) }, { requiredKeys: [] }),
    )
    await fc.assert(
      fc.asyncProperty(answer, async (payload) => {
        frame.setHandler('SET_PREFERRED_ACCOUNT', () => payload)
        const outcome = await session.setPreferredAccountType('eip155', 'smartAccount').then(
          (value) => ({ ok: true as const, value }),
          (error: unknown) => ({ ok: false as const, error }),
        )
        if (outcome.ok) {
          expect(['eoa', 'smartAccount', 'payment', 'ordinal', 'stx']).toContain(outcome.value.type)
          expect(typeof outcome.value.address).toBe('string')
          expect(outcome.value.address.length).toBeGreaterThan(0)
        } else {
          expect(outcome.error).toMatchObject({ code: 'INVALID_WALLET_RESPONSE' })
        }
      }),
      { numRuns: 60 },
    )
  })

  it('asks the frame for the stored preferred type at login', async () => {
    const { connected, frame } = setup({ storageContent: { '@portico/preferred_account_types': '{"eip155":"smartAccount"}' } })
    await connected()
    expect(frame.requests.find((request) => request.name === 'GET_USER')?.payload).toMatchObject({ preferredAccountType: 'smartAccount' })
  })

  it("SESSION_UPDATE: the session is read again (never the update's payload) and reported as typed accounts", async () => {
    const { connected, frame, events, state, platform } = setup()
    await connected()
    state.type = 'smartAccount'
    await platform.messaging.deliver({
      data: { type: '@w3m-frame/SESSION_UPDATE', payload: { address: '0x0000000000000000000000000000000000000bad', accounts: 'forged' } },
      origin: SECURE,
      source: platform.frame.mounted[0]!.window,
    })
    await vi.waitFor(() => expect(events.filter((event) => event.type === 'accountsChanged')).toHaveLength(2))
    const changed = events.filter((event) => event.type === 'accountsChanged')
    expect(changed).toContainEqual({
      type: 'accountsChanged',
      connectorId: 'AUTH',
      namespace: 'eip155',
      accounts: [
        { address: SMART, type: 'smartAccount' },
        { address: EOA, type: 'eoa' },
      ],
      smartAccountDeployed: false,
    })
    expect(JSON.stringify(events)).not.toContain('0bad')
    expect(frame.requests.map((request) => request.name).slice(-3)).toEqual(['IS_CONNECTED', 'GET_USER', 'GET_USER'])
  })

  it('SESSION_UPDATE when the frame no longer holds the login: the connection ends and the login cache goes', async () => {
    const { connected, frame, events, platform } = setup({ storageContent: { '@portico/email_login_used': 'true' } })
    await connected()
    frame.setHandler('IS_CONNECTED', () => ({ isConnected: false }))
    await frame.sessionUpdate()
    await vi.waitFor(() => expect(events.at(-1)).toEqual({ type: 'disconnect', connectorId: 'AUTH' }))
    expect(platform.storage.getItem('@portico/email_login_used')).toBeNull()
  })

  it('after a chain switch the session is read again: no smart account there, the EOA alone', async () => {
    const { connected, frame, events } = setup({
      handlers: {
        SWITCH_NETWORK: (payload) => ({ chainId: (payload as { chainId: number }).chainId }),
        GET_USER: (payload) => {
          const { chainId } = payload as { chainId: string }
          if (chainId.startsWith('solana:')) return { address: SOLANA_ADDRESS, chainId }
          return chainId === 'eip155:1' ? { address: EOA, chainId: 1, accounts: [{ address: EOA, type: 'eoa' }] } : frameUser('smartAccount')
        },
      },
    })
    const { opened } = await connected()
    const provider = opened.namespaces.eip155?.handle as FrameEip1193Provider
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([SMART, EOA])
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
    await vi.waitFor(() =>
      expect(events.filter((event) => event.type === 'accountsChanged' && event.namespace === 'eip155').at(-1)).toMatchObject({ accounts: [{ address: EOA, type: 'eoa' }] }),
    )
    expect(frame.requests.filter((request) => request.name === 'GET_USER').at(-2)?.payload).toMatchObject({ chainId: 'eip155:1' })
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([EOA])
  })

  it('a SESSION_UPDATE before any login reads nothing', async () => {
    const { source, frame, platform } = setup()
    await source.session()
    await platform.clock.advanceAsync(500)
    await frame.sessionUpdate()
    expect(frame.requests).toEqual([])
  })
})
