import { isAddress, isAddressEqual, isHex, numberToHex, type Address, type Hex } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { jsonRpcRequest } from '../rpc/jsonRpcRequest.js'
import { ProviderRpcError } from '../rpc/providerRpcError.js'
import { toProviderRpcError } from '../rpc/toProviderRpcError.js'
import { createBehaviorGate, type TestWalletBehavior } from './createBehaviorGate.js'
import { createEmitter, type Listener } from './createEmitter.js'
import { createWalletMemory, type WalletStorage } from './createWalletMemory.js'
import { sendWalletTransaction } from './sendWalletTransaction.js'

/** A chain the wallet knows: its id and the RPC it signs for and forwards reads to. */
export interface TestWalletChain {
  chainId: number
  rpcUrl: string
  name?: string
}

export interface CreateTestWalletOptions {
  /** The key of the account the wallet holds (a devnet account's). */
  privateKey: Hex
  /** The chains the wallet starts with; more can be added through `wallet_addEthereumChain`. */
  chains: readonly TestWalletChain[]
  /** The chain selected at start, unless storage remembers another. @default the first of `chains` */
  chainId?: number
  /**
   * Where the wallet remembers, across reloads, that the site was authorized and which chain was
   * selected (pass `window.localStorage`). Without it every page load starts unauthorized.
   */
  storage?: WalletStorage
  /** The storage key. @default `portico-devnet-wallet:<address>` */
  storageKey?: string
}

export interface RequestArguments {
  method: string
  params?: readonly unknown[] | object
}

/** An EIP-1193 provider with the controls a test or the playground's control strip uses. */
export interface TestWallet {
  request(args: RequestArguments): Promise<unknown>
  on(event: string, listener: Listener): TestWallet
  removeListener(event: string, listener: Listener): TestWallet
  /** The account the wallet signs for. */
  readonly address: Address
  /** Signs for another account from now on; an authorized site sees `accountsChanged`. */
  switchAccount(privateKey: Hex): void
  /** The selected chain. */
  readonly chainId: number
  /** Whether the page has been given the account (eth_requestAccounts approved). */
  readonly isAuthorized: boolean
  /** Requests waiting on a 'hang' behaviour. */
  readonly hungCount: number
  /**
   * What the simulated user does with the next request that needs approval. Requests that need
   * none (reads, `eth_requestAccounts` from a site still authorized) leave it for the next one.
   */
  setNextBehavior(behavior: TestWalletBehavior): void
  /** The behaviour the next approval gets ('approve' unless told otherwise). */
  readonly nextBehavior: TestWalletBehavior
  /** Settles hung requests: 'approve' lets them proceed, 'reject' answers 4001. @default 'reject' */
  releaseHung(outcome?: 'approve' | 'reject'): void
  /** The user disconnects the site: accounts are revoked, `accountsChanged` [] and `disconnect` fire. */
  disconnect(): void
}

const unauthorized = () => new ProviderRpcError(4100, 'The requested account and/or method has not been authorized by the user.')
const invalidParams = (message: string) => new ProviderRpcError(-32602, message)
const unsupported = (method: string) => new ProviderRpcError(4200, `The method ${method} is not supported by this wallet.`)
const ACCOUNTS_PERMISSION = [{ parentCapability: 'eth_accounts' }]

/** Reads a `0x`-hex chain id parameter. */
function parseChainId(value: unknown): number {
  const raw = (value as { chainId?: unknown } | undefined)?.chainId
  if (typeof raw !== 'string' || !/^0x[0-9a-f]+$/i.test(raw)) throw invalidParams('Expected a hex chainId')
  return Number.parseInt(raw, 16)
}

/**
 * A browser test wallet: an EIP-1193 provider backed by a viem local account. It signs locally,
 * sends raw transactions to the selected chain's RPC and forwards every other method there. Dev
 * tooling only: product code never imports it.
 */
