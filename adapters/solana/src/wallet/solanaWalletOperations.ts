import {
  base58Encode,
  InvalidWalletResponseError,
  isSolanaSignature,
  isSolanaTransactionSignature,
  type Network,
} from '@portico/core'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionOptions,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Connection, Transaction } from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import { loadWeb3 } from '../chain/loadWeb3.js'
import { createAssociatedTokenAccountIdempotent, associatedTokenAddress, transferChecked } from '../chain/tokenInstructions.js'
import { MINT_DECIMALS_OFFSET, MINT_SIZE, TOKEN_PROGRAMS } from '../chain/tokenPrograms.js'
import { waitForSignature, type TimerLike } from '../chain/waitForSignature.js'
import { InvalidSolanaRequestError, UnsupportedChainError } from '../errors/solanaErrors.js'
import { toSolanaError } from '../errors/toSolanaError.js'
import { walletStandardChainOf, type WalletStandardChain } from '../networks/walletStandardChain.js'
import { utf8Bytes } from './utf8Bytes.js'
import { checkAddress, checkAmount, checkSendOptions, checkTransactionBytes, MAX_TRANSACTION_BYTES, sendOptionsFromExtra } from './checkRequest.js'
import type { SolanaCapabilityName, SolanaSendOptions, SolanaWalletCapabilities } from './solanaCapabilities.js'
import { accountOf, featureOf, SIGN_AND_SEND_TRANSACTION, SIGN_MESSAGE, SIGN_TRANSACTION, type SolanaWalletHandle } from './solanaWalletHandle.js'

export interface SolanaWalletDeps {
  connectionOf(network: Network): Promise<Connection>
  timer(): TimerLike
}

type SignMessage = SolanaSignMessageFeature[typeof SIGN_MESSAGE]
type SignTransaction = SolanaSignTransactionFeature[typeof SIGN_TRANSACTION]
type SignAndSend = SolanaSignAndSendTransactionFeature[typeof SIGN_AND_SEND_TRANSACTION]

/**
 * The options as the wallet receives them. The standard's type names three commitments; the older
 * names SPEC.md allows (recent, single, singleGossip, root, max) are passed on as they are, as
 * web3.js-based wallets take them.
 */
const wireOptions = (options: SolanaSendOptions): SolanaSignAndSendTransactionOptions => options as SolanaSignAndSendTransactionOptions

/** Runs a wallet call; whatever it throws (synchronously or not) comes out typed. */
async function walletCall<T>(call: () => Promise<T> | T): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw toSolanaError(error)
  }
}

/** The Wallet Standard chain of `network`, when the account may sign for it. @throws UnsupportedChainError */
function chainFor(network: Network, account: WalletAccount): WalletStandardChain {
  if (network?.chainNamespace !== 'solana') throw new UnsupportedChainError({ details: `${String(network?.caipNetworkId)} is not a solana network` })
  const chain = walletStandardChainOf(network)
  const chains = Array.isArray(account.chains) ? account.chains : []
  if (chains.length > 0 && !chains.includes(chain)) throw new UnsupportedChainError({ details: `the wallet does not sign for ${chain}` })
  return chain
}

function signedBytes(value: unknown, what: string): Uint8Array {
  if (!(value instanceof Uint8Array) || value.length === 0 || value.length > MAX_TRANSACTION_BYTES) throw new InvalidWalletResponseError(what)
  return value
}

/**
 * The operations behind a Wallet Standard handle's capabilities on solana: sign messages and
 * transactions, sign and send (SOL and SPL transfers built here), fees and signature statuses
 * read from the chain. Loaded on first use by {@link bindSolanaWallet}, with web3.js.
 */
