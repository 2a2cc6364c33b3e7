import type { EmbeddedLoginSource, PorticoPlugin, SourceConnectParams, SourceContext } from '@portico/core'
import type { EmbeddedSession } from './embeddedSession.js'
import type { EmbeddedWalletOptions } from './embeddedWalletOptions.js'

/** The connector id of the embedded wallet (SPEC.md: the AUTH connector). */
export const EMBEDDED_CONNECTOR_ID = 'AUTH'
const NAMESPACES = ['eip155', 'solana', 'bip122'] as const
/** Set by a successful login (storage key of the login cache). */
const LOGIN_USED_KEY = '@portico/email_login_used'

/** The embedded wallet's connector source: a v2 source over eip155, solana and bip122, plus the login steps. */
export interface EmbeddedSource extends EmbeddedLoginSource {
  /**
   * The login frame and its steps, loaded (a dynamic import) and mounted on first use. Rejects
   * before `setup` ran.
   */
  session(): Promise<EmbeddedSession>
}

/**
 * The embedded wallet: a visitor without any wallet signs in with an e-mail code or a social
 * account in a cross-origin login frame and gets an EVM, a Solana and a Bitcoin account, each
 * request to sign approved in the frame. The frame code loads only when the wallet is first used
 * (a login, or a stored login to restore), so a site pays for it only then.
 */
export function createEmbeddedWallet(options: EmbeddedWalletOptions): PorticoPlugin & { connectors: EmbeddedSource } {
  const state: { context?: SourceContext; session?: Promise<EmbeddedSession> } = {}
  const session = () => {
    const { context } = state
    if (!context) return Promise.reject(new Error('The embedded wallet is not set up yet'))
    return (state.session ??= import('./embeddedSession.js').then((module) => module.createEmbeddedSession(context, options)))
  }
  const source: EmbeddedSource = {
    id: 'embedded',
    namespaces: NAMESPACES,
    session,
    setup(context) {
      state.context = context
      const namespaces = NAMESPACES.filter((namespace) => context.networks.some((network) => network.chainNamespace === namespace))
      context.setConnectors([{ id: EMBEDDED_CONNECTOR_ID, name: 'Email', type: 'AUTH', chain: namespaces[0] ?? 'eip155', namespaces }])
      return () => {
        void state.session?.then((loaded) => loaded.client.destroy())
        state.context = undefined
        state.session = undefined
      }
    },
    connect: async (params: SourceConnectParams) => (await session()).connect(params),
    async reconnect(params: SourceConnectParams) {
      if (!loginUsed(state.context)) return null
      return (await session()).reconnect(params)
    },
    async disconnect() {
      if (state.session) await (await state.session).disconnect()
    },
  }
  // E-mail and social login are in force only on a site whose plug-ins provide them: this one does.
  return { connectors: source, provides: ['email', 'socials'] }
}

/** Whether a login is stored; read raw so that a site without one never loads the frame code. */
function loginUsed(context: SourceContext | undefined): boolean {
  try {
    return context?.platform.storage.getItem(LOGIN_USED_KEY) === 'true'
  } catch {
    return false
  }
}