export function createTestWallet(options: CreateTestWalletOptions): TestWallet {
  let account: PrivateKeyAccount = privateKeyToAccount(options.privateKey)
  const chains = new Map<number, TestWalletChain>(options.chains.map((chain) => [chain.chainId, { ...chain }]))
  const first = options.chainId ?? options.chains[0]?.chainId
  if (first === undefined || !chains.has(first)) throw new Error('createTestWallet needs the chain it starts on')
  const memory = createWalletMemory(options.storage, options.storageKey ?? `portico-devnet-wallet:${account.address}`)
  const remembered = memory.read()
  let chainId = remembered.chainId !== undefined && chains.has(remembered.chainId) ? remembered.chainId : first
  let authorized = remembered.authorized
  const emitter = createEmitter()
  const gate = createBehaviorGate()
  const remember = () => memory.write({ authorized, chainId })

  const currentChain = () => chains.get(chainId) as TestWalletChain
  const switchTo = (id: number) => {
    if (id === chainId) return
    chainId = id
    remember()
    emitter.emit('chainChanged', numberToHex(id))
  }
  const authorize = () => {
    if (authorized) return
    authorized = true
    remember()
    emitter.emit('accountsChanged', [account.address])
  }
  const revoke = () => {
    if (!authorized) return
    authorized = false
    remember()
    emitter.emit('accountsChanged', [])
  }
  const requireAccount = (claimed: unknown) => {
    if (!authorized) throw unauthorized()
    if (claimed !== undefined && (typeof claimed !== 'string' || !isAddress(claimed, { strict: false }) || !isAddressEqual(claimed, account.address))) {
      throw unauthorized()
    }
  }

  const handle = async (method: string, params: readonly unknown[]): Promise<unknown> => {
    switch (method) {
      case 'eth_accounts':
        return authorized ? [account.address] : []
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'net_version':
        return String(chainId)
      case 'eth_requestAccounts':
        // A site that is still authorized gets the account without a prompt, as in extensions.
        if (!authorized) await gate.ask()
        authorize()
        return [account.address]
      case 'wallet_requestPermissions':
        await gate.ask()
        authorize()
        return ACCOUNTS_PERMISSION
      case 'wallet_getPermissions':
        return authorized ? ACCOUNTS_PERMISSION : []
      case 'wallet_revokePermissions':
        revoke()
        return null
      case 'wallet_switchEthereumChain': {
        const id = parseChainId(params[0])
        if (!chains.has(id)) throw new ProviderRpcError(4902, `Unrecognized chain ID "${numberToHex(id)}". Try adding the chain using wallet_addEthereumChain first.`)
        await gate.ask()
        switchTo(id)
        return null
      }
      case 'wallet_addEthereumChain': {
        const id = parseChainId(params[0])
        const { rpcUrls, chainName } = params[0] as { rpcUrls?: unknown; chainName?: unknown }
        const rpcUrl = Array.isArray(rpcUrls) ? rpcUrls[0] : undefined
        if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl)) throw invalidParams('Expected rpcUrls with an http(s) URL')
        await gate.ask()
        if (!chains.has(id)) chains.set(id, { chainId: id, rpcUrl, ...(typeof chainName === 'string' ? { name: chainName } : {}) })
        // Like extension wallets, adding a chain also switches to it once the user approves.
        switchTo(id)
        return null
      }
      case 'personal_sign': {
        const [message, address] = params
        if (typeof message !== 'string') throw invalidParams('personal_sign expects a message string')
        requireAccount(address)
        await gate.ask()
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const [address, data] = params
        requireAccount(address)
        const typed = (typeof data === 'string' ? JSON.parse(data) : data) as Parameters<typeof account.signTypedData>[0]
        await gate.ask()
        return account.signTypedData(typed)
      }
      case 'eth_sendTransaction': {
        const tx = params[0] as { from?: unknown } | undefined
        requireAccount(tx?.from)
        await gate.ask()
        return sendWalletTransaction(account, currentChain(), tx)
      }
      default:
        // Wallet methods are the wallet's to answer; everything else is the chain's.
        if (method.startsWith('wallet_')) throw unsupported(method)
        return jsonRpcRequest(currentChain().rpcUrl, method, params)
    }
  }

  const wallet: TestWallet = {
    async request(args) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
        throw invalidParams('Expected a request object with a method')
      }
      const params = Array.isArray(args.params) ? args.params : args.params === undefined ? [] : [args.params]
      try {
        return await handle(args.method, params)
      } catch (error) {
        throw toProviderRpcError(error)
      }
    },
    on(event, listener) {
      emitter.on(event, listener)
      return wallet
    },
    removeListener(event, listener) {
      emitter.removeListener(event, listener)
      return wallet
    },
    get address() {
      return account.address
    },
    switchAccount(privateKey) {
      const next = privateKeyToAccount(privateKey)
      if (next.address === account.address) return
      account = next
      if (authorized) emitter.emit('accountsChanged', [account.address])
    },
    get chainId() {
      return chainId
    },
    get isAuthorized() {
      return authorized
    },
    get hungCount() {
      return gate.hungCount
    },
    get nextBehavior() {
      return gate.next
    },
    setNextBehavior(behavior) {
      gate.setNext(behavior)
    },
    releaseHung(outcome = 'reject') {
      gate.releaseHung(outcome)
    },
    disconnect() {
      revoke()
      emitter.emit('disconnect', new ProviderRpcError(4900, 'The provider is disconnected from all chains.'))
    },
  }
  return wallet
}
