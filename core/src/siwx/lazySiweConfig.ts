import type { SiweConfig } from './siweConfig.js'
import type { SiwxConfig, SiwxContext } from './siwxConfig.js'

/**
 * The legacy `siweConfig` as a {@link SiwxConfig} whose mapping (`siwxFromSiweConfig`) loads on
 * first use, with the rest of sign-in's code, so a site pays for it only when it signs in.
 */
export function lazySiweConfig(legacy: SiweConfig): SiwxConfig {
  const state: { context?: SiwxContext; mapped?: Promise<SiwxConfig> } = {}
  const mapped = () =>
    (state.mapped ??= import('./siwxCode.js').then((module) => {
      const config = module.siwxFromSiweConfig(legacy)
      if (state.context) config.setup?.(state.context)
      return config
    }))
  return {
    ...(legacy.required !== undefined ? { required: legacy.required } : {}),
    ...(legacy.signOutOnDisconnect !== undefined ? { signOutOnDisconnect: legacy.signOutOnDisconnect } : {}),
    setup(context) {
      state.context = context
    },
    createMessage: async (input) => (await mapped()).createMessage(input),
    addSession: async (session) => (await mapped()).addSession(session),
    revokeSession: async (chainId, address) => (await mapped()).revokeSession(chainId, address),
    setSessions: async (sessions) => (await mapped()).setSessions(sessions),
    getSessions: async (chainId, address) => (await mapped()).getSessions(chainId, address),
  }
}
