import { array, object, size, string } from 'superstruct'
import { toHex } from '../../kernel/platform/cryptoRandom.js'
import { STORAGE_KEYS } from '../../kernel/storage/storageKeys.js'
import type { CaipNetworkId, ChainNamespace } from '../../kernel/types/namespace.js'
import { toChecksumEvmAddress } from '../../kernel/utils/evmChecksum.js'
import { parseWhatwgUrl } from '../../kernel/utils/whatwgUrl.js'
import { PAIRING_SIGN_IN_ADDRESS } from './pairingSignIn.js'
import { checkSiwxMessageTimes, parseSiwxMessage } from './parseSiwxMessage.js'
import { serializeSiwxMessage } from './serializeSiwxMessage.js'
import type { SiwxConfig, SiwxContext } from './siwxConfig.js'
import { SiwxSignMessageFailedError } from './siwxErrors.js'
import { SIWX_LIMITS, type SiwxMessage, type SiwxMessageInput, type SiwxSession } from './siwxMessage.js'

/** Random bytes in a nonce: 128 bits (the issue asks for at least 96). */
export const SIWX_NONCE_BYTES = 16
/** Sessions kept at most; the oldest go first. */
export const SIWX_STORED_SESSIONS_MAX = 32
/** Nonces issued, kept at most (a visitor who asks again and again): the oldest is forgotten first. */
const PENDING_NONCES_MAX = 16

/** A stored session: the signed text and the signature. Its fields are read back from the text. */
const storedSessionsSchema = size(
  array(object({ message: size(string(), 1, SIWX_LIMITS.message), signature: size(string(), 1, 4096) })),
  0,
  SIWX_STORED_SESSIONS_MAX,
)

type StoredSession = { message: string; signature: string }

/** The part of the default implementation that loads on first use. */
export type DefaultSiwxStore = Omit<SiwxConfig, 'setup' | 'required' | 'signOutOnDisconnect'>

const namespaceOf = (chainId: string) => chainId.split(':')[0] as ChainNamespace

/** Same account: EVM addresses compare without their checksum case. */
function sameAccount(chainId: string, a: string, b: string): boolean {
  return namespaceOf(chainId) === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b
}

/** The address as a message writes it: EIP-55 checksummed on eip155 (EIP-4361), as given elsewhere. */
export function messageAddress(chainId: string, address: string): string {
  return (namespaceOf(chainId) === 'eip155' && toChecksumEvmAddress(address)) || address
}

/** A nonce this page issued: for whom and where, and the networks a session already used it on. */
interface IssuedNonce {
  accountAddress: string
  chainId: string
  usedOn: Set<string>
}

/** Whether `claimed` (a session's fields, untrusted) serializes to the same text as `data`. */
function sameText(data: SiwxMessage, claimed: unknown): boolean {
  try {
    return serializeSiwxMessage(data) === serializeSiwxMessage(claimed as SiwxMessage)
  } catch {
    return false
  }
}

