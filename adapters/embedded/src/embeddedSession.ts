import type { AbortSignalLike, AccountType, ChainNamespace, Network, NamespaceSession, SessionAccount, SourceConnectParams, SourceContext, SourceSession } from '@portico/core'
import {
  checkEmailLogin,
  clearLoginCache,
  createFrameClient,
  createSafeStorage,
  frameLocation,
  markEmailLoginSent,
  recordLoginSuccess,
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
  const preferred: Record<EmbeddedNamespace, AccountType> = { ...DEFAULT_ACCOUNT_TYPES, ...options.preferredAccountTypes }
  if (options.metadata) void client.request('SYNC_DAPP_DATA', options.metadata).catch((error: unknown) => logger.warn('Dapp data not synced to the frame', error))

  async function userOn(network: Network, signal: SourceConnectParams['signal']): Promise<FrameUser> {
    const namespace = network.chainNamespace as EmbeddedNamespace
    return client.request('GET_USER', { chainId: network.caipNetworkId, preferredAccountType: preferred[namespace] }, { signal })
  }

  function namespaceSession(network: Network, user: FrameUser, signal: SourceConnectParams['signal']): NamespaceSession {
    const namespace = network.chainNamespace as EmbeddedNamespace
    const accounts: SessionAccount[] = (user.accounts?.length ? user.accounts : [{ address: user.address, type: preferred[namespace] }]).map(
      (account) => ({ address: account.address, type: account.type }),
    )
    accounts.sort((a, b) => Number(b.type === preferred[namespace]) - Number(a.type === preferred[namespace]))
    const chainId = chainReference(user.chainId)
    let handle: unknown
    if (namespace === 'eip155') {
      let current = Number(chainId)
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
    return { accounts, chainId, handle }
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
    /** Waits for the visitor's approval of the Farcaster sign-in (no time limit of its own; the modal's close aborts it). */
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
    async setPreferredAccountType(namespace: EmbeddedNamespace, type: AccountType) {
      preferred[namespace] = type
      await client.request('SET_PREFERRED_ACCOUNT', { type })
    },
    syncTheme: (theme: Record<string, unknown>) => client.request('SYNC_THEME', theme).then(() => undefined),

    /**
     * Opens the session on every embedded namespace the site has: the active network's namespace
     * first must succeed; a failure on another one only warns (APKTW001).
     */
    async connect({ networks, signal }: SourceConnectParams): Promise<SourceSession> {
      const ordered = EMBEDDED_NAMESPACES.map((namespace) => networks.find((network) => network.chainNamespace === namespace)).filter(
        (network): network is Network => network !== undefined,
      )
      const primary = networks[0]?.chainNamespace
      const namespaces: Partial<Record<ChainNamespace, NamespaceSession>> = {}
      let socialUsername: string | null | undefined
      let email: string | null | undefined
      for (const network of ordered) {
        try {
          const user = await userOn(network, signal)
          email ??= user.email
          socialUsername ??= user.userName
          namespaces[network.chainNamespace] = namespaceSession(network, user, signal)
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
        return null
      }
      return this.connect(params)
    },

    async disconnect() {
      client.abortRpcRequests()
      await client.signOut()
      clearLoginCache(storage)
    },
  }
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
