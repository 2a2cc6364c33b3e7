import type { SiweConfig } from './siweConfig.js'
import type { SiwxConfig, SiwxContext } from './siwxConfig.js'

/** The methods of {@link SiwxConfig} a lazy configuration forwards. */
const FORWARDED = ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions'] as const

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
  const config = Object.fromEntries(
    FORWARDED.map((name) => [name, async (...args: unknown[]) => ((await mapped())[name] as (...a: unknown[]) => unknown)(...args)]),
  ) as Pick<SiwxConfig, (typeof FORWARDED)[number]>
  return {
    ...config,
    required: legacy.required === true,
    signOutOnDisconnect: legacy.signOutOnDisconnect !== false,
    setup(context) {
      state.context = context
    },
  }
}
