import type { SourceEvent } from '@portico/core'
import type { Eip1193Provider } from '../eip1193.js'
import { errorCode } from '../errors/toEvmError.js'
import { parseAccounts, parseChainId } from './parseWalletResponses.js'

export interface SubscribeProviderParams {
  provider: Eip1193Provider
  connectorId: string
  emit(event: SourceEvent): void
  onWarning(message: string, data?: unknown): void
}

/**
 * Forwards a wallet's `accountsChanged`, `chainChanged` and `disconnect` events to core (namespace eip155), after
 * validating their payloads (malformed ones are dropped with a warning). Returns the function that
 * removes the listeners. A provider without `on` gets no subscription.
 */
export function subscribeProvider(params: SubscribeProviderParams): () => void {
  const { provider, connectorId, emit, onWarning } = params
  const listeners: Record<string, (...args: unknown[]) => void> = {
    accountsChanged: (accounts) => {
      try {
        emit({ type: 'accountsChanged', connectorId, namespace: 'eip155', accounts: parseAccounts(accounts) })
      } catch (error) {
        onWarning('Ignored a malformed accountsChanged event', error)
      }
    },
    chainChanged: (chainId) => {
      try {
        emit({ type: 'chainChanged', connectorId, namespace: 'eip155', chainId: parseChainId(chainId) })
      } catch (error) {
        onWarning('Ignored a malformed chainChanged event', error)
      }
    },
    disconnect: (error) => {
      // 1013: MetaMask lost its own RPC connection for a moment and will reconnect; the site stays connected.
      if (errorCode(error) === 1013) return onWarning('The wallet reported a transient disconnect (1013)')
      emit({ type: 'disconnect', connectorId })
    },
  }
  const subscribed: [string, (...args: unknown[]) => void][] = []
  for (const [event, listener] of Object.entries(listeners)) {
    try {
      if (typeof provider.on !== 'function') break
      provider.on(event, listener)
      subscribed.push([event, listener])
    } catch (error) {
      onWarning(`Could not subscribe to the wallet's ${event} event`, error)
    }
  }
  return () => {
    for (const [event, listener] of subscribed) {
      try {
        provider.removeListener?.(event, listener)
      } catch (error) {
        onWarning(`Could not unsubscribe from the wallet's ${event} event`, error)
      }
    }
  }
}
