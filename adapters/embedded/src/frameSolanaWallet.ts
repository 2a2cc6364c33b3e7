import { base58Decode, base58Encode, base64Decode, base64Encode, InvalidWalletResponseError } from '@portico/core'
import type { FrameClient, FrameRequestOptions } from '@portico/core/embedded'
import { size, string, type as shape, validate, type Struct } from 'superstruct'

/** A Wallet Standard account of the embedded wallet. */
export interface FrameSolanaAccount {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly `${string}:${string}`[]
  readonly features: readonly `${string}:${string}`[]
}

/** The solana wallet handle of the embedded wallet: the Wallet Standard shape, backed by the frame. */
export interface FrameSolanaWallet {
  readonly version: '1.0.0'
  readonly name: string
  readonly icon: `data:image/svg+xml;base64,${string}`
  readonly chains: readonly `${string}:${string}`[]
  readonly accounts: readonly FrameSolanaAccount[]
  readonly features: Readonly<Record<string, unknown>>
}

const SUPPORTED_VERSIONS = ['legacy', 0] as const
const FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const
/** A small key drawing, so wallet lists that show the handle's icon show something honest. */
const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCI+PHBhdGggZD0iTTEyIDJhNSA1IDAgMCAwLTEgOS45VjIyaDJ2LTJoMnYtMmgtMnYtNi4xQTUgNSAwIDAgMCAxMiAyeiIvPjwvc3ZnPg==' as const

const signatureAnswer = shape({ signature: size(string(), 32, 128) })
const transactionAnswer = shape({ transaction: size(string(), 4, 8192) })

interface TxInput {
  transaction: Uint8Array
  options?: Record<string, unknown>
}

/**
 * A Wallet Standard wallet over the login frame, for the solana chain adapter to sign and send
 * through as through any wallet: messages go as base58, transactions as base64, and every answer
 * is validated before it is decoded.
 */
export function createFrameSolanaWallet(deps: {
  client: FrameClient
  address: string
  chains: readonly `${string}:${string}`[]
  signal?: FrameRequestOptions['signal']
}): FrameSolanaWallet {
  const { client, address } = deps
  const account: FrameSolanaAccount = Object.freeze({ address, publicKey: base58Decode(address), chains: deps.chains, features: FEATURES })
  const rpc = async <T>(method: string, params: Record<string, unknown>, schema: Struct<T, unknown>): Promise<T> => {
    const answer = await client.rpcRequest({ namespace: 'solana', method, params }, { signal: deps.signal })
    const [error, valid] = validate(answer, schema)
    if (error) throw new InvalidWalletResponseError(`${method} answer`, error)
    return valid
  }
  const decode = (decoder: (text: string) => Uint8Array, text: string, what: string) => {
    try {
      return decoder(text)
    } catch (cause) {
      throw new InvalidWalletResponseError(what, cause)
    }
  }
  return Object.freeze({
    version: '1.0.0',
    name: 'Embedded Wallet',
    icon: ICON,
    chains: deps.chains,
    accounts: [account],
    features: Object.freeze({
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: (...inputs: { message: Uint8Array }[]) =>
          sequence(inputs, async ({ message }) => {
            const { signature } = await rpc('solana_signMessage', { message: base58Encode(message), pubkey: address }, signatureAnswer)
            return { signedMessage: message, signature: decode(base58Decode, signature, 'signature') }
          }),
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: SUPPORTED_VERSIONS,
        signTransaction: (...inputs: TxInput[]) =>
          sequence(inputs, async ({ transaction }) => {
            const answer = await rpc('solana_signTransaction', { transaction: base64Encode(transaction) }, transactionAnswer)
            return { signedTransaction: decode(base64Decode, answer.transaction, 'transaction') }
          }),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: SUPPORTED_VERSIONS,
        signAndSendTransaction: (...inputs: TxInput[]) =>
          sequence(inputs, async ({ transaction, options }) => {
            const { signature } = await rpc('solana_signAndSendTransaction', { transaction: base64Encode(transaction), ...(options ? { options } : {}) }, signatureAnswer)
            return { signature: decode(base58Decode, signature, 'signature') }
          }),
      },
    }),
  })
}

/** One request after the other: the visitor approves each in the frame in turn. */
async function sequence<T, R>(inputs: readonly T[], run: (input: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  for (const input of inputs) results.push(await run(input))
  return results
}
