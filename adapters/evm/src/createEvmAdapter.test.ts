import {
  AlertPorticoError,
  ConnectorNotFoundError,
  InvalidOptionsError,
  InvalidWalletResponseError,
  UserRejectedRequestError,
} from '@portico/core'
import { describe, expect, it } from 'vitest'
import { createManualTimer, createTestContext } from '../test/adapterContext.js'
import { announcement, createFakeEventTarget, PNG_ICON } from '../test/fakeEventTarget.js'
import { ADDRESS_A, ADDRESS_B, createScriptedProvider, hang, rpcError } from '../test/scriptedProvider.js'
import { InvalidSendCallsError } from './wallet/sendCalls.js'
import { MixedFeeFieldsError } from './chain/fees.js'
import { createEvmAdapter } from './createEvmAdapter.js'
import { UNREACHABLE_DEVNET } from '../test/unreachableNetwork.js'

const SECOND_UUID = '8b9e8f59-6d0a-4f7a-9a57-8a1d1f1f7e21'
const network = UNREACHABLE_DEVNET

function setup(options: { handlers?: Parameters<typeof createScriptedProvider>[0]; injected?: boolean } = {}) {
  const provider = createScriptedProvider(options.handlers)
  const target = createFakeEventTarget()
  target.addWallet(announcement({ provider }))
  const timer = createManualTimer()
  const context = createTestContext(timer)
  const legacy = createScriptedProvider()
  const adapter = createEvmAdapter({
    eventTarget: target,
    createRequestEvent: (type) => ({ type }),
    ...(options.injected ? { injectedProvider: legacy } : {}),
  })
  const teardown = adapter.setup(context)
  return { adapter, provider, legacy, target, context, timer, teardown }
}

