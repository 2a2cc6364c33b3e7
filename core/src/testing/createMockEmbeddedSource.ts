import type { SourceContext, SourceSession } from '../kernel/plugins/connectorSource.js'
import type { EmailConnectAction, EmailUpdateAction, EmbeddedLoginSession, EmbeddedLoginSource } from '../kernel/plugins/embeddedLoginSource.js'
import { InvalidEmailError } from '../modules/embedded-wallet/frameErrors.js'
import { checkEmailLogin, markEmailLoginSent } from '../modules/embedded-wallet/loginCache.js'
import { createSafeStorage, type SafeStorage } from '../kernel/storage/createSafeStorage.js'
import { STORAGE_KEYS } from '../kernel/storage/storageKeys.js'
import type { Connector } from '../kernel/types/connector.js'
import { isValidEmail } from '../kernel/utils/email.js'
import type { ChainNamespace } from '../kernel/types/namespace.js'
import type { Network } from '../kernel/types/network.js'
import type { MockWalletHandle } from './mockChainAdapter.js'
import { createScriptedAnswers, type MockScript } from './mockWalletScript.js'

/** The embedded wallet's namespaces (SPEC.md section 4: e-mail and social logins cover these). */
export const EMBEDDED_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122']

export interface MockEmbeddedSource extends EmbeddedLoginSource {
  script(script: MockScript): void
  releaseHung(as?: 'approve' | 'reject'): void
  /** Ends the login from the frame's side. */
  signOut(): void
  /** The login steps' record and script: what the frame asked next, the right code, every step called. */
  readonly login: MockEmbeddedLogin
  /** Plays the frame asking the visitor to approve a request (ApproveTransaction opens). */
  requestApproval(method?: string): void
  /** Plays that request being answered in the frame. */
  settleApproval(method?: string): void
  /** Plays the login's e-mail changing at the frame (an e-mail change confirmed in another tab). */
  changeEmail(next: string): void
}

/** The scripted login steps of {@link createMockEmbeddedSource}. */
export interface MockEmbeddedLogin {
  /** What sending the e-mail answers. @default 'VERIFY_OTP' */
  action: EmailConnectAction
  /** What starting an e-mail change answers. @default 'VERIFY_PRIMARY_OTP' */
  updateAction: EmailUpdateAction
  /** How the Farcaster sign-in ends: approved, refused by the frame, or never (until aborted). @default 'approve' */
  farcaster: 'approve' | 'fail' | 'hang'
  /** The one code the frame accepts; another rejects with 'Invalid code'. @default '123456' */
  otp: string
  /** The secure origin the social result must come from. */
  readonly origin: string
  /** Every step called, in order (`connectEmail:<email>`, `connectOtp:<otp>`, ...). */
  readonly calls: string[]
  /** How often the open RPC requests were aborted. */
  aborts: number
  /** Switching the account type: answered at once, refused with this message, or held until `releaseAccountTypeSwitch`. @default 'answer' */
  accountTypeSwitch: 'answer' | 'hold' | { error: string }
  /** Answers the held account-type switches, oldest first (`order: 'newest'` answers the newest first). */
  releaseAccountTypeSwitches(order?: 'oldest' | 'newest'): Promise<void>
  /** How often the login's e-mail was asked for (`currentEmail`, the e-mail update's poll). */
  emailReads: number
}

/**
 * A mock embedded wallet: one login (auth 'email') that opens eip155, solana and bip122 at once,
 * each with its own account.
 */
