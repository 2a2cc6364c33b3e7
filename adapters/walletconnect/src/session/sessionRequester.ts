import { PorticoError, ProviderRpcError, defineError } from '@portico/core'

/**
 * The relay could not be reached, so the request was not sent (or its sending failed). The
 * request is never sent a second time on its own: the visitor may try again.
 */
export const RelayUnavailableError = defineError({
  name: 'RelayUnavailableError',
  code: 'RELAY_UNAVAILABLE',
  category: 'NETWORK_ERROR',
  message: 'The pairing relay is unreachable. Please try again.',
})

/** One request through the session to the wallet, on a CAIP-2 chain of the session. */
export type SessionRequest = (params: { chainId: string; method: string; params?: unknown }) => Promise<unknown>

/** What the handles need of the sign client: the relay's state and the session request. */
export interface SessionLink {
  /** The methods the wallet approved on a namespace. */
  methods(namespace: string): readonly string[]
  request: SessionRequest
}

/** Texts the SDK's publisher uses when a message could not be handed to the relay. */
const PUBLISH_FAILURE = /failed to publish|publish.*timed? ?out|socket stalled|websocket connection closed|relay.*(unavailable|not connected)/i

/** A wallet's JSON-RPC error, or the SDK's failure to publish, as a typed error. Never resent. */
export function toSessionError(error: unknown): unknown {
  if (error instanceof PorticoError) return error
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; message?: unknown }
  const text = typeof message === 'string' ? message.slice(0, 300) : typeof error === 'string' ? error.slice(0, 300) : ''
  if (PUBLISH_FAILURE.test(text)) return new RelayUnavailableError({ cause: error })
  if (typeof code === 'number') return new ProviderRpcError(code, text || 'Wallet error', { cause: error })
  return error
}