describe('createEvmAdapter', () => {
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
    const context = Object.assign(createTestContext(), { enableEIP6963: false })
    const adapter = createEvmAdapter({ eventTarget: target, createRequestEvent: (type) => ({ type }), injectedProvider: createScriptedProvider() })
    const teardown = adapter.setup(context)
    target.announce(announcement({ uuid: SECOND_UUID, rdns: 'dev.portico.late', name: 'Late', provider: createScriptedProvider() }))
    expect(context.connectors.map((connector) => [connector.id, connector.type])).toEqual([['injected', 'INJECTED']])
    teardown?.()
  })

  it('gives connectors the wallet-registry id the site mapped to their rdns', () => {
    const target = createFakeEventTarget()
    target.addWallet(announcement())
    target.addWallet(announcement({ uuid: SECOND_UUID, rdns: 'dev.portico.unlisted', name: 'Unlisted' }))
    const context = createTestContext()
    const adapter = createEvmAdapter({
      eventTarget: target,
      createRequestEvent: (type) => ({ type }),
      // Announced rdns are lowercased; the site's keys match whatever their case.
      explorerIds: { 'Dev.Portico.Test': 'registry-test-wallet', 'io.absent': 'registry-absent' },
      injectedProvider: createScriptedProvider(),
      injectedExplorerId: 'registry-legacy',
    })
    adapter.setup(context)
    expect(context.connectors.map(({ id, explorerId }) => ({ id, explorerId }))).toEqual([
      { id: 'dev.portico.test', explorerId: 'registry-test-wallet' },
      { id: 'dev.portico.unlisted', explorerId: undefined },
      { id: 'injected', explorerId: 'registry-legacy' },
    ])
    expect('explorerId' in (context.connectors[1] ?? {})).toBe(false)
  })

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

  it('ignores an injected provider without a request function, with a warning', () => {
    const context = createTestContext()
    const adapter = createEvmAdapter({ injectedProvider: { on: () => undefined } as never })
    adapter.setup(context)
    expect(context.connectors).toEqual([])
    expect(context.warnings).toEqual(['Ignored the injected provider: it has no request function'])
  })

  it('connects: eth_requestAccounts then eth_chainId', async () => {
    const { adapter, provider } = setup({ handlers: { eth_requestAccounts: () => [ADDRESS_A, ADDRESS_B] } })
    const result = await adapter.connect({ connectorId: 'dev.portico.test', network })
    expect(result).toEqual({
      address: ADDRESS_A,
      chainId: 31337,
      accounts: [
        { address: ADDRESS_A, type: 'eoa', namespace: 'eip155' },
        { address: ADDRESS_B, type: 'eoa', namespace: 'eip155' },
      ],
      walletInfo: { name: 'Test Wallet', icon: PNG_ICON },
    })
    expect(provider.calls.map((call) => call.method)).toEqual(['eth_requestAccounts', 'eth_chainId'])
  })

  it('refuses non-hex accounts, an empty list and a bad chain id', async () => {
    const bad = setup({ handlers: { eth_requestAccounts: () => ['0xnothex'] } })
    await expect(bad.adapter.connect({ connectorId: 'dev.portico.test', network })).rejects.toBeInstanceOf(InvalidWalletResponseError)
    const empty = setup({ handlers: { eth_requestAccounts: () => [] } })
    await expect(empty.adapter.connect({ connectorId: 'dev.portico.test', network })).rejects.toBeInstanceOf(InvalidWalletResponseError)
    const chain = setup({ handlers: { eth_chainId: () => 31337 } })
    await expect(chain.adapter.connect({ connectorId: 'dev.portico.test', network })).rejects.toBeInstanceOf(InvalidWalletResponseError)
  })

  it('maps a rejection and a synchronously throwing provider to typed errors', async () => {
    const rejecting = setup({ handlers: { eth_requestAccounts: () => Promise.reject(rpcError(4001, 'User rejected the request.')) } })
    await expect(rejecting.adapter.connect({ connectorId: 'dev.portico.test', network })).rejects.toBeInstanceOf(UserRejectedRequestError)

    const target = createFakeEventTarget()
    const throwing = {
      request: () => {
        throw new Error('kaboom')
      },
    }
    target.addWallet(announcement({ provider: throwing }))
    const adapter = createEvmAdapter({ eventTarget: target, createRequestEvent: (type) => ({ type }) })
    adapter.setup(createTestContext())
    const error = await adapter.connect({ connectorId: 'dev.portico.test', network }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'ProviderRpcError', code: -32603, shortMessage: 'kaboom' })
  })

  it('throws ConnectorNotFoundError for an unknown connector', async () => {
    const { adapter } = setup()
    await expect(adapter.connect({ connectorId: 'io.nope', network })).rejects.toBeInstanceOf(ConnectorNotFoundError)
  })

  it('forwards validated wallet events to core, and stops on disconnect', async () => {
    const { adapter, provider, context } = setup()
    await adapter.connect({ connectorId: 'dev.portico.test', network })
    provider.fire('accountsChanged', [ADDRESS_B])
    provider.fire('accountsChanged', ['0xbad'])
    provider.fire('accountsChanged', [])
    provider.fire('chainChanged', '0x7a6a')
    provider.fire('chainChanged', 'oops')
    provider.fire('disconnect', rpcError(1013, 'MetaMask: Disconnected from chain. Attempting to connect.'))
    provider.fire('disconnect', rpcError(4900))
    expect(context.events).toEqual([
      { type: 'accountsChanged', payload: { connectorId: 'dev.portico.test', accounts: [ADDRESS_B] } },
      { type: 'accountsChanged', payload: { connectorId: 'dev.portico.test', accounts: [] } },
      { type: 'chainChanged', payload: { connectorId: 'dev.portico.test', chainId: 31338 } },
      { type: 'disconnect', payload: { connectorId: 'dev.portico.test' } },
    ])
    expect(context.warnings.filter((warning) => warning.startsWith('Ignored a malformed'))).toHaveLength(2)
    expect(context.warnings).toContain('The wallet reported a transient disconnect (1013)')

    await adapter.disconnect({ connectorId: 'dev.portico.test' })
    expect(provider.listenerCount('accountsChanged')).toBe(0)
    expect(provider.calls.at(-1)).toEqual({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    // The scripted wallet lacks wallet_revokePermissions (4200): ignored without a warning.
    expect(context.warnings.some((warning) => warning.includes('revokePermissions'))).toBe(false)
  })

  it('reconnects without a prompt, and returns null when the wallet no longer authorizes', async () => {
    const { adapter, provider } = setup()
    await expect(adapter.reconnect({ connectorId: 'dev.portico.test', network })).resolves.toMatchObject({ address: ADDRESS_A })
    expect(provider.calls.map((call) => call.method)).toEqual(['eth_accounts', 'eth_chainId'])
    provider.handlers.eth_accounts = () => []
    await expect(adapter.reconnect({ connectorId: 'dev.portico.test', network })).resolves.toBeNull()
  })

  it('waits a moment for a wallet that announces late on reconnect', async () => {
    const { adapter, target, timer } = setup()
    const late = createScriptedProvider()
    const pending = adapter.reconnect({ connectorId: 'dev.portico.late', network })
    target.announce(announcement({ uuid: SECOND_UUID, rdns: 'dev.portico.late', provider: late }))
    await expect(pending).resolves.toMatchObject({ address: ADDRESS_A })
    const gone = adapter.reconnect({ connectorId: 'dev.portico.gone', network })
    timer.advance(500)
    await expect(gone).resolves.toBeNull()
  })

  it('times a hanging wallet out on reconnect instead of hanging the page', async () => {
    const { adapter, timer } = setup({ handlers: { eth_accounts: hang } })
    const pending = adapter.reconnect({ connectorId: 'dev.portico.test', network })
    await Promise.resolve()
    timer.advance(10_000)
    await expect(pending).rejects.toBeInstanceOf(AlertPorticoError)
  })

  it('signs with personal_sign over the UTF-8 hex of the message', async () => {
    const signature = `0x${'ab'.repeat(65)}`
    const { adapter, provider } = setup({ handlers: { personal_sign: () => signature } })
    await expect(adapter.signMessage({ connectorId: 'dev.portico.test', address: ADDRESS_A, message: 'hi ✓' })).resolves.toEqual({ signature })
    expect(provider.calls.at(-1)).toEqual({ method: 'personal_sign', params: ['0x686920e29c93', ADDRESS_A] })
    provider.handlers.personal_sign = () => 'not a signature'
    await expect(adapter.signMessage({ connectorId: 'dev.portico.test', address: ADDRESS_A, message: 'x' })).rejects.toBeInstanceOf(
      InvalidWalletResponseError,
    )
  })

  it.each([
    ['0x only', '0x'],
    ['an odd number of hex digits', `0x${'ab'.repeat(65)}a`],
    ['non-hex', `0x${'zz'.repeat(65)}`],
    ['64 bytes', `0x${'ab'.repeat(64)}`],
    ['a 10 MB string', `0x${'ab'.repeat(5_000_000)}`],
    ['a number', 42],
    ['an object', { signature: `0x${'ab'.repeat(65)}` }],
  ])('refuses a personal_sign reply that is %s as an invalid signature', async (_label, reply) => {
    const { adapter } = setup({ handlers: { personal_sign: () => reply } })
    const failure = adapter.signMessage({ connectorId: 'dev.portico.test', address: ADDRESS_A, message: 'x' })
    await expect(failure).rejects.toBeInstanceOf(InvalidWalletResponseError)
    await expect(failure).rejects.toMatchObject({ details: 'the wallet returned an invalid signature' })
  })

  it('accepts a smart-account signature longer than 65 bytes', async () => {
    const signature = `0x${'ab'.repeat(600)}`
    const { adapter } = setup({ handlers: { personal_sign: () => signature } })
    await expect(adapter.signMessage({ connectorId: 'dev.portico.test', address: ADDRESS_A, message: 'x' })).resolves.toEqual({ signature })
  })

  it.each([
    ['0x only', '0x'],
    ['63 hex digits', `0x${'1'.repeat(63)}`],
    ['the all-zero hash', `0x${'0'.repeat(64)}`],
    ['a 10 MB string', `0x${'12'.repeat(5_000_000)}`],
    ['a signature', `0x${'ab'.repeat(65)}`],
    ['null', null],
  ])('refuses an eth_sendTransaction reply that is %s as an invalid transaction hash', async (_label, reply) => {
    const { adapter } = setup({ handlers: { eth_sendTransaction: () => reply } })
    const failure = adapter.sendTransaction({ connectorId: 'dev.portico.test', network, from: ADDRESS_A, to: ADDRESS_B, value: 1n })
    await expect(failure).rejects.toBeInstanceOf(InvalidWalletResponseError)
    await expect(failure).rejects.toMatchObject({ details: 'the wallet returned an invalid transaction hash' })
  })

  it('sends a transaction with hex quantities, validating fee fields first', async () => {
    const hash = `0x${'12'.repeat(32)}`
    const { adapter, provider } = setup({ handlers: { eth_sendTransaction: () => hash } })
    const base = { connectorId: 'dev.portico.test', network, from: ADDRESS_A, to: ADDRESS_B, value: 255n }
    await expect(adapter.sendTransaction({ ...base, maxFeePerGas: 20n, maxPriorityFeePerGas: 1n })).resolves.toEqual({ hash })
    expect(provider.calls.at(-1)).toEqual({
      method: 'eth_sendTransaction',
      params: [{ from: ADDRESS_A, to: ADDRESS_B, value: '0xff', maxFeePerGas: '0x14', maxPriorityFeePerGas: '0x1' }],
    })
    const calls = provider.calls.length
    await expect(adapter.sendTransaction({ ...base, gasPrice: 1n, maxFeePerGas: 2n })).rejects.toBeInstanceOf(MixedFeeFieldsError)
    await expect(adapter.sendTransaction({ ...base, to: '0x12' })).rejects.toThrow('Invalid transaction address')
    expect(provider.calls.length).toBe(calls)
  })

  it('validates wallet_sendCalls before asking the wallet, and reads capabilities', async () => {
    const { adapter, provider } = setup({
      handlers: { wallet_sendCalls: () => ({ id: 'batch-1' }), wallet_getCapabilities: () => ({ '0x7a69': { atomic: { status: 'ready' } } }) },
    })
    const params = { connectorId: 'dev.portico.test', network, from: ADDRESS_A }
    await expect(adapter.sendCalls({ ...params, calls: [{ to: ADDRESS_B, data: 'deadbeef' }] })).rejects.toBeInstanceOf(InvalidSendCallsError)
    expect(provider.calls.some((call) => call.method === 'wallet_sendCalls')).toBe(false)
    await expect(adapter.sendCalls({ ...params, calls: [{ to: ADDRESS_B, data: '0xdeadbeef' }] })).resolves.toEqual({ id: 'batch-1' })
    await expect(adapter.getCapabilities({ connectorId: 'dev.portico.test', address: ADDRESS_A })).resolves.toEqual({
      '0x7a69': { atomic: { status: 'ready' } },
    })
  })

  it('stops discovery and event forwarding on teardown', async () => {
    const { adapter, target, provider, teardown } = setup()
    await adapter.connect({ connectorId: 'dev.portico.test', network })
    ;(teardown as () => void)()
    expect(target.listenerCount('eip6963:announceProvider')).toBe(0)
    expect(provider.listenerCount('chainChanged')).toBe(0)
  })
})
