import type { AbortSignalLike, AccountType, ChainNamespace, Network, NamespaceSession, SessionAccount, SourceConnectParams, SourceContext, SourceSession } from '@portico/core'
import {
  checkEmailLogin,
  clearLoginCache,
  createFrameClient,
  createSafeStorage,
  frameLocation,
  markEmailLoginSent,
  recordLoginSuccess,
  smartAccountChainIds,
  storedPreferredAccountTypes,
  type FrameClient,
  type FrameUi,
  type FrameUser,
} from '@portico/core/embedded'
import type { EmbeddedWalletOptions } from './embeddedWalletOptions.js'
import { createFrameEip1193 } from './frameEip1193.js'
import { createFrameSolanaWallet } from './frameSolanaWallet.js'

/** The namespaces one login opens. */
export const EMBEDDED_NAMESPACES = ['eip155', 'solana', 'bip122'] as const satisfies readonly ChainNamespace[]
type EmbeddedNamespace = (typeof EMBEDDED_NAMESPACES)[number]

/** The default account type of each namespace (SPEC.md section 6). */
const DEFAULT_ACCOUNT_TYPES: Readonly<Record<EmbeddedNamespace, AccountType>> = Object.freeze({ eip155: 'eoa', solana: 'eoa', bip122: 'payment' })

/** The login frame and everything behind it, loaded the first time the embedded wallet is used. */
export type EmbeddedSession = ReturnType<typeof createEmbeddedSession>

