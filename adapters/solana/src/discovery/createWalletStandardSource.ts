import {
  AlertPorticoError,
  ConnectorNotFoundError,
  InvalidWalletResponseError,
  WalletIdentityConflictError,
  type Connector,
  type ConnectorSource,
  type Network,
  type SourceContext,
  type SourceSession,
} from '@portico/core'
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import type { TimerLike } from '../chain/waitForSignature.js'
import { toSolanaError } from '../errors/toSolanaError.js'
import { toSolanaChainReference, walletStandardChainOf } from '../networks/walletStandardChain.js'
import { featureOf } from '../wallet/solanaWalletHandle.js'
import { parseWalletAccounts } from './parseWalletAccounts.js'
import { validateWalletRegistration } from './validateWalletRegistration.js'
import { createWalletEntries, type WalletEntry } from './createWalletEntries.js'
import type { WalletRegistryLike } from './walletRegistry.js'

/** The id of the Wallet Standard connector source. */
export const WALLET_STANDARD_SOURCE_ID = 'wallet-standard'

export interface WalletStandardSourceOptions {
  /** The registry; read when the client starts. */
  registry: () => WalletRegistryLike
  timerOf: () => TimerLike
  /** Limit for the silent connect of a reconnect, in ms. */
  silentRequestTimeoutMs: number
  /** Limit for prompts, in ms (none by default). */
  promptRequestTimeoutMs: number | undefined
  /** How long a reconnect waits for the stored wallet to register after a reload, in ms. */
  discoveryWaitMs: number
}

type Connect = StandardConnectFeature['standard:connect']
type Disconnect = StandardDisconnectFeature['standard:disconnect']
type Events = StandardEventsFeature['standard:events']

/** The reference the session starts on: the site's first network the wallet lists, else the wallet's first solana chain. */
function sessionChain(networks: readonly Network[], walletChains: readonly string[]): string {
  const listed = networks.find((network) => network.chainNamespace === 'solana' && walletChains.includes(walletStandardChainOf(network)))
  if (listed) return String(listed.id)
  const first = walletChains.map(toSolanaChainReference).find((reference) => reference !== undefined)
  return first ?? String(networks[0]?.id ?? 'localnet')
}

/**
 * Wallet Standard wallets on solana: registrations are validated (plain-text names, inline icons,
 * a solana chain, the features Portico signs with) and become connectors of type ANNOUNCED. A
 * session is the wallet's solana accounts, with the wallet itself as the handle. Account changes
 * come from `standard:events`.
 */
