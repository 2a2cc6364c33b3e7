import type { ChainNamespace, Connector, ConnectorSource, Network, SourceContext, SourceSession, SourceSignIn } from '@portico/core'
import { PAIRING_NAMESPACES } from './session/namespaceDefaults.js'
import { buildProposalNamespaces } from './session/proposalNamespaces.js'
import { initialChain, readSession, walletInfoOf, type SessionPart, type WcSession } from './session/readSession.js'
import { RelayUnavailableError, toSessionError, type SessionLink } from './session/sessionRequester.js'
import { assertSupportedSdk } from './session/sdkVersion.js'
import { authenticationRequest, signInsOf } from './session/authenticationRequest.js'
import { createEip1193Handle, eip155Reference, type SessionEip1193Provider } from './handles/createEip1193Handle.js'
import { createSolanaHandle } from './handles/createSolanaHandle.js'
import { loadUniversalProvider, type WcProvider } from './session/loadUniversalProvider.js'
import { pageLocalStorage, purgeUnsafeDeepLinkChoice } from './session/deepLinkChoice.js'
import type { WalletConnectOptions } from './walletConnectOptions.js'

/** The source's id, and its one connector's. */
export const WALLETCONNECT_SOURCE_ID = 'walletconnect'
export const WALLETCONNECT_CONNECTOR_ID = 'walletconnect'
/** A displayed URI counts as valid this long (SPEC.md section 9). */
export const PAIRING_LIFETIME_MS = 4 * 60_000
const DEFAULT_RELAY_TIMEOUT_MS = 10_000
const DISCONNECT_WAIT_MS = 3_000

export interface WalletConnectSource extends ConnectorSource {
  /** The SDK's provider once loaded (for advanced uses; undefined before pairing was needed). */
  readonly provider: unknown
}

interface Live {
  session: WcSession
  parts: Map<ChainNamespace, SessionPart>
  /** The CAIP-2 chain the session is on, per namespace. */
  current: Map<ChainNamespace, string>
  evm?: SessionEip1193Provider
}

/**
 * The pairing-protocol connector source on `@walletconnect/universal-provider` (loaded by dynamic
 * import the first time pairing is needed): one connector, one session over every namespace the
 * site has networks of, with each namespace's wallet handle in its standard interface (EIP-1193
 * on eip155, Wallet Standard on solana, a plain `request` on the others). The pairing URI goes to
 * core as a `displayUri` event only: it holds the session's symmetric key, and is never logged.
 */
