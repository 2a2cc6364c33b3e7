import type { PorticoClient } from '../../kernel/client/porticoClient.js'
import type { SourceSession, SourceSignInRequest } from '../../kernel/plugins/connectorSource.js'
import type { CaipNetworkId } from '../../kernel/types/namespace.js'
import type { Network } from '../../kernel/types/network.js'
import { checkSiwxMessageTimes, parseSiwxMessage } from './parseSiwxMessage.js'
import { pageOf, readMessageToSign } from './readMessageToSign.js'
import { serializeSiwxMessage } from './serializeSiwxMessage.js'
import type { SiwxMessage, SiwxSession } from './siwxMessage.js'

/**
 * The account a one-click sign-in message is made for (`createMessage`'s `accountAddress`) before
 * the wallet names one: the zero address. The session the wallet signs carries its real account.
 */
export const PAIRING_SIGN_IN_ADDRESS = '0x0000000000000000000000000000000000000000'

/** Signed messages looked at, at most (a wallet sends one per chain it signs in on). */
const SIGN_INS_MAX = 16
/** The longest signature looked at (an EIP-1271 one may be longer than 65 bytes). */
const SIGNATURE_MAX = 4096

const OPTIONAL_FIELDS = ['statement', 'expirationTime', 'notBefore', 'requestId'] as const

/**
 * The one-click sign-in to ask a pairing wallet for (SPEC.md section 5: only when sign-in is on
 * and every requested chain is eip155), or undefined. The site's `createMessage` makes the
 * message's fields (its nonce among them) for {@link PAIRING_SIGN_IN_ADDRESS} on the first chain,
 * read back for the page as any message to sign is (see `readMessageToSign`); when it fails or
 * does not read back, the pairing goes on without, and sign-in is asked for after connect as usual.
 */
export async function pairingSignInRequest(client: PorticoClient, networks: readonly Network[]): Promise<SourceSignInRequest | undefined> {
  const siwx = client.options.siwx
  if (!siwx || networks.length === 0 || networks.some((network) => network.chainNamespace !== 'eip155')) return undefined
  const chains = networks.map((network) => network.caipNetworkId as CaipNetworkId)
  let template: SiwxMessage
  try {
    template = await siwx.config.createMessage({ accountAddress: PAIRING_SIGN_IN_ADDRESS, chainId: chains[0] as CaipNetworkId })
  } catch (error) {
    client.logger.warn('One-click sign-in is skipped: the sign-in message could not be made', error)
    return undefined
  }
  const { domain, uri, nonce } = (template ?? {}) as Partial<SiwxMessage>
  if (typeof domain !== 'string' || typeof uri !== 'string' || typeof nonce !== 'string') {
    client.logger.warn('One-click sign-in is skipped: the sign-in message has no domain, URI or nonce')
    return undefined
  }
  // The wallet writes the text from these fields: they are read back for the page first, with the
  // rules every signed message meets (the wallet adds its own issue time when the site gave none).
  try {
    const { serializedMessage: _text, ...fields } = template
    const now = client.platform.clock.now()
    const first = { ...fields, accountAddress: PAIRING_SIGN_IN_ADDRESS, chainId: chains[0] as CaipNetworkId, issuedAt: fields.issuedAt ?? new Date(now).toISOString() }
    readMessageToSign(serializeSiwxMessage(first), first, { page: pageOf(client.platform.environment.origin()), accountAddress: PAIRING_SIGN_IN_ADDRESS, chainId: first.chainId, now })
  } catch (error) {
    client.logger.warn('One-click sign-in is skipped: the sign-in message does not read back for this page', error)
    return undefined
  }
  const message: SourceSignInRequest['message'] = { domain, uri, version: '1', nonce }
  for (const field of OPTIONAL_FIELDS) {
    const value = template[field]
    if (typeof value === 'string') message[field] = value
  }
  if (Array.isArray(template.resources) && template.resources.every((entry) => typeof entry === 'string')) message.resources = [...template.resources]
  return { chains, message }
}

