import type { WalletConnectOptions } from '../walletConnectOptions.js'
import { pageLocalStorage, purgeUnsafeDeepLinkChoice, type DeepLinkChoiceStore } from './deepLinkChoice.js'
import type { WcAuthenticationRequest } from './authenticationRequest.js'
import type { WcSession } from './readSession.js'

type Listener = (payload: never) => void

/** What the source uses of the universal provider and its sign client. */
export interface WcProvider {
  session?: WcSession | undefined
  /** Proposes a session. */
  connect(params: { optionalNamespaces: Record<string, unknown> }): Promise<WcSession | undefined>
  /**
   * Asks the wallet to sign in and open a session in one step (one-click sign-in); a wallet without
   * it answers the plain eip155 proposal sent beside it, with no `auths`.
   */
  authenticate(params: WcAuthenticationRequest & { optionalNamespaces: Record<string, unknown> }): Promise<{ session?: WcSession; auths?: unknown } | undefined>
  cleanupPendingPairings(options?: { deletePairings?: boolean }): Promise<void>
  on(event: string, listener: (payload: unknown) => void): void
  removeListener(event: string, listener: (payload: unknown) => void): void
  client: {
    request(params: { topic: string; chainId: string; request: { method: string; params?: unknown } }): Promise<unknown>
    /** The text a CACAO's payload stands for (what the wallet signed). */
    formatAuthMessage(params: { request: Record<string, unknown>; iss: string }): string
    disconnect(params: { topic: string; reason: { code: number; message: string } }): Promise<void>
    on(event: string, listener: Listener): void
    session: {
      getAll(): WcSession[]
      delete(topic: string, reason: { code: number; message: string }): Promise<void> | void
    }
    core: {
      /** The SDK's key-value storage (the `storage` option, or its default). */
      storage?: DeepLinkChoiceStore
      pairing?: { disconnect(params: { topic: string }): Promise<void> }
      relayer: { connected: boolean; transportOpen?: () => Promise<void>; provider?: { connection?: { url?: unknown } } }
      verify: { verifyUrlV3?: string; register?: (...args: unknown[]) => Promise<string>; resolve?: (...args: unknown[]) => Promise<unknown> }
    }
  }
}

/**
 * Loads `@walletconnect/universal-provider` (a dynamic import: a site carries none of it until a
 * visitor needs pairing) and starts it with the site's options. The SDK's telemetry stays off
 * unless asked for; Verify is pointed elsewhere or turned off when the options say so. A stored
 * deep-link choice that is not safe is removed before the SDK starts (see deepLinkChoice.ts).
 */
export async function loadUniversalProvider(
  options: WalletConnectOptions,
  logger?: { warn(message: string, ...data: unknown[]): void },
): Promise<WcProvider> {
  await ensureBufferGlobal()
  // The SDK opens a stored deep-link choice on every request: an unsafe one goes before it starts.
  await purgeUnsafeDeepLinkChoice([pageLocalStorage(), options.storage], logger)
  const module = options.loadProvider ? await options.loadProvider() : await import('@walletconnect/universal-provider')
  const Provider = (module as { UniversalProvider?: unknown; default?: unknown }).UniversalProvider ?? (module as { default?: unknown }).default
  const init = (Provider as { init?: unknown } | undefined)?.init
  if (typeof init !== 'function') throw new Error('@walletconnect/universal-provider has no UniversalProvider.init')
  const provider = (await init.call(Provider, {
    projectId: options.projectId,
    ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
    ...(options.metadata ? { metadata: options.metadata } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.storagePrefix ? { customStoragePrefix: options.storagePrefix, name: options.storagePrefix } : {}),
    telemetryEnabled: options.telemetry ?? false,
    logger: options.sdkLogLevel ?? 'silent',
  })) as WcProvider
  // Its own storage too, where it is the SDK's default (IndexedDB in a browser), reachable only now.
  await purgeUnsafeDeepLinkChoice([provider.client.core.storage], logger)
  const verify = provider.client.core.verify
  if (options.verify === false) {
    verify.register = async () => ''
    verify.resolve = async () => undefined
  } else if (options.verify) {
    verify.verifyUrlV3 = `${options.verify.url.replace(/\/+$/, '')}/v3`
  }
  return provider
}

/**
 * SDK 2.21.8 (the supported release) reads Node's `Buffer` as a global in the browser too: its
 * one-click sign-in encodes and decodes the session's capabilities (ReCaps) with `Buffer.from`, and
 * fails with "Buffer is not defined" on a page without one. A page that has none gets the `buffer`
 * package's (the same implementation bundlers use for Node's), loaded with the SDK; one that has
 * its own keeps it.
 */
async function ensureBufferGlobal(): Promise<void> {
  const scope = globalThis as { Buffer?: unknown }
  if (scope.Buffer !== undefined) return
  const { Buffer } = await import('buffer')
  scope.Buffer ??= Buffer
}
