import { ProviderRpcError, defineError, errorCodeOf, isPorticoError } from '@portico/core'

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

/** `error.message`, read defensively (a hostile object may throw from a getter or a Proxy trap). */
function messageOf(error: unknown): unknown {
  try {
    return typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined
  } catch {
    return undefined
  }
}

/**
 * A wallet's JSON-RPC error, or the SDK's failure to publish, as a typed error. Never resent. The
 * wallet's code is read where wallets put it (`code`, `data.originalError.code`, `cause.code`,
 * `error.code`, also as a numeric text). Never throws, whatever it is given.
 */
export function toSessionError(error: unknown): unknown {
  if (isPorticoError(error)) return error
  const message = messageOf(error)
  const text = typeof message === 'string' ? message.slice(0, 300) : typeof error === 'string' ? error.slice(0, 300) : ''
  if (PUBLISH_FAILURE.test(text)) return new RelayUnavailableError({ cause: error })
  const code = errorCodeOf(error)
  if (code !== undefined) return new ProviderRpcError(code, text || 'Wallet error', { cause: error })
  return error
}
