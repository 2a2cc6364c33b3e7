import { base58Decode, base58Encode, base64Decode, base64Encode, InvalidWalletResponseError, isSolanaAddress } from '@portico/core'
import type { SessionLink } from '../session/sessionRequester.js'

/** The Wallet Standard names of the Solana clusters, by CAIP-2 reference (and back). */
const CLUSTER_REFERENCES: Readonly<Record<string, string>> = Object.freeze({
  mainnet: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'mainnet-beta': '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
})

interface Account {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly `${string}:${string}`[]
  readonly features: readonly `${string}:${string}`[]
}

interface AccountInput {
  account: { address: string }
  chain?: string
}

/** The Wallet Standard shape the Solana chain adapter signs with. */
export interface SessionSolanaWallet {
  readonly version: '1.0.0'
  readonly name: string
  readonly icon: `data:image/${string}`
  readonly chains: readonly `${string}:${string}`[]
  readonly accounts: readonly Account[]
  readonly features: Readonly<Record<string, unknown>>
}

const FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const

/** The bytes of a wallet's text in `decode`'s encoding; anything else is an invalid answer. */
function decoded(decode: (text: string) => Uint8Array, value: unknown, what: string): Uint8Array {
  let bytes: Uint8Array | undefined
  try {
    bytes = typeof value === 'string' ? decode(value) : undefined
  } catch (cause) {
    throw new InvalidWalletResponseError(what, cause)
  }
  if (!bytes || bytes.length === 0) throw new InvalidWalletResponseError(what)
  return bytes
}

function bytesOf(value: unknown, what: string): Uint8Array {
  return decoded(base58Decode, value, what)
}

/** Reads a compact-u16 length at `offset`: [value, bytes read]. */
function compactU16(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0
  for (let index = 0; index < 3; index++) {
    const byte = bytes[offset + index]
    if (byte === undefined) throw new InvalidWalletResponseError('signed transaction')
    value |= (byte & 0x7f) << (7 * index)
    if ((byte & 0x80) === 0) return [value, index + 1]
  }
  throw new InvalidWalletResponseError('signed transaction')
}

/**
 * The transaction with `signature` put in the slot of `signer`: a wallet that answers
 * solana_signTransaction with only the signature (as the protocol allows) is handled.
 */
export function withSignature(transaction: Uint8Array, signer: Uint8Array, signature: Uint8Array): Uint8Array {
  const [count, size] = compactU16(transaction, 0)
  const message = size + count * 64
  const versioned = ((transaction[message] ?? 0) & 0x80) !== 0
  const headerAt = message + (versioned ? 1 : 0)
  const required = transaction[headerAt] ?? 0
  const [keys, keySize] = compactU16(transaction, headerAt + 3)
  const keysAt = headerAt + 3 + keySize
  for (let index = 0; index < Math.min(required, keys, count); index++) {
    const key = transaction.subarray(keysAt + index * 32, keysAt + (index + 1) * 32)
    if (key.length === 32 && key.every((byte, at) => byte === signer[at])) {
      const signed = transaction.slice()
      signed.set(signature, size + index * 64)
      return signed
    }
  }
  throw new InvalidWalletResponseError("signed transaction (the wallet's key signs none of it)")
}

/**
 * A Wallet Standard wallet over the solana part of a session, so the Solana chain adapter signs
 * and sends through a paired wallet exactly as through an injected one: solana:signMessage,
 * solana:signTransaction and solana:signAndSendTransaction become solana_signMessage,
 * solana_signTransaction / solana_signAllTransactions and solana_signAndSendTransaction requests
 * (base58 messages and signatures, base64 transactions). Features the wallet did not approve are
 * left out.
 */
export function createSolanaHandle(params: {
  link: SessionLink
  walletName: string
  /** The session's solana chains (CAIP-2). */
  chains: () => readonly string[]
  /** The session's solana addresses, the selected one first. */
  addresses: () => readonly string[]
}): SessionSolanaWallet {
  const { link } = params
  const chainFor = (requested: string | undefined): string => {
    const chains = params.chains()
    const bare = requested?.startsWith('solana:') ? requested.slice('solana:'.length) : requested
    const reference = bare ? (CLUSTER_REFERENCES[bare] ?? bare) : undefined
    const match = chains.find((chain) => chain === `solana:${reference}`)
    return match ?? chains[0] ?? `solana:${CLUSTER_REFERENCES.mainnet}`
  }
  const methods = () => link.methods('solana')
  const features: Record<string, unknown> = {}
  if (methods().includes('solana_signMessage')) {
    features['solana:signMessage'] = {
      version: '1.0.0',
      async signMessage(...inputs: (AccountInput & { message: Uint8Array })[]) {
        const outputs = []
        for (const input of inputs) {
          const answer = (await link.request({
            chainId: chainFor(undefined),
            method: 'solana_signMessage',
            params: { message: base58Encode(input.message), pubkey: input.account.address },
          })) as { signature?: unknown } | null
          outputs.push({ signedMessage: input.message, signature: bytesOf(answer?.signature, 'signature'), signatureType: 'ed25519' as const })
        }
        return outputs
      },
    }
  }
  if (methods().includes('solana_signTransaction')) {
    features['solana:signTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs: (AccountInput & { transaction: Uint8Array })[]) {
        const outputs = []
        for (const input of inputs) {
          const answer = (await link.request({
            chainId: chainFor(input.chain),
            method: 'solana_signTransaction',
            params: { transaction: base64Encode(input.transaction) },
          })) as { signature?: unknown; transaction?: unknown } | null
          const full = answer?.transaction === undefined ? undefined : decoded(base64Decode, answer.transaction, 'transaction')
          const signedTransaction =
            full ?? withSignature(input.transaction, bytesOf(input.account.address, 'account'), bytesOf(answer?.signature, 'signature'))
          outputs.push({ signedTransaction })
        }
        return outputs
      },
    }
  }
  if (methods().includes('solana_signAndSendTransaction')) {
    features['solana:signAndSendTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs: (AccountInput & { transaction: Uint8Array; options?: Record<string, unknown> })[]) {
        const outputs = []
        for (const input of inputs) {
          const answer = (await link.request({
            chainId: chainFor(input.chain),
            method: 'solana_signAndSendTransaction',
            params: { transaction: base64Encode(input.transaction), ...(input.options ? { sendOptions: input.options } : {}) },
          })) as { signature?: unknown } | null
          outputs.push({ signature: bytesOf(answer?.signature, 'transaction signature') })
        }
        return outputs
      },
    }
  }
  const account = (address: string): Account => ({
    address,
    publicKey: isSolanaAddress(address) ? base58Decode(address) : new Uint8Array(),
    // Empty: the account signs for every chain of the session (the source picks the session's chain).
    chains: [],
    features: FEATURES.filter((name) => name in features),
  })
  return {
    version: '1.0.0',
    name: params.walletName,
    icon: 'data:image/svg+xml,',
    get chains() {
      return params.chains() as readonly `${string}:${string}`[]
    },
    get accounts() {
      return params.addresses().map(account)
    },
    features,
  }
}