export function createSolanaWalletOperations(handle: SolanaWalletHandle, deps: SolanaWalletDeps): Omit<SolanaWalletCapabilities, 'switchNetwork'> {
  const feature = <T>(name: string, method: string): T => {
    const found = featureOf<T>(handle, name, method)
    if (!found) throw new InvalidWalletResponseError(`features (${name} is gone)`)
    return found
  }

  const signAndSend = async (address: string, network: Network, transaction: Uint8Array, options: SolanaSendOptions): Promise<{ signature: string }> => {
    const account = accountOf(handle, address)
    const chain = chainFor(network, account)
    const { signAndSendTransaction } = feature<SignAndSend>(SIGN_AND_SEND_TRANSACTION, 'signAndSendTransaction')
    const outputs = await walletCall(() => signAndSendTransaction({ account, chain, transaction, options: wireOptions(options) }))
    const raw = Array.isArray(outputs) ? (outputs[0] as { signature?: unknown } | undefined)?.signature : undefined
    const signature = raw instanceof Uint8Array ? base58Encode(raw) : undefined
    if (!isSolanaTransactionSignature(signature)) throw new InvalidWalletResponseError('transaction signature')
    return { signature }
  }

  /** A legacy transaction paid by `from` with a fresh blockhash, serialized unsigned for the wallet. */
  const unsigned = async (network: Network, from: string, build: (tx: Transaction) => Promise<void> | void): Promise<Uint8Array> => {
    const web3 = await loadWeb3()
    const connection = await deps.connectionOf(network)
    const { blockhash, lastValidBlockHeight } = await walletCall(() => connection.getLatestBlockhash())
    const tx = new web3.Transaction({ feePayer: new web3.PublicKey(from), blockhash, lastValidBlockHeight })
    await build(tx)
    return tx.serialize({ requireAllSignatures: false, verifySignatures: false })
  }

  const signTransactions = async (address: string, network: Network, transactions: readonly Uint8Array[]): Promise<Uint8Array[]> => {
    const account = accountOf(handle, address)
    const chain = chainFor(network, account)
    const { signTransaction } = feature<SignTransaction>(SIGN_TRANSACTION, 'signTransaction')
    const outputs = await walletCall(() => signTransaction(...transactions.map((transaction) => ({ account, chain, transaction }))))
    if (!Array.isArray(outputs) || outputs.length !== transactions.length) throw new InvalidWalletResponseError('signed transactions')
    return outputs.map((output) => signedBytes((output as { signedTransaction?: unknown })?.signedTransaction, 'signed transaction'))
  }

  const operations: Record<SolanaCapabilityName, { supported: true; run(params: never): Promise<unknown> } | { supported: false }> = {
    signMessage: {
      supported: true,
      async run({ address, message }: { address: string; message: string }) {
        if (typeof message !== 'string') throw new InvalidSolanaRequestError('message must be text')
        const account = accountOf(handle, address)
        const { signMessage } = feature<SignMessage>(SIGN_MESSAGE, 'signMessage')
        const outputs = await walletCall(() => signMessage({ account, message: utf8Bytes(message) }))
        const raw = Array.isArray(outputs) ? (outputs[0] as { signature?: unknown } | undefined)?.signature : undefined
        const signature = raw instanceof Uint8Array ? base58Encode(raw) : undefined
        if (!isSolanaSignature(signature)) throw new InvalidWalletResponseError('signature')
        return { signature }
      },
    },
    signTransaction: {
      supported: true,
      async run({ address, network, transaction }: { address: string; network: Network; transaction: Uint8Array }) {
        const [signedTransaction] = await signTransactions(address, network, [checkTransactionBytes(transaction)])
        return { signedTransaction }
      },
    },
    signAllTransactions: {
      supported: true,
      async run({ address, network, transactions }: { address: string; network: Network; transactions: readonly Uint8Array[] }) {
        if (!Array.isArray(transactions) || transactions.length === 0 || transactions.length > 64) {
          throw new InvalidSolanaRequestError('transactions must be a list of 1 to 64 transactions')
        }
        const checked = transactions.map((transaction, index) => checkTransactionBytes(transaction, `transactions[${index}]`))
        return { signedTransactions: await signTransactions(address, network, checked) }
      },
    },
    signAndSendTransaction: {
      supported: true,
      run: async ({ address, network, transaction, options }: { address: string; network: Network; transaction: Uint8Array; options?: SolanaSendOptions }) =>
        signAndSend(address, network, checkTransactionBytes(transaction), checkSendOptions(options)),
    },
    sendTransaction: {
      supported: true,
      async run({ network, from, to, value, extra }: { network: Network; from: string; to: string; value: string; extra?: Record<string, string> }) {
        const options = sendOptionsFromExtra(extra)
        const lamports = checkAmount(value, 'value')
        const [payer, receiver] = [checkAddress(from, 'from'), checkAddress(to, 'to')]
        const web3 = await loadWeb3()
        const transaction = await unsigned(network, payer, (tx) => {
          tx.add(web3.SystemProgram.transfer({ fromPubkey: new web3.PublicKey(payer), toPubkey: new web3.PublicKey(receiver), lamports }))
        })
        const { signature } = await signAndSend(payer, network, transaction, options)
        return { hash: signature }
      },
    },
    transferToken: {
      supported: true,
      async run({ network, from, token, to, amount }: { network: Network; from: string; token: string; to: string; amount: string }) {
        const units = checkAmount(amount, 'amount')
        const [payer, receiver, mintAddress] = [checkAddress(from, 'from'), checkAddress(to, 'to'), checkAddress(token, 'token')]
        const web3 = await loadWeb3()
        const connection = await deps.connectionOf(network)
        const mint = new web3.PublicKey(mintAddress)
        const mintAccount = await walletCall(() => connection.getAccountInfo(mint))
        const programId = mintAccount?.owner.toBase58()
        if (!mintAccount || !(TOKEN_PROGRAMS as readonly string[]).includes(programId as string) || mintAccount.data.length < MINT_SIZE) {
          throw new InvalidSolanaRequestError('token is not an SPL Token or Token-2022 mint')
        }
        const tokenProgram = new web3.PublicKey(programId as string)
        const decimals = mintAccount.data[MINT_DECIMALS_OFFSET] as number
        const [owner, recipient] = [new web3.PublicKey(payer), new web3.PublicKey(receiver)]
        const transaction = await unsigned(network, payer, (tx) => {
          // The receiver's associated token account is created in the same transaction when missing.
          tx.add(createAssociatedTokenAccountIdempotent(web3, { payer: owner, owner: recipient, mint, tokenProgram }))
          tx.add(
            transferChecked(web3, {
              source: associatedTokenAddress(web3, owner, mint, tokenProgram),
              mint,
              destination: associatedTokenAddress(web3, recipient, mint, tokenProgram),
              owner,
              amount: units,
              decimals,
              tokenProgram,
            }),
          )
        })
        const { signature } = await signAndSend(payer, network, transaction, {})
        return { hash: signature }
      },
    },
    estimateFees: {
      supported: true,
      async run({ network }: { network: Network }) {
        const web3 = await loadWeb3()
        const connection = await deps.connectionOf(network)
        // The fee of a one-signature transfer: what a send of SOL costs.
        const payer = web3.SystemProgram.programId
        const { blockhash } = await walletCall(() => connection.getLatestBlockhash())
        const tx = new web3.Transaction({ feePayer: payer, recentBlockhash: blockhash }).add(
          web3.SystemProgram.transfer({ fromPubkey: payer, toPubkey: payer, lamports: 0 }),
        )
        const { value } = await walletCall(() => connection.getFeeForMessage(tx.compileMessage()))
        if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw new InvalidWalletResponseError('fee for message')
        return { lamportsPerSignature: String(value) }
      },
    },
    waitForReceipt: {
      supported: true,
      async run({ network, hash, timeoutMs }: { network: Network; hash: string; timeoutMs?: number }) {
        if (!isSolanaTransactionSignature(hash)) throw new InvalidSolanaRequestError('hash is not a transaction signature')
        const connection = await deps.connectionOf(network)
        return walletCall(() => waitForSignature(connection, { signature: hash, timer: deps.timer(), ...(timeoutMs !== undefined ? { timeoutMs } : {}) }))
      },
    },
    // Compute units need an unsigned simulation, which not every RPC answers: not offered.
    estimateGas: { supported: false },
    sendCalls: { supported: false },
    writeContract: { supported: false },
    walletCapabilities: { supported: false },
  }
  return operations as unknown as Omit<SolanaWalletCapabilities, 'switchNetwork'>
}