export function createWalletConnectSource(options: WalletConnectOptions): WalletConnectSource {
  const connectorId = WALLETCONNECT_CONNECTOR_ID
  let context: SourceContext | undefined
  let providerLoading: Promise<WcProvider> | undefined
  let provider: WcProvider | undefined
  let live: Live | undefined
  const relayTimeoutMs = options.relayTimeoutMs ?? DEFAULT_RELAY_TIMEOUT_MS
  const lifetimeMs = options.pairingLifetimeMs ?? PAIRING_LIFETIME_MS

  const served = (networks: readonly Network[]): ChainNamespace[] => {
    const wanted = options.namespaces ?? PAIRING_NAMESPACES
    return PAIRING_NAMESPACES.filter((namespace) => wanted.includes(namespace) && networks.some((network) => network.chainNamespace === namespace))
  }
  const emit = (event: Parameters<SourceContext['emit']>[0]) => context?.emit(event)
  const clock = () => context?.platform.clock

  const timeout = <T>(promise: Promise<T>, ms: number, onTimeout: () => unknown): Promise<T> => {
    const timer = clock()
    if (!timer) return promise
    return new Promise<T>((resolve, reject) => {
      const handle = timer.setTimeout(() => reject(onTimeout()), ms)
      promise.then(
        (value) => (timer.clearTimeout(handle), resolve(value)),
        (error: unknown) => (timer.clearTimeout(handle), reject(error)),
      )
    })
  }

  const ensureProvider = (): Promise<WcProvider> => {
    providerLoading ??= loadUniversalProvider(options, context?.logger).then((loaded) => {
      provider = loaded
      listen(loaded)
      return loaded
    })
    providerLoading.catch(() => {
      providerLoading = undefined
    })
    return providerLoading
  }

  const ensureRelay = async (wc: WcProvider) => {
    const relayer = wc.client.core.relayer
    if (!relayer.connected) {
      try {
        await timeout(Promise.resolve(relayer.transportOpen?.()), relayTimeoutMs, () => new RelayUnavailableError())
      } catch (error) {
        throw error instanceof RelayUnavailableError ? error : new RelayUnavailableError({ cause: error })
      }
      if (!relayer.connected) throw new RelayUnavailableError()
    }
    // Nothing is sent through an SDK other than the supported release (a restored session too).
    assertSupportedSdk(wc)
  }

  const link: SessionLink = {
    methods: (namespace) => live?.parts.get(namespace as ChainNamespace)?.methods ?? [],
    async request({ chainId, method, params }) {
      const wc = provider
      const session = live?.session
      if (!wc || !session) throw new RelayUnavailableError({ details: 'no session' })
      // Checked before sending: a request the relay never took is safe to try again. Once sent it is
      // never sent again by us; the SDK re-publishes the same message, which the wallet takes once.
      await ensureRelay(wc)
      // The SDK reads the stored deep-link choice for this request and opens it: an unsafe one goes first.
      await purgeUnsafeDeepLinkChoice([pageLocalStorage(), wc.client.core.storage], context?.logger)
      try {
        return await wc.client.request({ topic: session.topic, chainId, request: { method, params } })
      } catch (error) {
        throw toSessionError(error)
      }
    },
  }

  const toSourceSession = (state: Live, networks: readonly Network[]): SourceSession => {
    const namespaces: SourceSession['namespaces'] = {}
    const walletName = walletInfoOf(state.session)?.name ?? options.connectorName ?? 'WalletConnect'
    for (const [namespace, part] of state.parts) {
      const chain = state.current.get(namespace) ?? initialChain(part, networks)
      if (!chain) continue
      state.current.set(namespace, chain)
      const reference = chain.slice(namespace.length + 1)
      const addresses = () => part.addresses.get(state.current.get(namespace) ?? chain) ?? []
      let handle: unknown
      if (namespace === 'eip155') {
        state.evm = createEip1193Handle({
          link,
          initialChain: reference,
          accounts: (ref) => (live?.parts.get('eip155')?.addresses.get(`eip155:${ref}`) ?? []).slice(),
          approvedChains: () => live?.parts.get('eip155')?.chains ?? [],
        })
        state.evm.on('chainChanged', () => {
          const now = `eip155:${state.evm?.chain}`
          if (state.current.get('eip155') === now) return
          state.current.set('eip155', now)
          emit({ type: 'chainChanged', connectorId, namespace: 'eip155', chainId: Number(state.evm?.chain) })
        })
        handle = state.evm
      } else if (namespace === 'solana') {
        handle = createSolanaHandle({
          link,
          walletName,
          chains: () => live?.parts.get('solana')?.chains ?? [],
          addresses: () => (live?.parts.get('solana')?.addresses.get(live.current.get('solana') ?? '') ?? []).slice(),
        })
      } else {
        handle = {
          request: (args: { method: string; params?: unknown }) =>
            link.request({ chainId: state.current.get(namespace) ?? chain, method: args.method, params: args.params }),
        }
      }
      namespaces[namespace] = {
        accounts: addresses(),
        chainId: namespace === 'eip155' ? Number(reference) : reference,
        handle,
        approvedCaipNetworkIds: [...part.chains],
      }
    }
    const info = walletInfoOf(state.session)
    return { namespaces, ...(info ? { walletInfo: info } : {}) }
  }

  const adopt = (session: WcSession): Live => {
    live = { session, parts: readSession(session), current: new Map() }
    return live
  }

  const end = () => {
    if (!live) return
    live = undefined
    emit({ type: 'disconnect', connectorId })
  }

  const onSessionEvent = (payload: { topic?: string; params?: { chainId?: string; event?: { name?: string; data?: unknown } } }) => {
    if (!live || payload.topic !== live.session.topic) return
    const chainId = payload.params?.chainId
    const namespace = typeof chainId === 'string' ? (chainId.split(':')[0] as ChainNamespace) : undefined
    const part = namespace ? live.parts.get(namespace) : undefined
    if (!namespace || !part || typeof chainId !== 'string') return
    const { name, data } = payload.params?.event ?? {}
    if (name === 'chainChanged') {
      const reference = namespace === 'eip155' ? eip155Reference(data) : typeof data === 'string' || typeof data === 'number' ? String(data) : undefined
      const chain = reference ? `${namespace}:${reference}` : chainId
      live.current.set(namespace, chain)
      const bare = chain.slice(namespace.length + 1)
      if (namespace === 'eip155') live.evm?.setChain(bare)
      emit({ type: 'chainChanged', connectorId, namespace, chainId: namespace === 'eip155' ? Number(bare) : bare })
    } else if (name === 'accountsChanged' && Array.isArray(data)) {
      const addresses = data
        .filter((entry): entry is string => typeof entry === 'string')
        .map((entry) => (entry.includes(':') ? entry.slice(entry.lastIndexOf(':') + 1) : entry))
      const chain = live.current.get(namespace) ?? chainId
      part.addresses.set(chain, addresses)
      emit({ type: 'accountsChanged', connectorId, namespace, accounts: addresses })
    }
  }

  const onSessionUpdate = (payload: { topic?: string; params?: { namespaces?: WcSession['namespaces'] } }) => {
    if (!live || payload.topic !== live.session.topic || !payload.params?.namespaces) return
    const previous = live
    live = { ...previous, session: { ...previous.session, namespaces: payload.params.namespaces }, parts: readSession({ ...previous.session, namespaces: payload.params.namespaces }) }
    for (const namespace of previous.parts.keys()) {
      const part = live.parts.get(namespace)
      if (!part) {
        emit({ type: 'accountsChanged', connectorId, namespace, accounts: [] })
        continue
      }
      emit({ type: 'sessionNetworks', connectorId, namespace, caipNetworkIds: [...part.chains] })
      const chain = live.current.get(namespace)
      const addresses = chain ? part.addresses.get(chain) : undefined
      if (addresses?.length) emit({ type: 'accountsChanged', connectorId, namespace, accounts: addresses })
      else {
        const next = initialChain(part, context?.networks ?? [])
        if (!next) emit({ type: 'accountsChanged', connectorId, namespace, accounts: [] })
        else {
          live.current.set(namespace, next)
          const reference = next.slice(namespace.length + 1)
          if (namespace === 'eip155') live.evm?.setChain(reference)
          emit({ type: 'chainChanged', connectorId, namespace, chainId: namespace === 'eip155' ? Number(reference) : reference })
        }
      }
    }
  }

  function listen(wc: WcProvider) {
    wc.client.on('session_event', onSessionEvent)
    wc.client.on('session_update', onSessionUpdate)
    const ended = (payload: { topic?: string }) => {
      if (live && payload.topic === live.session.topic) end()
    }
    wc.client.on('session_delete', ended)
    wc.client.on('session_expire', ended)
  }

  const connector = (networks: readonly Network[]): Connector => {
    const namespaces = served(networks)
    return { id: connectorId, name: options.connectorName ?? 'WalletConnect', type: 'WALLET_CONNECT', chain: namespaces[0] ?? 'eip155', namespaces }
  }

  return {
    id: WALLETCONNECT_SOURCE_ID,
    namespaces: PAIRING_NAMESPACES,
    get provider() {
      return provider
    },
    setup(ctx) {
      context = ctx
      if (served(ctx.networks).length > 0) ctx.setConnectors([connector(ctx.networks)])
      return () => {
        context = undefined
        live = undefined
      }
    },

    async connect({ networks, signal, signIn }) {
      if (signal.aborted) throw signal.reason
      const wc = await timeout(ensureProvider(), relayTimeoutMs * 3, () => new RelayUnavailableError({ details: 'the SDK did not start' }))
      if (signal.aborted) throw signal.reason
      if (live) {
        // A new pairing replaces a session this source still holds.
        await this.disconnect({ connectorId }).catch(() => undefined)
      }
      const namespaces = buildProposalNamespaces(networks, served(networks), options.methods)
      let uriShown = false
      let pairingTopic: string | undefined
      const withdraw = () => {
        // Only this proposal's pairing is deleted (a newer one may be displayed already), so a late
        // approval of it reaches nobody.
        if (pairingTopic) wc.client.core.pairing?.disconnect({ topic: pairingTopic }).catch(() => undefined)
      }
      let refuseSdk: (error: unknown) => void = () => undefined
      const sdkRefused = new Promise<never>((_, reject) => {
        refuseSdk = reject
      })
      sdkRefused.catch(() => undefined)
      const onUri = (uri: unknown) => {
        if (typeof uri !== 'string' || signal.aborted) return
        // The relay is connected by now (the pairing is subscribed on it): its URL names the SDK.
        try {
          assertSupportedSdk(wc)
        } catch (error) {
          pairingTopic = /^wc:([0-9a-f]{64})@/.exec(uri)?.[1]
          withdraw()
          refuseSdk(error)
          return
        }
        uriShown = true
        pairingTopic = /^wc:([0-9a-f]{64})@/.exec(uri)?.[1]
        emit({ type: 'displayUri', connectorId, uri, expiresAt: (clock()?.now() ?? 0) + lifetimeMs })
      }
      wc.on('display_uri', onUri)
      let onAbort: (() => void) | undefined
      const aborted = new Promise<never>((_, reject) => {
        onAbort = () => {
          withdraw()
          reject(signal.reason)
        }
        signal.addEventListener('abort', onAbort, { once: true })
      })
      const relayWatch = new Promise<never>((_, reject) => {
        const timer = clock()
        const handle = timer?.setTimeout(() => {
          if (!uriShown) {
            withdraw()
            reject(new RelayUnavailableError({ details: 'no pairing URI' }))
          }
        }, relayTimeoutMs)
        aborted.catch(() => handle !== undefined && timer?.clearTimeout(handle))
      })
      relayWatch.catch(() => undefined)
      aborted.catch(() => undefined)
      // One-click sign-in (core asks only when every chain is eip155): the wallet is asked to sign
      // in and open the session in one step; one that supports it answers with the session and the
      // signed CACAOs, one that does not with the plain proposal the SDK sends beside it.
      let signIns: SourceSignIn[] | undefined
      const opening: Promise<WcSession | undefined> = signIn
        ? wc.authenticate({ ...authenticationRequest(signIn, namespaces.eip155?.methods ?? []), optionalNamespaces: namespaces }).then((result) => {
            if (result?.auths !== undefined) signIns = signInsOf(result.auths, (params) => wc.client.formatAuthMessage(params))
            return result?.session
          })
        : wc.connect({ optionalNamespaces: namespaces })
      opening.catch(() => undefined)
      try {
        const session = (await Promise.race([opening, aborted, relayWatch, sdkRefused])) as WcSession | undefined
        if (!session) throw new RelayUnavailableError({ details: 'no session' })
        const opened = toSourceSession(adopt(session), networks)
        return signIns ? { ...opened, signIns } : opened
      } catch (error) {
        throw toSessionError(error)
      } finally {
        wc.removeListener('display_uri', onUri)
        if (onAbort) signal.removeEventListener('abort', onAbort)
      }
    },

    async reconnect({ networks }) {
      const wc = await ensureProvider()
      const now = Math.floor((clock()?.now() ?? Date.now()) / 1000)
      const sessions = wc.client.session.getAll().filter((session) => (session.expiry ?? Infinity) > now)
      const session = wc.session && sessions.some((entry) => entry.topic === wc.session?.topic) ? wc.session : sessions.at(-1)
      if (!session) return null
      return toSourceSession(adopt(session), networks)
    },

    async disconnect() {
      const wc = provider
      const session = live?.session
      live = undefined
      if (!wc || !session) return
      try {
        await timeout(
          wc.client.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } }),
          DISCONNECT_WAIT_MS,
          () => new RelayUnavailableError(),
        )
      } catch (error) {
        // The wallet may not hear it now (relay down); the session is forgotten here all the same.
        context?.logger.warn('The wallet could not be told that the session ended', error)
        await Promise.resolve(wc.client.session.delete(session.topic, { code: 6000, message: 'User disconnected.' })).catch(() => undefined)
      }
      if (wc.session?.topic === session.topic) wc.session = undefined
    },
  }
}
