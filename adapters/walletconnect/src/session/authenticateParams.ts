import type { SourceSignIn, SourceSignInRequest } from '@portico/core'

/** CACAOs looked at, at most (a wallet sends one per chain it signs in on). */
const CACAOS_MAX = 16

/**
 * The universal provider's `authenticate` parameters for a one-click sign-in: the site's message
 * fields, the chains, and the eip155 methods the session is to allow (the wallet then also signs
 * what they allow, as a capability line and resource). `optionalNamespaces` is the plain proposal
 * a wallet without pairing-protocol authentication answers instead.
 */
export function authenticateParams(request: SourceSignInRequest, namespaces: Record<string, { methods?: readonly string[] }>): Record<string, unknown> {
  const { message } = request
  return {
    chains: [...request.chains],
    domain: message.domain,
    uri: message.uri,
    nonce: message.nonce,
    ...(message.statement !== undefined ? { statement: message.statement } : {}),
    ...(message.expirationTime !== undefined ? { exp: message.expirationTime } : {}),
    ...(message.notBefore !== undefined ? { nbf: message.notBefore } : {}),
    ...(message.requestId !== undefined ? { requestId: message.requestId } : {}),
    ...(message.resources !== undefined ? { resources: [...message.resources] } : {}),
    methods: [...(namespaces.eip155?.methods ?? [])],
    optionalNamespaces: namespaces,
  }
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