export function createEmbeddedSession(context: SourceContext, options: EmbeddedWalletOptions) {
  const { platform, logger } = context
  const storage = createSafeStorage({ storage: platform.storage, logger })
  const first = context.networks.find((network) => network.chainNamespace === 'eip155') ?? context.networks[0]
  const location = frameLocation(options.secureSiteUrl, {
    projectId: options.projectId,
    chainId: first?.caipNetworkId ?? 'eip155:1',
    enableLogger: options.enableLogger ?? true,
    rpcUrl: first?.rpcUrls.default.http[0] ?? '',
    ...(options.enableCloudAuthAccount === undefined ? {} : { enableCloudAuthAccount: options.enableCloudAuthAccount }),
  })
  const client: FrameClient = createFrameClient({ platform, logger, url: location.url, origin: location.origin, ui: bothUis(context.embeddedUi, options.ui) })
  // The visitor's stored choice over the site's default.
  const stored = storedPreferredAccountTypes(storage)
  const preferred: Record<EmbeddedNamespace, AccountType> = {
    ...DEFAULT_ACCOUNT_TYPES,
    ...options.preferredAccountTypes,
    ...Object.fromEntries(EMBEDDED_NAMESPACES.flatMap((namespace) => (stored[namespace] ? [[namespace, stored[namespace]]] : []))),
  }
  /** The open session per namespace: its accounts (the selected one first, what the wallet handle answers) and its chain. */
  const live: Partial<Record<EmbeddedNamespace, { accounts: SessionAccount[]; caipNetworkId: () => string }>> = {}
  const state: { connectorId?: string; refreshes: number } = { refreshes: 0 }
  if (options.metadata) void client.request('SYNC_DAPP_DATA', options.metadata).catch((error: unknown) => logger.warn('Dapp data not synced to the frame', error))
  client.onSessionUpdate(() => void refresh())

  /**
   * SESSION_UPDATE: the frame's session changed on its side. Its payload is never read: the
   * session is read again (IS_CONNECTED, then GET_USER per open namespace) and reported to core;
   * a newer update supersedes an older one still reading.
   */
  async function refresh(): Promise<void> {
    const connectorId = state.connectorId
    if (!connectorId || Object.keys(live).length === 0) return
    const mine = ++state.refreshes
    try {
      const { isConnected } = await client.request('IS_CONNECTED')
      if (mine !== state.refreshes || state.connectorId !== connectorId) return
      if (!isConnected) {
        clearLoginCache(storage)
        forget()
        context.emit({ type: 'disconnect', connectorId })
        return
      }
      for (const namespace of EMBEDDED_NAMESPACES) {
        const open = live[namespace]
        if (!open) continue
        const user = await client.request('GET_USER', { chainId: open.caipNetworkId(), preferredAccountType: preferred[namespace] })
        if (mine !== state.refreshes || live[namespace] !== open) return
        const accounts = accountsOf(namespace, user)
        open.accounts.splice(0, open.accounts.length, ...accounts)
        context.emit({
          type: 'accountsChanged',
          connectorId,
          namespace,
          accounts,
          ...(typeof user.smartAccountDeployed === 'boolean' ? { smartAccountDeployed: user.smartAccountDeployed } : {}),
        })
      }
    } catch (error) {
      logger.warn('Session update from the frame not applied', error)
    }
  }

  function forget() {
    for (const namespace of EMBEDDED_NAMESPACES) delete live[namespace]
  }

  /** The user's accounts on a namespace, the selected one first: the frame's `address`, else its preferred type's. */
  function accountsOf(namespace: EmbeddedNamespace, user: FrameUser): SessionAccount[] {
    const accounts: SessionAccount[] = (user.accounts?.length ? user.accounts : [{ address: user.address, type: preferred[namespace] }]).map(
      (account) => ({ address: account.address, type: account.type }),
    )
    const selected = accounts.some((account) => account.address === user.address) ? user.address : undefined
    const first = (account: SessionAccount) => (selected ? account.address === selected : account.type === (user.preferredAccountType ?? preferred[namespace]))
    accounts.sort((a, b) => Number(first(b)) - Number(first(a)))
    return accounts
  }

  /** The eip155 chain ids with a smart account, as the frame tells them; none when it cannot. */
  async function smartAccountNetworks(signal: SourceConnectParams['signal']): Promise<number[]> {
    try {
      const { smartAccountEnabledNetworks } = await client.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined, { signal })
      return smartAccountChainIds('eip155', smartAccountEnabledNetworks)
    } catch (error) {
      if (signal.aborted) throw error
      logger.warn('Smart-account networks not read from the frame', error)
      return []
    }
  }

  async function userOn(network: Network, signal: SourceConnectParams['signal']): Promise<FrameUser> {
    const namespace = network.chainNamespace as EmbeddedNamespace
    return client.request('GET_USER', { chainId: network.caipNetworkId, preferredAccountType: preferred[namespace] }, { signal })
  }

  function namespaceSession(network: Network, user: FrameUser, signal: SourceConnectParams['signal'], smartNetworks?: readonly number[]): NamespaceSession {
    const namespace = network.chainNamespace as EmbeddedNamespace
    const accounts = accountsOf(namespace, user)
    const chainId = chainReference(user.chainId)
    let handle: unknown
    let caipNetworkId = () => network.caipNetworkId
    if (namespace === 'eip155') {
      let current = Number(chainId)
      caipNetworkId = () => `eip155:${current}`
      handle = createFrameEip1193({
        client,
        accounts: () => accounts.map((account) => account.address),
        chainId: () => current,
        setChainId: (next) => void (current = next),
        rpcUrlOf: (id) => context.networks.find((candidate) => candidate.chainNamespace === 'eip155' && candidate.id === id)?.rpcUrls.default.http[0],
        signal,
      })
    } else if (namespace === 'solana') {
      const chains = context.networks.filter((candidate) => candidate.chainNamespace === 'solana').map((candidate) => candidate.caipNetworkId)
      handle = createFrameSolanaWallet({ client, address: accounts[0]?.address ?? user.address, chains })
    } else {
      handle = { request: (args: { method: string; params?: unknown }) => client.rpcRequest({ namespace, method: args.method, params: args.params }) }
    }
    live[namespace] = { accounts, caipNetworkId }
    // Another chain may have another account (no smart account there): the session is read again.
    if (namespace === 'eip155') (handle as ReturnType<typeof createFrameEip1193>).on('chainChanged', () => void refresh())
    return {
      accounts,
      chainId,
      handle,
      ...(smartNetworks ? { smartAccountEnabledNetworks: smartNetworks } : {}),
      ...(typeof user.smartAccountDeployed === 'boolean' ? { smartAccountDeployed: user.smartAccountDeployed } : {}),
    }
  }

  return {
    client,
    /** Sends the one-time code ('Please enter a valid email address', the 30 s cooldown first). */
    async connectEmail(email: string) {
      checkEmailLogin(storage, email, platform.clock.now())
      const answer = await client.request('CONNECT_EMAIL', { email })
      markEmailLoginSent(storage, platform.clock.now())
      return answer
    },
    connectDevice: () => client.request('CONNECT_DEVICE').then(() => undefined),
    connectOtp: (otp: string) => client.request('CONNECT_OTP', { otp }).then(() => undefined),
    getSocialRedirectUri: (provider: string) => client.request('GET_SOCIAL_REDIRECT_URI', { provider }).then((answer) => answer.uri),
    /** Completes a social login with the address the provider returned to (the popup's result). */
    connectSocial: (uri: string) => {
      const eip155 = context.networks.find((network) => network.chainNamespace === 'eip155') ?? first
      return client.request('CONNECT_SOCIAL', {
        uri,
        preferredAccountType: preferred.eip155,
        chainId: eip155?.caipNetworkId ?? 'eip155:1',
        rpcUrl: eip155?.rpcUrls.default.http[0] ?? '',
      })
    },
    getFarcasterUri: () => client.request('GET_FARCASTER_URI').then((answer) => answer.url),
    /** Waits for the visitor's approval of the Farcaster sign-in (30 minutes at most, as an approval in the frame; the modal's close aborts it sooner). */
    connectFarcaster: (options: { signal?: AbortSignalLike } = {}) => client.request('CONNECT_FARCASTER', undefined, options.signal ? { signal: options.signal } : {}),
    /** Starts the e-mail change: the format first, then the e-mail login's 30 s cooldown (a code is sent either way). */
    async updateEmail(email: string) {
      checkEmailLogin(storage, email, platform.clock.now())
      const answer = await client.request('UPDATE_EMAIL', { email })
      markEmailLoginSent(storage, platform.clock.now())
      return answer
    },
    updateEmailPrimaryOtp: (otp: string) => client.request('UPDATE_EMAIL_PRIMARY_OTP', { otp }).then(() => undefined),
    updateEmailSecondaryOtp: async (otp: string) => {
      const { newEmail } = await client.request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
      recordLoginSuccess(storage, { email: newEmail })
      return newEmail
    },
    /** The login's e-mail now (the e-mail update's poll). */
    currentEmail: () =>
      client.request('GET_USER', { chainId: first?.caipNetworkId ?? 'eip155:1', preferredAccountType: preferred.eip155 }).then((user) => user.email ?? null),
    /**
     * Switches the account type of a namespace in the frame; resolves with the type and address
     * the frame answered (validated). Until a newer switch, the wallet handle answers that address.
     */
    async setPreferredAccountType(namespace: ChainNamespace, type: AccountType): Promise<{ type: AccountType; address: string }> {
      if (!isEmbeddedNamespace(namespace)) throw new Error(`The embedded wallet has no ${namespace} account`)
      preferred[namespace] = type
      const answer = await client.request('SET_PREFERRED_ACCOUNT', { type })
      const open = live[namespace]
      if (open && preferred[namespace] === type && answer.type === type) {
        const others = open.accounts.filter((account) => account.address !== answer.address && account.type !== type)
        open.accounts.splice(0, open.accounts.length, { address: answer.address, type }, ...others)
      }
      return { type: answer.type, address: answer.address }
    },
    syncTheme: (theme: Record<string, unknown>) => client.request('SYNC_THEME', theme).then(() => undefined),

    /**
     * Opens the session on every embedded namespace the site has: the active network's namespace
     * first must succeed; a failure on another one only warns (APKTW001).
     */
    async connect(params: SourceConnectParams): Promise<SourceSession> {
      const { networks, signal } = params
      const ordered = EMBEDDED_NAMESPACES.map((namespace) => networks.find((network) => network.chainNamespace === namespace)).filter(
        (network): network is Network => network !== undefined,
      )
      const primary = networks[0]?.chainNamespace
      const namespaces: Partial<Record<ChainNamespace, NamespaceSession>> = {}
      let socialUsername: string | null | undefined
      let email: string | null | undefined
      state.connectorId = params.connectorId
      forget()
      for (const network of ordered) {
        try {
          const user = await userOn(network, signal)
          email ??= user.email
          socialUsername ??= user.userName
          const smartNetworks = network.chainNamespace === 'eip155' ? await smartAccountNetworks(signal) : undefined
          namespaces[network.chainNamespace] = namespaceSession(network, user, signal, smartNetworks)
        } catch (error) {
          if (network.chainNamespace === primary || signal.aborted) throw error
          logger.warn(`Inactive Namespace Not Connected (APKTW001): ${network.chainNamespace}`, error)
        }
      }
      recordLoginSuccess(storage, { email, socialUsername })
      return { namespaces, walletInfo: { name: 'Embedded Wallet' }, auth: { name: email ? 'email' : 'social', ...(email ? { email } : {}) } }
    },

    /** The stored login, if the frame still holds it; otherwise the login cache goes. */
    async reconnect(params: SourceConnectParams): Promise<SourceSession | null> {
      const { isConnected } = await client.request('IS_CONNECTED', undefined, { signal: params.signal })
      if (!isConnected) {
        clearLoginCache(storage)
        forget()
        return null
      }
      return this.connect(params)
    },

    async disconnect() {
      forget()
      state.connectorId = undefined
      client.abortRpcRequests()
      await client.signOut()
      clearLoginCache(storage)
    },
  }
}

function isEmbeddedNamespace(namespace: ChainNamespace): namespace is EmbeddedNamespace {
  return (EMBEDDED_NAMESPACES as readonly ChainNamespace[]).includes(namespace)
}

/** The modal's part (core's) and the site's own, each told in turn. */
function bothUis(modal: FrameUi | undefined, site: FrameUi | undefined): FrameUi | undefined {
  if (!modal || !site) return modal ?? site
  return {
    approvalRequested: (request) => (modal.approvalRequested?.(request), site.approvalRequested?.(request)),
    approvalSettled: (request) => (modal.approvalSettled?.(request), site.approvalSettled?.(request)),
    openModal: () => (modal.openModal?.(), site.openModal?.()),
    showError: (message) => (modal.showError?.(message), site.showError?.(message)),
  }
}

/** The chain reference of a CAIP-2 id (`eip155:1` → `1`), or the id as the frame gave it. */
function chainReference(chainId: string | number): string | number {
  if (typeof chainId === 'number') return chainId
  const colon = chainId.lastIndexOf(':')
  return colon >= 0 ? chainId.slice(colon + 1) : chainId
}