/** The sessions of the default `siwx` implementation, kept in the client's storage. */
export function createDefaultSiwxStore(context: SiwxContext, options: { lifetimeMs: number; statement?: string }): DefaultSiwxStore {
  const { storage, clock, random, logger } = context
  const domain = parseWhatwgUrl(context.origin)?.host ?? ''
  const expected = { domain, origin: context.origin }
  // Each nonce this page issued, bound to the account and network it was issued for, and good
  // once. The one exception is a one-click sign-in through pairing: its nonce is issued before the
  // wallet names an account (for PAIRING_SIGN_IN_ADDRESS on the first chain), and the wallet signs
  // one message per requested chain with it, each a session; so that nonce is good for any account
  // (storePairingSignIns holds it to the session's accounts and the requested chains), once per
  // chain: the same chain twice is a replay.
  const issuedNonces = new Map<string, IssuedNonce>()

  const read = (): StoredSession[] => storage.get(STORAGE_KEYS.SIWX_SESSIONS, storedSessionsSchema) ?? []
  const write = (sessions: readonly StoredSession[]) =>
    storage.set(STORAGE_KEYS.SIWX_SESSIONS, sessions.length === 0 ? undefined : sessions.slice(-SIWX_STORED_SESSIONS_MAX))

  /** The session's fields read back from its text, or why it is not valid now for this page. */
  async function check(stored: StoredSession): Promise<{ data: SiwxMessage } | { reason: string }> {
    let data: SiwxMessage
    try {
      data = parseSiwxMessage(stored.message, expected)
    } catch (error) {
      return { reason: error instanceof Error ? error.message : 'unreadable' }
    }
    const late = checkSiwxMessageTimes(data, clock.now())
    if (late) return { reason: late }
    const verifier = context.verifier(namespaceOf(data.chainId))
    if (!verifier) return { reason: `no signature verifier for ${namespaceOf(data.chainId)}` }
    let valid = false
    try {
      valid = await verifier.verify({ address: data.accountAddress, message: stored.message, signature: stored.signature, caipNetworkId: data.chainId })
    } catch {
      valid = false
    }
    return valid ? { data } : { reason: 'the signature does not match the address' }
  }

  return {
    async createMessage(input: SiwxMessageInput) {
      const issued = clock.now()
      const nonce = toHex(random.bytes(SIWX_NONCE_BYTES))
      issuedNonces.set(nonce, { accountAddress: input.accountAddress, chainId: input.chainId, usedOn: new Set() })
      if (issuedNonces.size > PENDING_NONCES_MAX) issuedNonces.delete(issuedNonces.keys().next().value as string)
      return {
        accountAddress: messageAddress(input.chainId, input.accountAddress),
        chainId: input.chainId,
        domain,
        uri: context.origin,
        version: '1',
        nonce,
        ...(options.statement !== undefined ? { statement: options.statement } : {}),
        issuedAt: new Date(issued).toISOString(),
        expirationTime: new Date(issued + options.lifetimeMs).toISOString(),
      }
    },

    async addSession(session: SiwxSession) {
      const refuse = (details: string) => new SiwxSignMessageFailedError({ details })
      if (typeof session.message !== 'string' || typeof session.signature !== 'string') throw refuse('the session is not text')
      const outcome = await check({ message: session.message, signature: session.signature })
      if ('reason' in outcome) throw refuse(outcome.reason)
      const { data } = outcome
      if (!sameText(data, session.data)) throw refuse('the signed text is not the message')
      const issued = issuedNonces.get(data.nonce)
      if (!issued || issued.usedOn.has(data.chainId)) throw refuse('the nonce was not issued by this page, or was used already')
      const forPairing = issued.accountAddress === PAIRING_SIGN_IN_ADDRESS
      if (!forPairing && (issued.chainId !== data.chainId || !sameAccount(data.chainId, issued.accountAddress, data.accountAddress))) {
        throw refuse('the nonce was issued for another account or network')
      }
      issued.usedOn.add(data.chainId)
      const others = read().filter((stored) => {
        try {
          const other = parseSiwxMessage(stored.message, expected)
          return !(other.chainId === data.chainId && sameAccount(data.chainId, other.accountAddress, data.accountAddress))
        } catch {
          return false
        }
      })
      write([...others, { message: session.message, signature: session.signature }])
    },

    async getSessions(chainId: CaipNetworkId, address: string) {
      const stored = read()
      const kept: StoredSession[] = []
      const found: SiwxSession[] = []
      let dropped = 0
      for (const entry of stored) {
        const outcome = await check(entry)
        if ('reason' in outcome) {
          dropped += 1
          logger.warn(`A stored sign-in session was dropped: ${outcome.reason}`)
          continue
        }
        kept.push(entry)
        if (outcome.data.chainId === chainId && sameAccount(chainId, outcome.data.accountAddress, address)) {
          found.push({ data: outcome.data, message: entry.message, signature: entry.signature })
        }
      }
      if (dropped > 0) write(kept)
      return found
    },

    async revokeSession(chainId: CaipNetworkId, address: string) {
      write(
        read().filter((stored) => {
          try {
            const data = parseSiwxMessage(stored.message, expected)
            return !(data.chainId === chainId && sameAccount(chainId, data.accountAddress, address))
          } catch {
            return false
          }
        }),
      )
    },

    async setSessions(sessions: readonly SiwxSession[]) {
      const kept: StoredSession[] = []
      for (const session of sessions) {
        const outcome = await check({ message: session.message, signature: session.signature })
        if ('data' in outcome) kept.push({ message: session.message, signature: session.signature })
      }
      write(kept)
    },
  }
}
