import type { SiwxConfig, SiwxContext } from './siwxConfig.js'
import { SiwxSignMessageFailedError } from './siwxErrors.js'

/** Options of {@link createDefaultSiwx}. */
export interface DefaultSiwxOptions {
  /** Sign-in is required (see {@link SiwxConfig.required}). @default false */
  required?: boolean
  /** Clear every session when the visitor disconnects. @default true */
  signOutOnDisconnect?: boolean
  /** One line the wallet shows with the message: 1 to 1,024 printable ASCII characters (EIP-4361). @default undefined (no statement) */
  statement?: string
  /** How long a session lasts, in ms. @default 86_400_000 (one day) */
  sessionLifetimeMs?: number
}

/** The default session lifetime: one day. */
export const DEFAULT_SIWX_SESSION_LIFETIME_MS = 86_400_000

/**
 * Sign-in with sessions kept in the page's storage, checked in the page: a site without a back end
 * of its own for sign-in, or one that checks the signed text later (`verifySiwxSession`).
 *
 * - Messages name the page's host and origin, carry a nonce of 128 bits from the platform's
 *   crypto randomness, the issue time and an expiry.
 * - A new session is kept only if its text reads back strictly for this page, names a nonce this
 *   page issued (once per network), the account and network asked for, has not expired, and its signature is
 *   valid (the chain adapter's verifier: EIP-191 on eip155, ed25519 on solana).
 * - Stored sessions are checked again (domain, chain, expiry, signature) each time they are read;
 *   one that fails is dropped from storage.
 *
 * Its code loads on first use, so a site pays for it only when sign-in is on.
 */
export function createDefaultSiwx(options: DefaultSiwxOptions = {}): SiwxConfig {
  const lifetime = options.sessionLifetimeMs ?? DEFAULT_SIWX_SESSION_LIFETIME_MS
  if (!(Number.isSafeInteger(lifetime) && lifetime > 0)) throw new RangeError('sessionLifetimeMs must be a positive whole number of ms')
  // EIP-4361: the statement is one line of ASCII. Refused here, when the site starts, rather than at each sign-in.
  if (options.statement !== undefined && !(typeof options.statement === 'string' && /^[\x20-\x7E]{1,1024}$/.test(options.statement) && !options.statement.startsWith('URI: '))) {
    throw new RangeError('statement must be one line of 1 to 1,024 printable ASCII characters (EIP-4361)')
  }
  const state: { context?: SiwxContext; store?: Promise<import('./defaultSiwxStore.js').DefaultSiwxStore> } = {}
  const store = () => {
    const context = state.context
    if (!context) return Promise.reject(new SiwxSignMessageFailedError({ details: 'the client has not started' }))
    state.store ??= import('./siwxCode.js').then((module) =>
      module.createDefaultSiwxStore(context, { lifetimeMs: lifetime, ...(options.statement !== undefined ? { statement: options.statement } : {}) }),
    )
    return state.store
  }
  return {
    required: options.required === true,
    signOutOnDisconnect: options.signOutOnDisconnect !== false,
    setup(context) {
      state.context = context
      state.store = undefined
    },
    createMessage: async (input) => (await store()).createMessage(input),
    addSession: async (session) => (await store()).addSession(session),
    revokeSession: async (chainId, address) => (await store()).revokeSession(chainId, address),
    setSessions: async (sessions) => (await store()).setSessions(sessions),
    getSessions: async (chainId, address) => (await store()).getSessions(chainId, address),
  }
}
