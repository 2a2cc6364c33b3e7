import type { SiwxConfig, SiwxContext } from './siwxConfig.js'
import { SIWX_ACCOUNT_NAMES, type SiwxMessage, type SiwxSession } from './siwxMessage.js'
import { SiwxSignMessageFailedError } from './siwxErrors.js'
import { parseWhatwgUrl } from '../../kernel/utils/whatwgUrl.js'
import { messageAddress } from './defaultSiwxStore.js'
import type { CaipNetworkId } from '../../kernel/types/namespace.js'

/** The message parameters a legacy `siweConfig` gives. */
export interface SiweMessageParams {
  /** @default the page's host */
  domain?: string
  /** @default the page's origin */
  uri?: string
  statement?: string
  /** Seconds the session lasts. @default undefined (no expiry) */
  expiry?: number
  resources?: readonly string[]
}

/** A legacy session: only the account and the chain. */
export interface SiweSession {
  address: string
  chainId: number
}

/**
 * The legacy sign-in-with-Ethereum configuration (`siweConfig`): EVM only. It is mapped onto the
 * {@link SiwxConfig} interface; it cannot be set together with `siwx`.
 */
export interface SiweConfig {
  /** A fresh nonce from the back end. */
  getNonce(address?: string): Promise<string>
  /** @default {} (the page's host and origin, no statement, no expiry) */
  getMessageParams?(): Promise<SiweMessageParams>
  /** Checks a signed message on the back end. */
  verifyMessage(args: { message: string; signature: string }): Promise<boolean>
  /** The back end's current session, or null. */
  getSession(): Promise<SiweSession | null>
  /** Ends the back end's session. */
  signOut(): Promise<boolean>
  onSignIn?(session: SiweSession): void
  onSignOut?(): void
  /** false turns sign-in off. @default true */
  enabled?: boolean
  /** @default false */
  required?: boolean
  /** @default true */
  signOutOnDisconnect?: boolean
}

/** The legacy configuration as a {@link SiwxConfig} (eip155 only). */
export function siwxFromSiweConfig(legacy: SiweConfig): SiwxConfig {
  const bound: { context?: SiwxContext } = {}
  const contextOf = (): SiwxContext => {
    if (!bound.context) throw new SiwxSignMessageFailedError({ details: 'the client has not started' })
    return bound.context
  }
  const signOut = async () => {
    await legacy.signOut()
    legacy.onSignOut?.()
  }
  return {
    ...(legacy.required !== undefined ? { required: legacy.required } : {}),
    ...(legacy.signOutOnDisconnect !== undefined ? { signOutOnDisconnect: legacy.signOutOnDisconnect } : {}),
    setup(context) {
      bound.context = context
    },
    async createMessage(input) {
      const [namespace, reference] = input.chainId.split(':')
      if (namespace !== 'eip155') throw new SiwxSignMessageFailedError({ details: `siweConfig signs in with ${SIWX_ACCOUNT_NAMES.eip155} accounts only` })
      const params = (await legacy.getMessageParams?.()) ?? {}
      const context = contextOf()
      const origin = context.origin
      const now = context.clock.now()
      const message: SiwxMessage = {
        accountAddress: messageAddress(input.chainId, input.accountAddress),
        chainId: `eip155:${reference}` as CaipNetworkId,
        domain: params.domain ?? parseWhatwgUrl(origin)?.host ?? '',
        uri: params.uri ?? origin,
        version: '1',
        // Checked by the builder and read back before signing: a back end that gives no nonce is
        // refused (InvalidSiwxMessageError), never written as 'Nonce: undefined'.
        nonce: await legacy.getNonce(input.accountAddress),
        issuedAt: new Date(now).toISOString(),
        ...(params.statement !== undefined ? { statement: params.statement } : {}),
        ...(params.expiry !== undefined ? { expirationTime: new Date(now + params.expiry * 1000).toISOString() } : {}),
        ...(params.resources !== undefined ? { resources: [...params.resources] } : {}),
      }
      return message
    },
    async addSession(session: SiwxSession) {
      const valid = await legacy.verifyMessage({ message: session.message, signature: session.signature })
      if (!valid) throw new SiwxSignMessageFailedError({ details: 'the back end refused the signature' })
      legacy.onSignIn?.({ address: session.data.accountAddress, chainId: Number(session.data.chainId.split(':')[1]) })
    },
    async getSessions(chainId, address) {
      const session = await legacy.getSession()
      if (!session || `eip155:${session.chainId}` !== chainId || session.address.toLowerCase() !== address.toLowerCase()) return []
      // The legacy back end keeps no message: the session says only who signed in, and where.
      const origin = contextOf().origin
      return [
        {
          data: { accountAddress: address, chainId, domain: parseWhatwgUrl(origin)?.host ?? '', uri: origin, version: '1', nonce: '' },
          message: '',
          signature: '',
        },
      ]
    },
    revokeSession: signOut,
    async setSessions(sessions) {
      if (sessions.length === 0) await signOut()
    },
  }
}
