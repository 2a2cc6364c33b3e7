import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils'
import { stringToHex } from 'viem'
import type { TestWallet } from '../wallet/createTestWallet.js'
import type { SolanaTestWallet } from '../solana/createSolanaTestWallet.js'
import { base58Decode, base58Encode, base64Decode, base64Encode } from './walletEncoding.js'

type Listener = (payload: never) => void

/** What is used of a `@walletconnect/sign-client` instance (the wallet side). */
export interface WalletSignClient {
  core: { pairing: { pair(params: { uri: string }): Promise<unknown> } }
  approve(params: { id: number; namespaces: Record<string, unknown>; proposalRequestsResponses?: { authentication?: unknown[] } }): Promise<{ topic: string; acknowledged(): Promise<unknown> }>
  reject(params: { id: number; reason: { code: number; message: string } }): Promise<void>
  respond(params: { topic: string; response: Record<string, unknown> }): Promise<void>
  disconnect(params: { topic: string; reason: { code: number; message: string } }): Promise<void>
  emit(params: { topic: string; event: { name: string; data: unknown }; chainId: string }): Promise<void>
  approveSessionAuthenticate(params: { id: number; auths: unknown[] }): Promise<{ session?: { topic: string } }>
  rejectSessionAuthenticate(params: { id: number; reason: { code: number; message: string } }): Promise<void>
  formatAuthMessage(params: { request: Record<string, unknown>; iss: string }): string
  on(event: string, listener: Listener): unknown
  off(event: string, listener: Listener): unknown
  session: { getAll(): { topic: string }[] }
}

export type ProposalAnswer = 'approve' | 'reject'

export interface PairingWalletOptions {
  client: WalletSignClient
  /** Answers eip155 requests (personal_sign, eth_sendTransaction against the devnet chains). */
  evm?: { wallet: TestWallet; chainIds: readonly number[] }
  /** Answers solana requests (signing against the devnet Solana runtime). */
  solana?: { wallet: SolanaTestWallet; chain: string }
  /** Told of every step, for a page's log. */
  onLog?: (line: string) => void
  /**
   * Answers one-click sign-in (a proposal's `authentication` request, or the older
   * `wc_sessionAuthenticate`) by signing the message with the EVM test wallet's key; false approves
   * the plain proposal only. @default true
   */
  authenticate?: boolean
}

export interface PairingWallet {
  /** Pairs with a URI a dapp displayed; the proposal that follows gets the next answer. */
  pair(uri: string): Promise<void>
  /** What the next proposal gets. @default 'approve' */
  setNextAnswer(answer: ProposalAnswer): void
  /** Resolves with the session topic of the next session, or rejects when it is rejected. */
  nextSession(): Promise<string>
  /** The open sessions' topics. */
  sessions(): string[]
  /** Ends every session from the wallet. */
  disconnect(): Promise<void>
  /** Requests answered, oldest first (method names). */
  readonly answered: readonly string[]
  /** Moves the eip155 part to another chain and tells the dapp. */
  switchEvmChain(chainId: number): Promise<void>
  /** Whether one-click sign-in requests are answered (else the plain proposal beside them is). */
  setAuthenticate(supported: boolean): void
  /** The messages signed for one-click sign-in, oldest first. */
  readonly signedIn: readonly string[]
}

interface Proposal {
  id: number
  params: {
    optionalNamespaces?: Record<string, { chains?: string[]; methods?: string[]; events?: string[] }>
    requiredNamespaces?: Record<string, { chains?: string[]; methods?: string[]; events?: string[] }>
    /** A one-click sign-in the proposal carries (the SDK's `connect({ authentication })`). */
    requests?: { authentication?: (Record<string, unknown> & { chains: string[] })[] }
  }
}

interface SessionRequest {
  id: number
  topic: string
  params: { chainId: string; request: { method: string; params?: unknown } }
}

const USER_REJECTED = { code: 5000, message: 'User rejected.' }

/** The eip155 methods the test wallet answers (what a one-click sign-in may grant). */
const EVM_METHODS = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain', 'wallet_addEthereumChain', 'eth_accounts', 'eth_requestAccounts', 'eth_chainId']

interface AuthenticateRequest {
  id: number
  params: { authPayload: Record<string, unknown> & { chains: string[] } }
}

/**
 * A wallet on the real wallet-side SDK for the devnet and tests: it pairs with a URI, approves or
 * rejects the proposal (eip155 with the devnet EVM test wallet, solana with the Solana test
 * wallet), answers personal_sign, eth_sendTransaction, wallet_switchEthereumChain and the solana
 * signing methods through those wallets, and can end the session. Browser-safe.
 */