/** The session's eip155 accounts, lower case. */
function sessionAccounts(session: SourceSession): Set<string> {
  const accounts = session.namespaces.eip155?.accounts
  const list = Array.isArray(accounts) ? accounts : []
  return new Set(
    list
      .map((entry: unknown) => (typeof entry === 'string' ? entry : (entry as { address?: unknown } | null)?.address))
      .filter((entry): entry is string => typeof entry === 'string')
      .map((entry) => entry.toLowerCase()),
  )
}

/** Why a signed message does not answer `request` for one of the session's accounts, or undefined. */
function mismatch(data: SiwxMessage, request: SourceSignInRequest, accounts: Set<string>, now: number): string | undefined {
  const asked = request.message
  if (data.nonce !== asked.nonce) return 'the nonce is not the one asked for'
  if (data.uri !== asked.uri) return 'the URI is not the one asked for'
  if (!request.chains.includes(data.chainId)) return 'the chain was not asked for'
  if (!accounts.has(data.accountAddress.toLowerCase())) return 'the account is not one of the session'
  // The wallet may add what the session allows (a capability line) after the site's statement.
  if (asked.statement !== undefined && !(data.statement ?? '').startsWith(asked.statement)) return 'the statement is not the one asked for'
  if (data.expirationTime !== asked.expirationTime) return 'the expiry is not the one asked for'
  if (data.notBefore !== asked.notBefore) return 'the start time is not the one asked for'
  if (data.requestId !== asked.requestId) return 'the request id is not the one asked for'
  return checkSiwxMessageTimes(data, now)
}

/**
 * Keeps what a pairing wallet signed for a one-click sign-in (untrusted): each message is read
 * back strictly for the page (its host and origin), must answer the request (nonce, URI, a requested chain, an account
 * of the session, the site's statement, expiry and start), its signature must verify with the
 * eip155 verifier, and then it goes to the site's `addSession` exactly as a sign-in from
 * SIWXSignMessage does. Returns the sessions kept; a refused one is logged and skipped (the
 * visitor is then asked to sign after connect, as without one-click sign-in).
 */
export async function storePairingSignIns(client: PorticoClient, request: SourceSignInRequest, session: SourceSession): Promise<SiwxSession[]> {
  const siwx = client.options.siwx
  const signIns = Array.isArray(session.signIns) ? session.signIns.slice(0, SIGN_INS_MAX) : []
  if (!siwx || signIns.length === 0) return []
  const expected = pageOf(client.platform.environment.origin())
  const accounts = sessionAccounts(session)
  const verifier = client.chainAdapters.get('eip155')?.signatureVerifier
  const kept: SiwxSession[] = []
  for (const signIn of signIns) {
    const refuse = (reason: string) => client.logger.warn(`A one-click sign-in was refused: ${reason}`)
    const { message, signature } = (typeof signIn === 'object' && signIn !== null ? signIn : {}) as { message?: unknown; signature?: unknown }
    if (typeof message !== 'string' || typeof signature !== 'string' || signature.length > SIGNATURE_MAX) {
      refuse('it is not a message and a signature')
      continue
    }
    let data: SiwxMessage
    try {
      data = parseSiwxMessage(message, expected)
    } catch (error) {
      refuse(error instanceof Error ? error.message : 'unreadable')
      continue
    }
    const wrong = mismatch(data, request, accounts, client.platform.clock.now())
    if (wrong) {
      refuse(wrong)
      continue
    }
    if (verifier) {
      const valid = await verifier.verify({ address: data.accountAddress, message, signature, caipNetworkId: data.chainId }).catch(() => false)
      if (valid !== true) {
        refuse('the signature does not match the account')
        continue
      }
    }
    const signed: SiwxSession = { data, message, signature }
    try {
      await siwx.config.addSession(signed)
    } catch (error) {
      refuse(error instanceof Error ? error.message : 'the site refused it')
      continue
    }
    kept.push(signed)
  }
  return kept
}
