// The injected connector source, reached as `createEvmAdapter(...).connectors`: EIP-6963 and
// legacy discovery, sessions, wallet events and teardown, over scripted EIP-1193 providers.
import { AlertPorticoError, ConnectorNotFoundError, InvalidWalletResponseError, UserRejectedRequestError } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { createManualTimer, createTestContext, createTestSignal } from '../../test/adapterContext.js'
import { announcement, createFakeEventTarget, PNG_ICON } from '../../test/fakeEventTarget.js'
import { ADDRESS_A, ADDRESS_B, createScriptedProvider, hang, rpcError } from '../../test/scriptedProvider.js'
import { UNREACHABLE_DEVNET } from '../../test/unreachableNetwork.js'
import { createEvmAdapter } from '../createEvmAdapter.js'

const SECOND_UUID = '8b9e8f59-6d0a-4f7a-9a57-8a1d1f1f7e21'
const CONNECTOR_ID = 'dev.portico.test'

/** What core passes a source's connect and reconnect. */
const connectParams = (connectorId = CONNECTOR_ID) => ({ connectorId, networks: [UNREACHABLE_DEVNET], signal: createTestSignal() })

function setup(options: { handlers?: Parameters<typeof createScriptedProvider>[0]; injected?: boolean } = {}) {
  const provider = createScriptedProvider(options.handlers)
  const target = createFakeEventTarget()
  target.addWallet(announcement({ provider }))
  const timer = createManualTimer()
  const context = createTestContext(timer)
  const legacy = createScriptedProvider()
  const { connectors: source } = createEvmAdapter({
    eventTarget: target,
    createRequestEvent: (type) => ({ type }),
    timer,
    ...(options.injected ? { injectedProvider: legacy } : {}),
  })
  const teardown = source.setup?.(context)
  return { source, provider, legacy, target, context, timer, teardown: teardown as (() => void) | undefined }
}