export function createPairingWallet(options: PairingWalletOptions): PairingWallet {
  const { client } = options
  const log = options.onLog ?? (() => undefined)
  let nextAnswer: ProposalAnswer = 'approve'
  const answered: string[] = []
  let waiters: { resolve(topic: string): void; reject(error: Error): void }[] = []
  const settle = (outcome: { topic: string } | { error: Error }) => {
    const current = waiters
    waiters = []
    for (const waiter of current) {
      if ('topic' in outcome) waiter.resolve(outcome.topic)
      else waiter.reject(outcome.error)
    }
  }

  const evmAccounts = async (): Promise<string> => {
    const [address] = (await options.evm!.wallet.request({ method: 'eth_requestAccounts' })) as string[]
    return address as string
  }
  const solanaAccount = async () => {
    const wallet = options.solana!.wallet
    if (!wallet.isAuthorized) await wallet.features['standard:connect'].connect()
    const account = wallet.accounts[0]
    if (!account) throw new Error('The Solana test wallet has no account')
    return account
  }

  client.on('session_proposal', (async (proposal: Proposal) => {
    const answer = nextAnswer
    nextAnswer = 'approve'
    log(`proposal ${proposal.id}: ${answer}`)
    if (answer === 'reject') {
      await client.reject({ id: proposal.id, reason: USER_REJECTED })
      settle({ error: new Error('rejected') })
      return
    }
    try {
      const asked = { ...proposal.params.requiredNamespaces, ...proposal.params.optionalNamespaces }
      const namespaces: Record<string, unknown> = {}
      const eip155 = asked.eip155
      if (eip155 && options.evm) {
        const address = await evmAccounts()
        const chains = (eip155.chains ?? []).filter((chain) => options.evm!.chainIds.includes(Number(chain.split(':')[1])))
        if (chains.length > 0) {
          namespaces.eip155 = { chains, methods: eip155.methods ?? [], events: eip155.events ?? [], accounts: chains.map((chain) => `${chain}:${address}`) }
        }
      }
      const solana = asked.solana
      if (solana && options.solana) {
        const account = await solanaAccount()
        const chains = (solana.chains ?? []).filter((chain) => chain === options.solana!.chain)
        if (chains.length > 0) {
          namespaces.solana = { chains, methods: solana.methods ?? [], events: solana.events ?? [], accounts: chains.map((chain) => `${chain}:${account.address}`) }
        }
      }
      const asks = authenticating && options.evm ? (proposal.params.requests?.authentication ?? []) : []
      const authentication = []
      for (const authPayload of asks) {
        const signed = await signIn(authPayload)
        authentication.push(signed.cacao)
        signedIn.push(signed.message)
        log(`signed in on ${signed.chain} with the proposal`)
      }
      const { topic, acknowledged } = await client.approve({
        id: proposal.id,
        namespaces,
        ...(authentication.length > 0 ? { proposalRequestsResponses: { authentication } } : {}),
      })
      await acknowledged()
      log(`session ${topic.slice(0, 8)}… approved (${Object.keys(namespaces).join(', ')})`)
      settle({ topic })
    } catch (error) {
      log(`approval failed: ${error instanceof Error ? error.message : String(error)}`)
      settle({ error: error instanceof Error ? error : new Error(String(error)) })
    }
  }) as Listener)

  const signedIn: string[] = []
  /** A sign-in request's message, as the SDK formats it, signed with the EVM test key: the CACAO that answers it. */
  const signIn = async (authPayload: Record<string, unknown> & { chains: string[] }) => {
    const address = await evmAccounts()
    const payload = populateAuthPayload({
      authPayload: authPayload as never,
      chains: options.evm!.chainIds.map((chainId) => `eip155:${chainId}`),
      methods: EVM_METHODS,
    })
    const chain = payload.chains[0]
    if (!chain) throw new Error('The sign-in asks for no chain this wallet has')
    const iss = `did:pkh:${chain}:${address}`
    const message = client.formatAuthMessage({ request: payload as never, iss })
    const signature = (await options.evm!.wallet.request({ method: 'personal_sign', params: [stringToHex(message), address] })) as string
    return { cacao: buildAuthObject(payload, { t: 'eip191', s: signature }, iss), message, chain }
  }
  // One-click sign-in: the message the SDK formats from the request, signed with the test key.
  const onAuthenticate = (async (request: AuthenticateRequest) => {
    const answer = nextAnswer
    nextAnswer = 'approve'
    log(`sign-in request ${request.id}: ${answer}`)
    if (answer === 'reject' || !options.evm) {
      await client.rejectSessionAuthenticate({ id: request.id, reason: USER_REJECTED })
      settle({ error: new Error('rejected') })
      return
    }
    try {
      const signed = await signIn(request.params.authPayload)
      const { session } = await client.approveSessionAuthenticate({ id: request.id, auths: [signed.cacao] })
      signedIn.push(signed.message)
      log(`signed in on ${signed.chain}; session ${session?.topic.slice(0, 8) ?? 'none'}…`)
      if (session) settle({ topic: session.topic })
    } catch (error) {
      log(`sign-in failed: ${error instanceof Error ? error.message : String(error)}`)
      settle({ error: error instanceof Error ? error : new Error(String(error)) })
    }
  }) as Listener
  let authenticating = false
  const setAuthenticate = (supported: boolean) => {
    if (supported === authenticating) return
    authenticating = supported
    if (supported) client.on('session_authenticate', onAuthenticate)
    else client.off('session_authenticate', onAuthenticate)
  }
  setAuthenticate(options.authenticate !== false)

  const answerEvm = async (chainId: string, method: string, params: unknown): Promise<unknown> => {
    const wallet = options.evm!.wallet
    const reference = Number(chainId.split(':')[1])
    await evmAccounts()
    if (method !== 'wallet_switchEthereumChain' && method !== 'wallet_addEthereumChain' && wallet.chainId !== reference) {
      await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${reference.toString(16)}` }] })
    }
    return wallet.request({ method, params: params as never })
  }

  const answerSolana = async (method: string, params: Record<string, unknown>): Promise<unknown> => {
    const wallet = options.solana!.wallet
    const account = await solanaAccount()
    const chain = options.solana!.chain as `${string}:${string}`
    switch (method) {
      case 'solana_signMessage': {
        const message = base58Decode(String(params.message))
        const [output] = await wallet.features['solana:signMessage'].signMessage({ account, message })
        return { signature: base58Encode(output!.signature) }
      }
      case 'solana_signTransaction': {
        const transaction = base64Decode(String(params.transaction))
        const [output] = await wallet.features['solana:signTransaction'].signTransaction({ account, chain, transaction })
        const signed = output!.signedTransaction
        return { signature: base58Encode(signed.subarray(1, 65)), transaction: base64Encode(signed) }
      }
      case 'solana_signAndSendTransaction': {
        const transaction = base64Decode(String(params.transaction))
        const [output] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({ account, chain, transaction })
        return { signature: base58Encode(output!.signature) }
      }
      case 'solana_getAccounts':
      case 'solana_requestAccounts':
        return [{ pubkey: account.address }]
      default:
        throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 })
    }
  }

  client.on('session_request', (async (request: SessionRequest) => {
    const { method, params } = request.params.request
    const chainId = request.params.chainId
    log(`request ${method} on ${chainId}`)
    let response: Record<string, unknown>
    try {
      const result = chainId.startsWith('eip155:')
        ? await answerEvm(chainId, method, params)
        : await answerSolana(method, (params ?? {}) as Record<string, unknown>)
      response = { id: request.id, jsonrpc: '2.0', result: result ?? null }
      answered.push(method)
      if (method === 'wallet_switchEthereumChain') {
        const hex = (params as { chainId: string }[])[0]!.chainId
        await client.emit({ topic: request.topic, chainId: `eip155:${Number(hex)}`, event: { name: 'chainChanged', data: Number(hex) } })
      }
    } catch (error) {
      const { code, message } = error as { code?: unknown; message?: unknown }
      response = {
        id: request.id,
        jsonrpc: '2.0',
        error: { code: typeof code === 'number' ? code : 5000, message: typeof message === 'string' ? message : 'Request failed' },
      }
      log(`request ${method} failed: ${String(message)}`)
    }
    await client.respond({ topic: request.topic, response })
  }) as Listener)

  return {
    async pair(uri) {
      await client.core.pairing.pair({ uri })
    },
    setNextAnswer(answer) {
      nextAnswer = answer
    },
    nextSession() {
      return new Promise((resolve, reject) => waiters.push({ resolve, reject }))
    },
    sessions: () => client.session.getAll().map((session) => session.topic),
    async disconnect() {
      for (const { topic } of client.session.getAll()) await client.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
      log('disconnected')
    },
    get answered() {
      return answered
    },
    get signedIn() {
      return signedIn
    },
    setAuthenticate,
    async switchEvmChain(chainId) {
      await options.evm!.wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${chainId.toString(16)}` }] })
      for (const { topic } of client.session.getAll()) {
        await client.emit({ topic, chainId: `eip155:${chainId}`, event: { name: 'chainChanged', data: chainId } })
      }
    },
  }
}
