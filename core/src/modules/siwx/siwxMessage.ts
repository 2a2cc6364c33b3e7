import type { CaipNetworkId, ChainNamespace } from '../../kernel/types/namespace.js'

/**
 * The sign-in message of SPEC.md section 3: what the visitor signs to open a session. Times are
 * RFC 3339 texts (`2026-01-01T00:00:00.000Z`), kept as text so that a message read back from its
 * serialized form is exactly the message that was written.
 */
export interface SiwxMessage {
  /**
   * The scheme written before the domain (`https` in `https://shop.example wants you to sign in`,
   * EIP-4361's optional `scheme://`); it must be the page's. Left out, as the default
   * implementation does, the first line starts with the domain.
   */
  scheme?: string
  /** The signing account's address (without the CAIP-10 prefix); on eip155 `0x` and 40 hex digits, EIP-55 checksummed or all lower case. */
  accountAddress: string
  /** The CAIP-2 id of the network the message is for, e.g. `eip155:1`. */
  chainId: CaipNetworkId
  /** The host (and port) of the site asking: the page's `location.host`. */
  domain: string
  /** The page the sign-in happens on (an absolute URI of the site's origin). */
  uri: string
  /** Always `'1'` (EIP-4361 and CAIP-122). */
  version: '1'
  /** At least 8 letters and digits; the default implementation makes 32 hex digits (128 bits). */
  nonce: string
  /** The text the wallet shows, when the message was already serialized. Not part of the signed fields. */
  serializedMessage?: string
  /** From when the session is valid (RFC 3339). */
  notBefore?: string
  /** A human-readable line the site asks the visitor to agree with: one line of printable ASCII (EIP-4361). */
  statement?: string
  /** URIs the session grants access to. */
  resources?: readonly string[]
  /** A site-chosen id of the request. */
  requestId?: string
  /** When the message was made (RFC 3339). Required by EIP-4361: a message without it is refused before it is signed. */
  issuedAt?: string
  /** When the session ends (RFC 3339). */
  expirationTime?: string
}

/** A sign-in session: the message, its serialized text as signed, and the signature. */
export interface SiwxSession {
  data: SiwxMessage
  /** The exact text the wallet signed. */
  message: string
  /** The signature, as the namespace writes it (0x hex on eip155, base58 on solana). */
  signature: string
}

/** What a sign-in message is made from: the account and network the visitor signs in with. */
export interface SiwxMessageInput {
  accountAddress: string
  chainId: CaipNetworkId
  /** The e-mail the visitor gave in DataCapture, when e-mail capture is on. */
  email?: string
}

/** The network sign-in happens on when nothing else says (SPEC.md section 5). */
export const DEFAULT_SIWX_CHAIN: CaipNetworkId = 'eip155:1'

/** How each namespace is named in the message's first line ("...sign in with your Ethereum account:"). */
export const SIWX_ACCOUNT_NAMES: Readonly<Record<ChainNamespace, string>> = Object.freeze({
  eip155: 'Ethereum',
  solana: 'Solana',
  polkadot: 'Polkadot',
  bip122: 'Bitcoin',
  cosmos: 'Cosmos',
  sui: 'Sui',
  stacks: 'Stacks',
})

/** The caps the parser holds a message to (lengths in UTF-16 code units). */
export const SIWX_LIMITS = Object.freeze({
  /** The whole serialized message. */
  message: 16_384,
  domain: 253,
  address: 128,
  statement: 1_024,
  uri: 2_048,
  nonceMin: 8,
  nonceMax: 128,
  requestId: 256,
  resources: 64,
  resource: 2_048,
})

/**
 * A session's end in ms since the epoch; undefined for a session without expiry. An unreadable
 * time counts as already ended (0), never as "no expiry".
 */
export function siwxSessionExpiry(session: Pick<SiwxSession, 'data'>): number | undefined {
  const text = session.data.expirationTime
  if (text === undefined) return undefined
  const time = Date.parse(text)
  return Number.isFinite(time) ? time : 0
}