export function createWalletStandardSource(options: WalletStandardSourceOptions): ConnectorSource {
  let context: SourceContext | undefined
  const warn = (message: string, data?: unknown) => context?.logger.warn(message, data)
  const entries = createWalletEntries((connectors: Connector[]) => context?.setConnectors(connectors))
  const subscriptions = new Map<string, () => void>()

  const call = async <T>(run: () => Promise<T> | T, timeoutMs: number | undefined, what: string): Promise<T> => {
    const timer = options.timerOf()
    let handle: unknown
    const pending = (async () => run())()
    const timeout =
      timeoutMs === undefined
        ? undefined
        : new Promise<never>((_, reject) => {
            handle = timer.setTimeout(() => reject(new AlertPorticoError('WALLET_REQUEST_TIMEOUT', { details: `${what} got no answer in ${timeoutMs} ms` })), timeoutMs)
          })
    try {
      return await (timeout ? Promise.race([pending, timeout]) : pending)
    } catch (error) {
      throw toSolanaError(error)
    } finally {
      if (handle !== undefined) timer.clearTimeout(handle)
      pending.catch(() => undefined)
    }
  }

  const subscribe = (connectorId: string, entry: WalletEntry) => {
    if (subscriptions.has(connectorId) || !context) return
    const events = featureOf<Events>(entry.wallet, 'standard:events', 'on')
    if (!events) return
    const emit = context.emit
    try {
      const off = events.on('change', (properties) => {
        try {
          if (!properties || !('accounts' in properties)) return
          const { addresses } = parseWalletAccounts(properties.accounts)
          emit({ type: 'accountsChanged', connectorId, namespace: 'solana', accounts: addresses })
        } catch (error) {
          warn('Ignored a malformed Wallet Standard change event', error)
        }
      })
      subscriptions.set(connectorId, typeof off === 'function' ? off : () => undefined)
    } catch (error) {
      warn("Could not subscribe to the wallet's change event", error)
    }
  }

  const openSession = (connectorId: string, entry: WalletEntry, accounts: unknown, networks: readonly Network[]): SourceSession => {
    const { addresses, dropped } = parseWalletAccounts(accounts)
    if (dropped > 0) warn(`Left out ${dropped} malformed solana account(s) of ${entry.connector.name}`)
    if (addresses.length === 0) throw new InvalidWalletResponseError('empty account list')
    subscribe(connectorId, entry)
    const icon = entry.connector.imageUrl
    return {
      namespaces: {
        solana: {
          accounts: addresses.map((address) => ({ address, type: 'eoa' as const, publicKey: address })),
          chainId: sessionChain(networks, entry.chains),
          handle: entry.wallet,
        },
      },
      walletInfo: { name: entry.connector.name, ...(icon ? { icon } : {}) },
    }
  }

  const connectFeature = (entry: WalletEntry): Connect => {
    const feature = featureOf<Connect>(entry.wallet, 'standard:connect', 'connect')
    if (!feature) throw new InvalidWalletResponseError('features (standard:connect is gone)')
    return feature
  }

  return {
    id: WALLET_STANDARD_SOURCE_ID,
    namespaces: ['solana'],
    setup(ctx) {
      context = ctx
      const registry = options.registry()
      const add = (...wallets: unknown[]) => {
        for (const wallet of wallets) {
          const check = validateWalletRegistration(wallet)
          if (!check.ok) {
            ctx.logger.warn(`Ignored a Wallet Standard wallet: ${check.reason}`)
            continue
          }
          for (const warning of check.warnings) ctx.logger.warn(warning)
          entries.add(check.wallet, check.info)
        }
      }
      const teardowns: (() => void)[] = []
      try {
        add(...registry.get())
        teardowns.push(registry.on('register', (...wallets) => add(...wallets)))
        teardowns.push(registry.on('unregister', (...wallets) => wallets.forEach((wallet) => entries.remove(wallet))))
      } catch (error) {
        ctx.logger.warn('Could not read the Wallet Standard registry', error)
      }
      ctx.setConnectors(entries.list())
      return () => {
        for (const teardown of teardowns) teardown()
        for (const unsubscribe of subscriptions.values()) unsubscribe()
        subscriptions.clear()
        context = undefined
      }
    },

    async connect({ connectorId, networks }) {
      const entry = entries.get(connectorId)
      if (!entry) throw new ConnectorNotFoundError()
      if (entry.connector.conflict) throw new WalletIdentityConflictError({ details: `Wallet Standard wallet ${entry.connector.name}` })
      const { connect } = connectFeature(entry)
      const answer = await call(() => connect(), options.promptRequestTimeoutMs, 'standard:connect')
      return openSession(connectorId, entry, (answer as { accounts?: unknown } | undefined)?.accounts, networks)
    },

    async reconnect({ connectorId, networks }) {
      const entry = await entries.waitFor(connectorId, options.discoveryWaitMs, options.timerOf())
      if (!entry || entry.connector.conflict) return null
      const { connect } = connectFeature(entry)
      const answer = await call(() => connect({ silent: true }), options.silentRequestTimeoutMs, 'standard:connect (silent)')
      const { addresses } = parseWalletAccounts((answer as { accounts?: unknown } | undefined)?.accounts)
      if (addresses.length === 0) return null
      return openSession(connectorId, entry, (answer as { accounts: unknown }).accounts, networks)
    },

    async disconnect({ connectorId }) {
      subscriptions.get(connectorId)?.()
      subscriptions.delete(connectorId)
      const entry = entries.get(connectorId)
      const feature = entry ? featureOf<Disconnect>(entry.wallet, 'standard:disconnect', 'disconnect') : undefined
      if (!feature) return
      try {
        await call(() => feature.disconnect(), options.silentRequestTimeoutMs, 'standard:disconnect')
      } catch (error) {
        // The site forgets the connection either way.
        warn('standard:disconnect failed', error)
      }
    },
  }
}