describe('the injected source: discovery', () => {
  it('lists announced wallets and the legacy injected provider as connectors', () => {
    const { context, target, legacy } = setup({ injected: true })
    expect(context.connectors).toEqual([
      {
        id: 'dev.portico.test',
        name: 'Test Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: PNG_ICON,
        info: { rdns: 'dev.portico.test' },
      },
      { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' },
    ])
    // The legacy provider is the same object as a later announcement: listed once, as announced.
    target.announce(announcement({ uuid: SECOND_UUID, rdns: 'dev.portico.legacy', name: 'Legacy', provider: legacy }))
    expect(context.connectors.map((connector) => connector.id)).toEqual(['dev.portico.test', 'dev.portico.legacy'])
  })

  it('offers no announced wallet, only the legacy injected provider, when the site turned EIP-6963 off', () => {
    const provider = createScriptedProvider()
    const target = createFakeEventTarget()
    target.addWallet(announcement({ provider }))
    const context = createTestContext(createManualTimer(), { enableEIP6963: false })
    const { connectors: source } = createEvmAdapter({ eventTarget: target, createRequestEvent: (type) => ({ type }), injectedProvider: createScriptedProvider() })
    const teardown = source.setup?.(context) as (() => void) | undefined
    target.announce(announcement({ uuid: SECOND_UUID, rdns: 'dev.portico.late', name: 'Late', provider: createScriptedProvider() }))
    expect(context.connectors.map((connector) => [connector.id, connector.type])).toEqual([['injected', 'INJECTED']])
    expect(target.listenerCount('eip6963:announceProvider')).toBe(0)
    teardown?.()
  })

  it('gives connectors the wallet-registry id the site mapped to their rdns', () => {
    const target = createFakeEventTarget()
    target.addWallet(announcement())
    target.addWallet(announcement({ uuid: SECOND_UUID, rdns: 'dev.portico.unlisted', name: 'Unlisted' }))
    const context = createTestContext()
    const { connectors: source } = createEvmAdapter({
      eventTarget: target,
      createRequestEvent: (type) => ({ type }),
      // Announced rdns are lowercased; the site's keys match whatever their case.
      explorerIds: { 'Dev.Portico.Test': 'registry-test-wallet', 'io.absent': 'registry-absent' },
      injectedProvider: createScriptedProvider(),
      injectedExplorerId: 'registry-legacy',
    })
    source.setup?.(context)
    expect(context.connectors.map(({ id, explorerId }) => ({ id, explorerId }))).toEqual([
      { id: 'dev.portico.test', explorerId: 'registry-test-wallet' },
      { id: 'dev.portico.unlisted', explorerId: undefined },
      { id: 'injected', explorerId: 'registry-legacy' },
    ])
    expect('explorerId' in (context.connectors[1] ?? {})).toBe(false)
  })

  it('ignores an injected provider without a request function, with a warning', () => {
    const context = createTestContext()
    const { connectors: source } = createEvmAdapter({ injectedProvider: { on: () => undefined } as never })
    source.setup?.(context)
    expect(context.connectors).toEqual([])
    expect(context.warnings).toEqual(['Ignored the injected provider: it has no request function'])
  })

  it('lists no hostile announcement, and an impostor claiming a known rdns never gets the connection (the identity shows as a conflict)', async () => {
    const { source, context, target, provider } = setup()
    const impostor = createScriptedProvider({ eth_requestAccounts: () => [ADDRESS_B] })
    target.announce(announcement({ uuid: SECOND_UUID, name: 'Test Wallet', provider: impostor }))
    target.announce(announcement({ uuid: 'c7a4b3b2-2f8e-4e55-9d5d-0a1b2c3d4e5f', rdns: 'dev.portico.evil', icon: 'javascript:alert(1)' }))
    target.announce(announcement({ uuid: 'd1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f6', rdns: 'dev.portico.nameless', name: '<img src=x onerror=alert(1)>' }))
    target.announce({ info: announcement().info, provider: { send: () => null } })
    expect(context.connectors.map((connector) => connector.id)).toEqual(['dev.portico.test'])
    expect(context.connectors[0]?.conflict).toBe(true)
    expect(context.warnings.filter((warning) => warning.startsWith('Ignored'))).toHaveLength(4)

    // The page cannot tell which of the two is genuine: neither is asked.
    await expect(source.connect(connectParams())).rejects.toMatchObject({ code: 'WALLET_IDENTITY_CONFLICT' })
    expect(impostor.calls).toEqual([])
    expect((provider as { calls?: unknown[] }).calls ?? []).toEqual([])
  })
})

describe('the injected source: sessions', () => {
  it('connects with eth_requestAccounts then eth_chainId; the session holds the provider as its eip155 handle', async () => {
    const { source, provider } = setup({ handlers: { eth_requestAccounts: () => [ADDRESS_A, ADDRESS_B] } })
    const session = await source.connect(connectParams())
    expect(session).toEqual({
      namespaces: {
        eip155: {
          accounts: [
            { address: ADDRESS_A, type: 'eoa' },
            { address: ADDRESS_B, type: 'eoa' },
          ],
          chainId: 31337,
          handle: provider,
        },
      },
      walletInfo: { name: 'Test Wallet', icon: PNG_ICON },
    })
    expect(session.namespaces.eip155?.handle).toBe(provider)
    expect(provider.calls.map((call) => call.method)).toEqual(['eth_requestAccounts', 'eth_chainId'])
  })

  it('refuses non-hex accounts, an empty list and a bad chain id', async () => {
    const bad = setup({ handlers: { eth_requestAccounts: () => ['0xnothex'] } })
    await expect(bad.source.connect(connectParams())).rejects.toBeInstanceOf(InvalidWalletResponseError)
    const empty = setup({ handlers: { eth_requestAccounts: () => [] } })
    await expect(empty.source.connect(connectParams())).rejects.toBeInstanceOf(InvalidWalletResponseError)
    const chain = setup({ handlers: { eth_chainId: () => 31337 } })
    await expect(chain.source.connect(connectParams())).rejects.toBeInstanceOf(InvalidWalletResponseError)
  })

  it('maps a rejection and a synchronously throwing provider to typed errors', async () => {
    const rejecting = setup({ handlers: { eth_requestAccounts: () => Promise.reject(rpcError(4001, 'User rejected the request.')) } })
    await expect(rejecting.source.connect(connectParams())).rejects.toBeInstanceOf(UserRejectedRequestError)

    const target = createFakeEventTarget()
    const throwing = {
      request: () => {
        throw new Error('kaboom')
      },
    }
    target.addWallet(announcement({ provider: throwing }))
    const { connectors: source } = createEvmAdapter({ eventTarget: target, createRequestEvent: (type) => ({ type }) })
    source.setup?.(createTestContext())
    const error = await source.connect(connectParams()).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'ProviderRpcError', code: -32603, shortMessage: 'kaboom' })
  })

  it('throws ConnectorNotFoundError for an unknown connector', async () => {
    const { source } = setup()
    await expect(source.connect(connectParams('io.nope'))).rejects.toBeInstanceOf(ConnectorNotFoundError)
  })

  it('forwards validated wallet events to core with their namespace, and stops on disconnect', async () => {
    const { source, provider, context } = setup()
    await source.connect(connectParams())
    provider.fire('accountsChanged', [ADDRESS_B])
    provider.fire('accountsChanged', ['0xbad'])
    provider.fire('accountsChanged', [])
    provider.fire('chainChanged', '0x7a6a')
    provider.fire('chainChanged', 'oops')
    provider.fire('disconnect', rpcError(1013, 'MetaMask: Disconnected from chain. Attempting to connect.'))
    provider.fire('disconnect', rpcError(4900))
    expect(context.events).toEqual([
      { type: 'accountsChanged', connectorId: 'dev.portico.test', namespace: 'eip155', accounts: [ADDRESS_B] },
      { type: 'accountsChanged', connectorId: 'dev.portico.test', namespace: 'eip155', accounts: [] },
      { type: 'chainChanged', connectorId: 'dev.portico.test', namespace: 'eip155', chainId: 31338 },
      { type: 'disconnect', connectorId: 'dev.portico.test' },
    ])
    expect(context.warnings.filter((warning) => warning.startsWith('Ignored a malformed'))).toHaveLength(2)
    expect(context.warnings).toContain('The wallet reported a transient disconnect (1013)')

    await source.disconnect({ connectorId: 'dev.portico.test' })
    expect(provider.listenerCount('accountsChanged')).toBe(0)
    expect(provider.calls.at(-1)).toEqual({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    // The scripted wallet lacks wallet_revokePermissions (4200): ignored without a warning.
    expect(context.warnings.some((warning) => warning.includes('revokePermissions'))).toBe(false)
  })

  it('subscribes once per connector however often it connects', async () => {
    const { source, provider } = setup()
    await source.connect(connectParams())
    await source.reconnect?.(connectParams())
    await source.connect(connectParams())
    expect(provider.listenerCount('accountsChanged')).toBe(1)
    expect(provider.listenerCount('chainChanged')).toBe(1)
  })

  it('warns when a wallet fails to revoke its permission for another reason, and still disconnects', async () => {
    const { source, provider, context } = setup({ handlers: { wallet_revokePermissions: () => Promise.reject(rpcError(-32603, 'internal')) } })
    await source.connect(connectParams())
    await expect(source.disconnect({ connectorId: 'dev.portico.test' })).resolves.toBeUndefined()
    expect(context.warnings).toContain('wallet_revokePermissions failed')
    expect(provider.listenerCount('chainChanged')).toBe(0)
  })

  it('reconnects without a prompt, and returns null when the wallet no longer authorizes', async () => {
    const { source, provider } = setup()
    const session = await source.reconnect?.(connectParams())
    expect(session?.namespaces.eip155).toMatchObject({ accounts: [{ address: ADDRESS_A }], chainId: 31337, handle: provider })
    expect(provider.calls.map((call) => call.method)).toEqual(['eth_accounts', 'eth_chainId'])
    provider.handlers.eth_accounts = () => []
    await expect(source.reconnect?.(connectParams())).resolves.toBeNull()
  })

  it('waits a moment for a wallet that announces late on reconnect', async () => {
    const { source, target, timer } = setup()
    const late = createScriptedProvider()
    const pending = source.reconnect?.(connectParams('dev.portico.late'))
    target.announce(announcement({ uuid: SECOND_UUID, rdns: 'dev.portico.late', provider: late }))
    const session = await pending
    expect(session?.namespaces.eip155?.handle).toBe(late)
    const gone = source.reconnect?.(connectParams('dev.portico.gone'))
    timer.advance(499)
    timer.advance(1)
    await expect(gone).resolves.toBeNull()
  })

  it('times a hanging wallet out on reconnect instead of hanging the page', async () => {
    const { source, timer } = setup({ handlers: { eth_accounts: hang } })
    const pending = source.reconnect?.(connectParams())
    const settled = pending?.catch((caught: unknown) => caught)
    // The silent request is on its way once its time limit is set.
    await expect.poll(() => timer.pending()).toBe(1)
    timer.advance(10_000)
    const error = await settled
    expect(error).toBeInstanceOf(AlertPorticoError)
    expect(error).toMatchObject({ shortMessage: 'Wallet Request Timeout' })
  })

  it('stops discovery and event forwarding on teardown', async () => {
    const { source, target, provider, teardown, context } = setup()
    await source.connect(connectParams())
    teardown?.()
    expect(target.listenerCount('eip6963:announceProvider')).toBe(0)
    expect(provider.listenerCount('chainChanged')).toBe(0)
    provider.fire('chainChanged', '0x7a6a')
    expect(context.events).toEqual([])
  })
})
