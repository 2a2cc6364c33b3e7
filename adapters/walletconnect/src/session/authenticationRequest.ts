import type { SourceSignIn, SourceSignInRequest } from '@portico/core'

/** CACAOs looked at, at most (a wallet sends one per chain it signs in on). */
const CACAOS_MAX = 16

/** How long the wallet has to answer the sign-in, in seconds (the SDK's default proposal lifetime). */
export const AUTHENTICATION_TTL_SECONDS = 300

/**
 * The one-click sign-in request of a pairing (the SDK's `authenticate()`, `wc_sessionAuthenticate`):
 * the site's message fields, the chains and the eip155 methods the session should grant. A wallet
 * that supports it signs the message and answers with the session; one that does not approves the
 * plain proposal the SDK sends beside it, and core asks for the signature after connecting.
 *
 * SDK 2.21.8 (the last Apache-2.0 release, which this package is pinned to) has no `authentication`
 * field on `connect()`; its `authenticate()` is the one-click sign-in it offers.
 */
export function authenticationRequest(request: SourceSignInRequest, methods: readonly string[]): WcAuthenticationRequest {
  const { message } = request
  return {
    chains: [...request.chains],
    domain: message.domain,
    uri: message.uri,
    nonce: message.nonce,
    expiry: AUTHENTICATION_TTL_SECONDS,
    methods: [...methods],
    ...(message.statement !== undefined ? { statement: message.statement } : {}),
    ...(message.expirationTime !== undefined ? { exp: message.expirationTime } : {}),
    ...(message.notBefore !== undefined ? { nbf: message.notBefore } : {}),
    ...(message.requestId !== undefined ? { requestId: message.requestId } : {}),
    ...(message.resources !== undefined ? { resources: [...message.resources] } : {}),
  }
}

/** A one-click sign-in request in the SDK's form (`AuthTypes.SessionAuthenticateParams`). */
export interface WcAuthenticationRequest {
  chains: string[]
  domain: string
  uri: string
  nonce: string
  /** Seconds the request stays open. */
  expiry: number
  /** The eip155 methods the session grants (the SDK adds `personal_sign`). */
  methods: string[]
  statement?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
}

/**
 * What the wallet signed, from the CACAOs it answered with (untrusted: anything without the shape
 * of one is dropped): the text its payload stands for, as the SDK formats it, and the signature.
 * Core reads the text back strictly and verifies the signature before keeping anything.
 */
export function signInsOf(auths: unknown, format: (params: { request: Record<string, unknown>; iss: string }) => string): SourceSignIn[] {
  if (!Array.isArray(auths)) return []
  const signIns: SourceSignIn[] = []
  for (const cacao of auths.slice(0, CACAOS_MAX)) {
    const { p: payload, s: signed } = (typeof cacao === 'object' && cacao !== null ? cacao : {}) as { p?: unknown; s?: unknown }
    if (typeof payload !== 'object' || payload === null || typeof signed !== 'object' || signed === null) continue
    const iss = (payload as { iss?: unknown }).iss
    const signature = (signed as { s?: unknown }).s
    if (typeof iss !== 'string' || typeof signature !== 'string') continue
    try {
      signIns.push({ message: format({ request: payload as Record<string, unknown>, iss }), signature })
    } catch {
      // A payload the SDK cannot format (a statement with a line break, an issuer it cannot read).
    }
  }
  return signIns
}
