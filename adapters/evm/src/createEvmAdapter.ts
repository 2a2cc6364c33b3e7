import {
  ConnectorNotFoundError,
  InvalidWalletResponseError,
  PorticoError,
  UnsupportedProviderMethodError,
  createAdapter,
  isEvmAddress,
  isEvmSignature,
  isEvmTransactionHash,
  type AdapterConnectParams,
  type AdapterConnectResult,
  type AdapterContext,
  type AdapterSendTransactionParams,
  type Logger,
  type Network,
} from '@portico/core'
import type { ChainClient } from './chain/chainClient.js'
import { createChainClient } from './chain/createChainClient.js'
import type { FeeFields } from './chain/fees.js'
import { readNativeBalance } from './chain/readBalances.js'
import { createConnectorRegistry, type ConnectorEntry } from './discovery/createConnectorRegistry.js'
import { watchEip6963 } from './discovery/watchEip6963.js'
import type { Eip1193RequestArguments, TimerLike } from './eip1193.js'
import { toEvmError } from './errors/toEvmError.js'
import type { EvmAdapterOptions } from './evmAdapterOptions.js'
import { validateEvmAdapterOptions } from './validateEvmAdapterOptions.js'
import { createEvmExtras } from './createEvmExtras.js'
import { parseAccounts, parseChainId } from './wallet/parseWalletResponses.js'
import { requestWallet } from './wallet/requestWallet.js'
import { subscribeProvider } from './wallet/subscribeProvider.js'
import { switchChain } from './wallet/switchChain.js'
import { toTransactionRequest } from './wallet/toTransactionRequest.js'
import { utf8ToHex } from './wallet/utf8ToHex.js'

/** A transaction the adapter sends: core's parameters plus optional gas and fee fields. */
export interface EvmSendTransactionParams extends AdapterSendTransactionParams, FeeFields {
  gas?: bigint
}

/** Sends wallet requests for one connector; all failures come out typed. */
export type WalletRequester = (args: Eip1193RequestArguments, kind: 'silent' | 'prompt') => Promise<unknown>

function defaultTimer(): TimerLike {
  const host = globalThis as unknown as {
    setTimeout(callback: () => void, ms: number): unknown
    clearTimeout(handle: unknown): void
  }
  return { setTimeout: (callback, ms) => host.setTimeout(callback, ms), clearTimeout: (handle) => host.clearTimeout(handle) }
}

/**
 * The eip155 adapter: EIP-6963 and legacy injected wallets, the wallet RPC of SPEC.md section 7,
 * and chain reads through viem (loaded on first use).
 * @throws InvalidOptionsError naming the first invalid option
 */
