import type { Logger } from '../../kernel/logger/createLogger.js'
import type { ClockPort, RandomPort } from '../../kernel/platform/ports.js'
import type { SafeStorage } from '../../kernel/storage/createSafeStorage.js'
import type { CaipNetworkId, ChainNamespace } from '../../kernel/types/namespace.js'
import type { SignatureVerifier } from './signatureVerifier.js'
import type { SiwxMessage, SiwxMessageInput, SiwxSession } from './siwxMessage.js'

/** What a client hands its `siwx` implementation when it starts (see {@link SiwxConfig.setup}). */
export interface SiwxContext {
  /** The client's storage (validated, never throwing). */
  storage: SafeStorage
  clock: ClockPort
  /** Crypto-strength randomness. */
  random: RandomPort
  /** The page's origin, e.g. `https://shop.example`. */
  origin: string
  /** The signature verifier of a namespace, from its chain adapter; undefined when it has none. */
  verifier(namespace: ChainNamespace): SignatureVerifier | undefined
  logger: Logger
}

/**
 * Sign-in with X (the `siwx` option): what a site implements to keep sign-in sessions, usually
 * on its back end, or `createDefaultSiwx()` for sessions kept in the page's storage. Portico
 * calls it after connect and from the sign-in views (SPEC.md section 4); each method may reject,
 * and the flow turns a rejection into its error toast.
 */
export interface SiwxConfig {
  /**
   * The message the visitor will sign for this account and network (a fresh nonce each time).
   * It is checked before the wallet sees it, with the rules a verifier uses (`parseSiwxMessage`):
   * the domain must be the page's host, a scheme before it the page's, the fields valid EIP-4361
   * (a nonce of at least 8 letters and digits, an issue time, a one-line ASCII statement, ...), a
   * `serializedMessage` exactly what the fields say, for this account and network, not expired.
   * Otherwise signing in fails with InvalidSiwxMessageError and nothing is signed.
   */
  createMessage(input: SiwxMessageInput): Promise<SiwxMessage>
  /**
   * Keeps a signed session. Reject to refuse it (a bad signature, a nonce the back end did not
   * issue): the visitor sees 'Sign message failed' and may sign again.
   */
  addSession(session: SiwxSession): Promise<void>
  /** Ends the sessions of this account on this network. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replaces every session (an empty list signs out everywhere). */
  setSessions(sessions: readonly SiwxSession[]): Promise<void>
  /** The valid sessions of this account on this network; none means the visitor is asked to sign. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<readonly SiwxSession[]>
  /**
   * Sign-in is required: the modal cannot be closed on the sign-message view until the visitor
   * signs, and cancelling disconnects (or returns to the last signed network).
   * @default false
   */
  required?: boolean
  /** Clear every session when the visitor disconnects. @default true */
  signOutOnDisconnect?: boolean
  /**
   * Called once when a client starts with this configuration, with the client's ports; returns
   * an optional teardown. The default implementation keeps sessions through them; a site's own
   * may ignore it. Give each client its own configuration object.
   * @default undefined
   */
  setup?(context: SiwxContext): void | (() => void)
}
