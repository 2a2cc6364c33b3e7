import {
  ConnectorNotFoundError,
  WalletIdentityConflictError,
  InvalidWalletResponseError,
  type ConnectorSource,
  type Logger,
  type SourceContext,
  type SourceSession,
} from '@portico/core'
import type { TimerLike } from '../eip1193.js'
import type { CheckedEvmAdapterOptions } from '../validateEvmAdapterOptions.js'
import { loadSessionParts } from '../wallet/loadSessionParts.js'
import type { requestWallet } from '../wallet/requestWallet.js'
import { createConnectorRegistry, type ConnectorEntry } from './createConnectorRegistry.js'
import { watchEip6963 } from './watchEip6963.js'

/** The id of the injected wallets' connector source. */
export const INJECTED_SOURCE_ID = 'injected'

/**
 * Browser wallets on eip155: EIP-6963 announcements and the legacy injected provider. A session is
 * the wallet's accounts and chain, with the provider itself as the wallet handle. An injected
 * wallet's prompt cannot be withdrawn, so an aborted connect is left to core to reconcile.
 */
export function createInjectedSource(options: CheckedEvmAdapterOptions, timerOf: () => TimerLike): ConnectorSource {
  let context: SourceContext | undefined
  const logger = (): Pick<Logger, 'warn' | 'debug'> => context?.logger ?? { warn: () => undefined, debug: () => undefined }
  const registry = createConnectorRegistry((connectors) => context?.setConnectors(connectors), options.explorerIdsByRdns)
  const subscriptions = new Map<string, () => void>()

  const entryOf = (connectorId: string): ConnectorEntry => {
    const entry = registry.get(connectorId)
    if (!entry) throw new ConnectorNotFoundError()
    return entry
  }
  const requestOptions = (kind: 'silent' | 'prompt') => ({
    timer: timerOf(),
    timeoutMs: kind === 'silent' ? (options.silentRequestTimeoutMs ?? 10_000) : options.promptRequestTimeoutMs,
  })
  const request = async (entry: ConnectorEntry, args: Parameters<typeof requestWallet>[1], kind: 'silent' | 'prompt') =>
    (await loadSessionParts()).requestWallet(entry.provider, args, requestOptions(kind))

  const openSession = async (connectorId: string, entry: ConnectorEntry, accounts: `0x${string}`[]): Promise<SourceSession> => {
    if (accounts.length === 0) throw new InvalidWalletResponseError('empty account list')
    const { parseChainId, subscribeProvider } = await loadSessionParts()
    const chainId = parseChainId(await request(entry, { method: 'eth_chainId' }, 'silent'))
    if (!subscriptions.has(connectorId) && context) {
      const emit = context.emit
      subscriptions.set(
        connectorId,
        subscribeProvider({
          provider: entry.provider,
          connectorId,
          emit: (event) => emit(event),
          onWarning: (message, data) => logger().warn(message, data),
        }),
      )
    }
    const icon = entry.connector.imageUrl
    return {
      namespaces: { eip155: { accounts: accounts.map((address) => ({ address, type: 'eoa' as const })), chainId, handle: entry.provider } },
      walletInfo: { name: entry.connector.name, ...(icon ? { icon } : {}) },
    }
  }

  return {
    id: INJECTED_SOURCE_ID,
    namespaces: ['eip155'],
    setup(ctx) {
      context = ctx
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
            onConflict: (rdns) => registry.markConflict(rdns),
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

    async connect({ connectorId }) {
      const entry = entryOf(connectorId)
      // Two providers claim this identity: neither is asked, whichever announced first.
      if (entry.connector.conflict) throw new WalletIdentityConflictError({ details: `rdns ${connectorId}` })
      const answer = await request(entry, { method: 'eth_requestAccounts' }, 'prompt')
      const accounts = (await loadSessionParts()).parseAccounts(answer)
      return openSession(connectorId, entry, accounts)
    },

    async reconnect({ connectorId }) {
      const entry = await registry.waitFor(connectorId, options.discoveryWaitMs ?? 500, timerOf())
      if (!entry || entry.connector.conflict) return null
      const answer = await request(entry, { method: 'eth_accounts' }, 'silent')
      const accounts = (await loadSessionParts()).parseAccounts(answer)
      if (accounts.length === 0) return null
      return openSession(connectorId, entry, accounts)
    },

    async disconnect({ connectorId }) {
      subscriptions.get(connectorId)?.()
      subscriptions.delete(connectorId)
      const entry = registry.get(connectorId)
      if (!entry) return
      try {
        // A wallet without the method (4200) is no failure; the site forgets the connection either way.
        await (await loadSessionParts()).revokePermissions(entry.provider, requestOptions('silent'))
      } catch (error) {
        logger().warn('wallet_revokePermissions failed', error)
      }
    },
  }
}