export function createEvmAdapter(input: EvmAdapterOptions = {}) {
  const options = validateEvmAdapterOptions(input)
  let context: AdapterContext | undefined
  let timer: TimerLike = options.timer ?? defaultTimer()
  const logger = (): Pick<Logger, 'warn' | 'debug'> => context?.logger ?? { warn: () => undefined, debug: () => undefined }
  const registry = createConnectorRegistry((connectors) => context?.setConnectors(connectors), options.explorerIdsByRdns)
  const subscriptions = new Map<string, () => void>()
  const clients = new Map<string, Promise<ChainClient>>()

  const entryOf = (connectorId: string): ConnectorEntry => {
    const entry = registry.get(connectorId)
    if (!entry) throw new ConnectorNotFoundError()
    return entry
  }
  const requesterFor = (entry: ConnectorEntry): WalletRequester => (args, kind) =>
    requestWallet(entry.provider, args, {
      timer,
      timeoutMs: kind === 'silent' ? (options.silentRequestTimeoutMs ?? 10_000) : options.promptRequestTimeoutMs,
    })
  const chainClient = (network: Network): Promise<ChainClient> => {
    let client = clients.get(network.caipNetworkId)
    if (!client) {
      client = createChainClient(network, options.transport)
      client.catch(() => clients.delete(network.caipNetworkId))
      clients.set(network.caipNetworkId, client)
    }
    return client
  }

  const finishConnect = async (connectorId: string, entry: ConnectorEntry, accounts: `0x${string}`[]): Promise<AdapterConnectResult> => {
    const address = accounts[0]
    if (!address) throw new InvalidWalletResponseError('empty account list')
    const chainId = parseChainId(await requesterFor(entry)({ method: 'eth_chainId' }, 'silent'))
    if (!subscriptions.has(connectorId) && context) {
      const emit = context.emit
      subscriptions.set(
        connectorId,
        subscribeProvider({ provider: entry.provider, connectorId, emit, onWarning: (message, data) => logger().warn(message, data) }),
      )
    }
    const icon = entry.connector.imageUrl
    return {
      address,
      chainId,
      accounts: accounts.map((account) => ({ address: account, type: 'eoa' as const, namespace: 'eip155' as const })),
      walletInfo: { name: entry.connector.name, ...(icon ? { icon } : {}) },
    }
  }

  const walletChainId = async (request: WalletRequester): Promise<number> => parseChainId(await request({ method: 'eth_chainId' }, 'silent'))

  const sendTransaction = async (params: EvmSendTransactionParams): Promise<{ hash: string }> => {
    const tx = toTransactionRequest(params)
    const entry = entryOf(params.connectorId)
    const request = requesterFor(entry)
    // The wallet signs for its current chain: bring it to the transaction's network first.
    if ((await walletChainId(request)) !== Number(params.network.id)) {
      await switchChain({ request: (args) => request(args, 'prompt'), network: params.network, walletName: entry.connector.name })
    }
    const hash = await request({ method: 'eth_sendTransaction', params: [tx] }, 'prompt')
    if (!isEvmTransactionHash(hash)) throw new InvalidWalletResponseError('transaction hash')
    return { hash }
  }

  const base = createAdapter({
    namespace: 'eip155',

    setup(ctx: AdapterContext) {
      context = ctx
      if (!options.timer) timer = ctx.platform.clock as TimerLike
      const teardowns: (() => void)[] = []
      if (options.injectedProvider) {
        if (typeof (options.injectedProvider as { request?: unknown }).request === 'function') {
          registry.setInjected(options.injectedProvider, options.injectedName ?? 'Browser Wallet', options.injectedExplorerId)
        } else {
          ctx.logger.warn('Ignored the injected provider: it has no request function')
        }
      }
      // The site's enableEIP6963 (on unless set false): off, only the legacy injected provider is offered.
      if (options.eventTarget && ctx.enableEIP6963 !== false) {
        teardowns.push(
          watchEip6963({
            eventTarget: options.eventTarget,
            onAnnounce: (detail) => registry.addAnnounced(detail),
            onWarning: (message, data) => ctx.logger.warn(message, data),
            ...(options.createRequestEvent ? { createRequestEvent: options.createRequestEvent } : {}),
          }),
        )
      }
      ctx.setConnectors(registry.list())
      return () => {
        for (const teardown of teardowns) teardown()
        for (const unsubscribe of subscriptions.values()) unsubscribe()
        subscriptions.clear()
        context = undefined
      }
    },

    async connect(params: AdapterConnectParams): Promise<AdapterConnectResult> {
      const entry = entryOf(params.connectorId)
      const accounts = parseAccounts(await requesterFor(entry)({ method: 'eth_requestAccounts' }, 'prompt'))
      return finishConnect(params.connectorId, entry, accounts)
    },

    async reconnect(params: AdapterConnectParams): Promise<AdapterConnectResult | null> {
      const entry = await registry.waitFor(params.connectorId, options.discoveryWaitMs ?? 500, timer)
      if (!entry) return null
      const accounts = parseAccounts(await requesterFor(entry)({ method: 'eth_accounts' }, 'silent'))
      if (accounts.length === 0) return null
      return finishConnect(params.connectorId, entry, accounts)
    },

    async disconnect(params: { connectorId: string }): Promise<void> {
      subscriptions.get(params.connectorId)?.()
      subscriptions.delete(params.connectorId)
      const entry = registry.get(params.connectorId)
      if (!entry) return
      try {
        await requesterFor(entry)({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }, 'silent')
      } catch (error) {
        // Many wallets lack the method (4200); the site forgets the connection either way.
        if (!(error instanceof UnsupportedProviderMethodError)) logger().warn('wallet_revokePermissions failed', error)
      }
    },

    async switchNetwork(params: { connectorId: string; network: Network }): Promise<void> {
      const entry = entryOf(params.connectorId)
      const request = requesterFor(entry)
      await switchChain({ request: (args) => request(args, 'prompt'), network: params.network, walletName: entry.connector.name })
    },

    async getBalance(params: { address: string; network: Network }) {
      if (!isEvmAddress(params.address)) throw new PorticoError('Invalid EVM address', { code: 'INVALID_ADDRESS', category: 'VALIDATION_ERROR' })
      const address = (params.address.startsWith('0x') ? params.address : `0x${params.address}`) as `0x${string}`
      return readNativeBalance(await chainClient(params.network), params.network, address)
    },

    async signMessage(params: { connectorId: string; address: string; message: string }): Promise<{ signature: string }> {
      const request = requesterFor(entryOf(params.connectorId))
      const signature = await request({ method: 'personal_sign', params: [utf8ToHex(params.message), params.address] }, 'prompt')
      // 65 bytes from an EOA; smart-account signatures (ERC-1271, ERC-6492) are longer, up to a cap.
      if (!isEvmSignature(signature)) throw new InvalidWalletResponseError('signature')
      return { signature }
    },

    sendTransaction,

    async estimateGas(params: EvmSendTransactionParams): Promise<bigint> {
      const { from, to, value, data } = toTransactionRequest(params)
      const call = { from, to, value, ...(data ? { data } : {}) }
      const client = await chainClient(params.network)
      try {
        return BigInt((await client.request({ method: 'eth_estimateGas', params: [call] } as never)) as string)
      } catch (error) {
        throw new PorticoError('error estimating gas', { code: 'ESTIMATE_GAS_FAILED', category: 'NETWORK_ERROR', cause: toEvmError(error) })
      }
    },
  })

  return Object.assign(base, createEvmExtras({ entryOf, requesterFor, chainClient, sendTransaction }))
}

/** The adapter {@link createEvmAdapter} returns. */
export type EvmAdapter = ReturnType<typeof createEvmAdapter>