export function createMockEmbeddedSource(params: {
  accounts: Partial<Record<ChainNamespace, { address: string; chainId: string | number }>>
  connectorId?: string
  /** The login's e-mail, as the frame tells it (an e-mail change replaces it). @default none */
  email?: string
  /**
   * A smart account on eip155 beside the EOA: its address, the chain ids where the frame offers
   * it, and whether it is deployed. @default none
   */
  smartAccount?: { address: string; enabledNetworks: readonly number[]; deployed?: boolean }
}): MockEmbeddedSource {
  const connectorId = params.connectorId ?? 'mock-embedded'
  const namespaces = EMBEDDED_NAMESPACES.filter((namespace) => params.accounts[namespace])
  const answers = createScriptedAnswers()
  const chains = new Map<ChainNamespace, string | number>()
  let context: SourceContext | undefined
  let loggedIn = false
  let email = params.email
  let pendingEmail: string | undefined

  const handle = (namespace: ChainNamespace): MockWalletHandle => ({
    mockWalletId: connectorId,
    switchTo(network: Network) {
      chains.set(namespace, network.id)
      context?.emit({ type: 'chainChanged', connectorId, namespace, chainId: network.id })
    },
  })
  let accountType: 'eoa' | 'smartAccount' = 'eoa'
  const held: (() => void)[] = []
  const evmAccounts = (address: string) => {
    const { smartAccount } = params
    if (!smartAccount) return [address]
    const both = [
      { address, type: 'eoa' as const },
      { address: smartAccount.address, type: 'smartAccount' as const },
    ]
    return accountType === 'smartAccount' ? both.reverse() : both
  }
  const session = (): SourceSession => ({
    namespaces: Object.fromEntries(
      namespaces.map((namespace) => {
        const account = params.accounts[namespace] as { address: string; chainId: string | number }
        const chainId = chains.get(namespace) ?? account.chainId
        if (namespace !== 'eip155' || !params.smartAccount) return [namespace, { accounts: [account.address], chainId, handle: handle(namespace) }]
        return [
          namespace,
          {
            accounts: evmAccounts(account.address),
            chainId,
            handle: handle(namespace),
            smartAccountEnabledNetworks: params.smartAccount.enabledNetworks,
            smartAccountDeployed: params.smartAccount.deployed ?? false,
          },
        ]
      }),
    ),
    walletInfo: { name: 'Mock Embedded Wallet' },
    auth: { name: 'email', ...(email ? { email } : {}) },
  })
  const connector: Connector = { id: connectorId, name: 'Email', type: 'AUTH', chain: namespaces[0] ?? 'eip155', namespaces }
  // As the real source: the 30 s cooldown between codes, kept in the site's storage on its clock.
  let cooldownStorage: SafeStorage | undefined
  const sendCode = (address: string) => {
    if (!context) return
    cooldownStorage ??= createSafeStorage({ storage: context.platform.storage, logger: context.logger })
    checkEmailLogin(cooldownStorage, address, context.platform.clock.now())
    markEmailLoginSent(cooldownStorage, context.platform.clock.now())
  }
  /** As the real source on a login or an e-mail change done: the wait is over. */
  const endCooldown = () => cooldownStorage?.remove(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME)
  const login: MockEmbeddedLogin = {
    action: 'VERIFY_OTP',
    updateAction: 'VERIFY_PRIMARY_OTP',
    farcaster: 'approve',
    otp: '123456',
    origin: 'https://secure.portico.test',
    calls: [],
    aborts: 0,
    emailReads: 0,
    accountTypeSwitch: 'answer',
    async releaseAccountTypeSwitches(order = 'oldest') {
      const all = held.splice(0, held.length)
      for (const release of order === 'oldest' ? all : all.reverse()) {
        release()
        await Promise.resolve()
      }
    },
  }
  const steps: EmbeddedLoginSession = {
    async connectEmail(email) {
      login.calls.push(`connectEmail:${email}`)
      // As the real source: the format, then the cooldown, are checked before anything reaches the frame.
      if (!isValidEmail(email)) throw new InvalidEmailError()
      sendCode(email)
      return { action: login.action }
    },
    async connectDevice() {
      login.calls.push('connectDevice')
    },
    async connectOtp(otp) {
      login.calls.push(`connectOtp:${otp}`)
      if (otp !== login.otp) throw new Error('Invalid code')
      endCooldown()
    },
    async getSocialRedirectUri(provider) {
      login.calls.push(`getSocialRedirectUri:${provider}`)
      return `${login.origin}/social?provider=${encodeURIComponent(provider)}`
    },
    async connectSocial(uri) {
      login.calls.push(`connectSocial:${uri}`)
    },
    async getFarcasterUri() {
      login.calls.push('getFarcasterUri')
      return `${login.origin}/farcaster?channel=mock`
    },
    connectFarcaster(options = {}) {
      login.calls.push('connectFarcaster')
      if (login.farcaster === 'approve') return Promise.resolve()
      if (login.farcaster === 'fail') return Promise.reject(new Error('Farcaster refused'))
      // 'hang': until the caller gives up.
      return new Promise((_resolve, reject) => {
        const { signal } = options
        if (signal?.aborted) reject(signal.reason)
        signal?.addEventListener?.('abort', () => reject(signal.reason), { once: true })
      })
    },
    async updateEmail(next) {
      login.calls.push(`updateEmail:${next}`)
      if (!isValidEmail(next)) throw new InvalidEmailError()
      sendCode(next)
      pendingEmail = next
      return { action: login.updateAction }
    },
    async updateEmailPrimaryOtp(otp) {
      login.calls.push(`updateEmailPrimaryOtp:${otp}`)
      if (otp !== login.otp) throw new Error('Invalid code')
    },
    async updateEmailSecondaryOtp(otp) {
      login.calls.push(`updateEmailSecondaryOtp:${otp}`)
      if (otp !== login.otp) throw new Error('Invalid code')
      endCooldown()
      email = pendingEmail ?? 'updated@example.com'
      return email
    },
    async setPreferredAccountType(namespace, type) {
      login.calls.push(`setPreferredAccountType:${namespace}:${type}`)
      const evm = params.accounts.eip155
      const { smartAccount } = params
      if (namespace !== 'eip155' || !evm) throw new Error(`No ${namespace} account`)
      if (typeof login.accountTypeSwitch === 'object') throw new Error(login.accountTypeSwitch.error)
      if (type === 'smartAccount' && !smartAccount) throw new Error('Smart accounts are not enabled on this network')
      if (login.accountTypeSwitch === 'hold') await new Promise<void>((resolve) => held.push(resolve))
      accountType = type === 'smartAccount' ? 'smartAccount' : 'eoa'
      return { type: accountType, address: accountType === 'smartAccount' && smartAccount ? smartAccount.address : evm.address }
    },
    async currentEmail() {
      login.emailReads += 1
      return email ?? null
    },
    client: {
      origin: login.origin,
      frame: () => null,
      abortRpcRequests: () => void (login.aborts += 1),
    },
  }

  return {
    id: 'mock-embedded',
    namespaces,
    login,
    session: async () => steps,
    requestApproval: (method = 'eth_sendTransaction') => context?.embeddedUi?.approvalRequested({ namespace: 'eip155', method }),
    settleApproval: (method = 'eth_sendTransaction') => context?.embeddedUi?.approvalSettled({ namespace: 'eip155', method }),
    changeEmail(next) {
      email = next
    },
    script: (script) => answers.script(connectorId, script),
    releaseHung: answers.releaseHung,
    signOut() {
      if (!loggedIn) return
      loggedIn = false
      context?.emit({ type: 'disconnect', connectorId })
    },
    setup(ctx) {
      context = ctx
      ctx.setConnectors([connector])
      return () => {
        context = undefined
      }
    },
    connect() {
      return answers.answer('connect', connectorId, () => {
        loggedIn = true
        return session()
      })
    },
    async reconnect() {
      return loggedIn ? session() : null
    },
    disconnect() {
      return answers.answer('disconnect', connectorId, () => {
        loggedIn = false
      })
    },
  }
}
