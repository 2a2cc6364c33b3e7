import { ed25519 } from '@noble/curves/ed25519'
import {
  SolanaSignAndSendTransaction,
  SolanaSignMessage,
  SolanaSignTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignMessageFeature,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import { Connection, Keypair, VersionedTransaction } from '@solana/web3.js'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import {
  StandardConnect,
  StandardDisconnect,
  StandardEvents,
  type StandardConnectFeature,
  type StandardDisconnectFeature,
  type StandardEventsFeature,
  type StandardEventsListeners,
} from '@wallet-standard/features'
import { ProviderRpcError } from '../rpc/providerRpcError.js'
import { createBehaviorGate, type TestWalletBehavior } from '../wallet/createBehaviorGate.js'
import type { WalletStorage } from '../wallet/createWalletMemory.js'
import { SOLANA_LOCALNET_CHAIN } from './solanaPrograms.js'

export interface CreateSolanaTestWalletOptions {
  /** The 64-byte secret key of the account the wallet holds (a devnet account's). */
  secretKey: Uint8Array
  /** Where signed transactions are sent (the local runtime's JSON-RPC URL). */
  rpcUrl: string
  /** The Wallet Standard chains the wallet says it supports. @default ['solana:localnet'] */
  chains?: readonly IdentifierString[]
  /** @default 'Portico Solana Test Wallet' */
  name?: string
  /** Remembers across reloads that the site was authorized (pass `window.localStorage`). */
  storage?: WalletStorage
}

type TestWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

/** A Wallet Standard wallet with the controls a test or the playground's control strip uses. */
export interface SolanaTestWallet extends Wallet {
  readonly features: TestWalletFeatures
  /** The account the wallet signs for. */
  readonly address: string
  readonly isAuthorized: boolean
  /** What the simulated user does with the next prompt (connect, sign, send). */
  setNextBehavior(behavior: TestWalletBehavior): void
  readonly nextBehavior: TestWalletBehavior
  readonly hungCount: number
  /** Settles hung prompts: approved, or rejected with 4001. @default 'reject' */
  releaseHung(outcome?: 'approve' | 'reject'): void
  /** Signs for another account from now on; an authorized site sees a `change` event. */
  switchAccount(secretKey: Uint8Array): void
  /** The user disconnects the site in the wallet: the site sees a `change` with no accounts. */
  disconnectSite(): void
}

const ICON: WalletIcon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzE0RjE5NSIvPjxwYXRoIGQ9Ik04IDExaDE2bC0zIDNIOHptMCA0aDEzbDMgM0g4em0zIDRoMTNsLTMgM0g4eiIgZmlsbD0iIzFBMUExQSIvPjwvc3ZnPg=='
const TRANSACTION_VERSIONS = ['legacy', 0] as const

const unauthorized = () => new ProviderRpcError(4100, 'The requested account and/or method has not been authorized by the user.')
const invalidParams = (message: string) => new ProviderRpcError(-32602, message)

/**
 * A Wallet Standard test wallet for Solana: it signs with a devnet key (ed25519), sends signed
 * transactions to the local runtime, and asks for approval the way an extension does, so a test
 * (or the playground's control strip) can make the next prompt approve, reject (4001) or hang.
 * Browser-safe. Register it with `registerWallet` from `@wallet-standard/wallet` in a page, or
 * with a registry's `register` in Node.
 */
export function createSolanaTestWallet(options: CreateSolanaTestWalletOptions): SolanaTestWallet {
  let keypair = Keypair.fromSecretKey(options.secretKey)
  const chains: readonly IdentifierString[] = Object.freeze([...(options.chains ?? [SOLANA_LOCALNET_CHAIN])])
  const storageKey = () => `portico-devnet-solana-wallet:${keypair.publicKey.toBase58()}`
  const remembered = () => {
    try {
      return options.storage?.getItem(storageKey()) === 'authorized'
    } catch {
      return false
    }
  }
  let authorized = remembered()
  const gate = createBehaviorGate()
  const listeners = new Set<StandardEventsListeners['change']>()
  const connection = new Connection(options.rpcUrl, 'confirmed')

  const account = (): WalletAccount =>
    Object.freeze({
      address: keypair.publicKey.toBase58(),
      publicKey: keypair.publicKey.toBytes(),
      chains,
      features: [SolanaSignMessage, SolanaSignTransaction, SolanaSignAndSendTransaction] as const,
    })
  let current = account()
  const accounts = (): readonly WalletAccount[] => (authorized ? [current] : [])
  const emitChange = () => {
    for (const listener of [...listeners]) listener({ accounts: accounts() })
  }
  const setAuthorized = (value: boolean) => {
    authorized = value
    try {
      options.storage?.setItem(storageKey(), value ? 'authorized' : 'revoked')
    } catch {
      // A blocked storage only costs the memory.
    }
  }
  const requireAccount = (claimed: WalletAccount | undefined) => {
    if (!authorized || claimed?.address !== current.address) throw unauthorized()
  }
  const signTransactionBytes = (bytes: Uint8Array): VersionedTransaction => {
    let transaction: VersionedTransaction
    try {
      transaction = VersionedTransaction.deserialize(bytes)
    } catch {
      throw invalidParams('The transaction could not be read')
    }
    transaction.sign([keypair])
    return transaction
  }

  const features: TestWalletFeatures = {
    [StandardConnect]: {
      version: '1.0.0',
      async connect(input) {
        if (!authorized) {
          if (input?.silent) return { accounts: [] }
          await gate.ask()
          setAuthorized(true)
          emitChange()
        }
        return { accounts: accounts() }
      },
    },
    [StandardDisconnect]: {
      version: '1.0.0',
      async disconnect() {
        if (!authorized) return
        setAuthorized(false)
        emitChange()
      },
    },
    [StandardEvents]: {
      version: '1.0.0',
      on(event, listener) {
        if (event !== 'change') return () => undefined
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    [SolanaSignMessage]: {
      version: '1.1.0',
      async signMessage(...inputs) {
        for (const input of inputs) requireAccount(input.account)
        await gate.ask()
        const seed = keypair.secretKey.slice(0, 32)
        return inputs.map((input) => ({ signedMessage: input.message, signature: ed25519.sign(input.message, seed) }))
      },
    },
    [SolanaSignTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: TRANSACTION_VERSIONS,
      async signTransaction(...inputs) {
        for (const input of inputs) requireAccount(input.account)
        await gate.ask()
        return inputs.map((input) => ({ signedTransaction: signTransactionBytes(input.transaction).serialize() }))
      },
    },
    [SolanaSignAndSendTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: TRANSACTION_VERSIONS,
      async signAndSendTransaction(...inputs) {
        for (const input of inputs) {
          requireAccount(input.account)
          if (!chains.includes(input.chain)) throw invalidParams(`Unsupported chain ${String(input.chain)}`)
        }
        await gate.ask()
        const outputs = []
        for (const input of inputs) {
          const transaction = signTransactionBytes(input.transaction)
          const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = input.options ?? {}
          await connection.sendRawTransaction(transaction.serialize(), {
            ...(skipPreflight !== undefined ? { skipPreflight } : {}),
            ...(preflightCommitment !== undefined ? { preflightCommitment } : {}),
            ...(maxRetries !== undefined ? { maxRetries } : {}),
            ...(minContextSlot !== undefined ? { minContextSlot } : {}),
          })
          outputs.push({ signature: transaction.signatures[0] as Uint8Array })
        }
        return outputs
      },
    },
  }

  const wallet: SolanaTestWallet = {
    version: '1.0.0',
    name: options.name ?? 'Portico Solana Test Wallet',
    icon: ICON,
    chains,
    features,
    get accounts() {
      return accounts()
    },
    get address() {
      return current.address
    },
    get isAuthorized() {
      return authorized
    },
    setNextBehavior: (behavior) => gate.setNext(behavior),
    get nextBehavior() {
      return gate.next
    },
    get hungCount() {
      return gate.hungCount
    },
    releaseHung: (outcome = 'reject') => gate.releaseHung(outcome),
    switchAccount(secretKey) {
      const next = Keypair.fromSecretKey(secretKey)
      if (next.publicKey.equals(keypair.publicKey)) return
      keypair = next
      current = account()
      // The new account is authorized with the site if the old one was.
      if (authorized) {
        setAuthorized(true)
        emitChange()
      }
    },
    disconnectSite() {
      if (!authorized) return
      setAuthorized(false)
      emitChange()
    },
  }
  return wallet
}
