import {
  array,
  boolean,
  define,
  enums,
  integer,
  max,
  min,
  number,
  object,
  optional,
  partial,
  record,
  refine,
  size,
  string,
  union,
  literal,
} from 'superstruct'
import { isPluginFeature, PLUGIN_FEATURES } from '../features/pluginFeatures.js'
import { isChainNamespace, CHAIN_NAMESPACES } from '../types/namespace.js'
import { isSafeDeepLink, isSafeImageUrl } from '../utils/urlSafety.js'
import { LOG_LEVELS } from '../logger/createLogger.js'
import { modulesProblem } from '../plugins/resolveModules.js'
import { httpUrlSchema, networkSchema } from './networkSchema.js'
import { CONNECT_METHODS, SOCIAL_PROVIDERS } from './porticoOptions.js'

const UNSAFE_CSS = /[;{}<>\\]|url\(|expression\(|@import/i

/** A CSS value a site sets as a theme variable: no way out of its declaration. */
const cssValueSchema = refine(size(string(), 1, 200), 'CssValue', (value) =>
  UNSAFE_CSS.test(value) ? 'must be a plain CSS value (no ; { } < > \\, url() or @import)' : true,
)

const walletIdsSchema = size(array(size(string(), 1, 200)), 0, 500)

const linkSchema = refine(size(string(), 1, 2048), 'Link', (value) =>
  isSafeDeepLink(value) ? true : 'expected an https link',
)

const isFunction = (value: unknown): boolean => typeof value === 'function'

/** Why a chain adapter is not one, or undefined when it is. */
function chainAdapterProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return 'expected a chain adapter object'
  const candidate = value as Record<string, unknown>
  if (!isChainNamespace(candidate.namespace)) return 'The adapter must have a namespace'
  const rules = candidate.rules as Record<string, unknown> | null | undefined
  if (typeof rules !== 'object' || rules === null || rules.namespace !== candidate.namespace) {
    return 'a chain adapter needs the rules of its namespace'
  }
  if (!isFunction(rules.isAddress) || !isFunction(rules.toChainReference)) return 'namespace rules need isAddress and toChainReference'
  if (!isFunction(candidate.getBalance) || !isFunction(candidate.bindWallet)) return 'a chain adapter needs getBalance and bindWallet'
  return undefined
}

/** Why a connector source is not one, or undefined when it is. */
function sourceProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return 'expected a connector source object'
  const candidate = value as Record<string, unknown>
  if (typeof candidate.id !== 'string' || candidate.id.length === 0 || candidate.id.length > 64) return 'a connector source needs an id'
  if (!Array.isArray(candidate.namespaces) || candidate.namespaces.length === 0 || !candidate.namespaces.every(isChainNamespace)) {
    return 'a connector source must declare the namespaces it serves'
  }
  if (!isFunction(candidate.connect) || !isFunction(candidate.disconnect)) return 'a connector source needs connect and disconnect functions'
  return undefined
}

/** Why a plug-in's `provides` is not a list of plug-in features, or undefined when it is. */
function providesProblem(value: unknown): string | undefined {
  if (!Array.isArray(value) || value.length > PLUGIN_FEATURES.length) return `provides must be a list of features (${PLUGIN_FEATURES.join(', ')})`
  const unknown = value.find((feature) => !isPluginFeature(feature))
  if (unknown === undefined) return undefined
  const named = typeof unknown === 'string' ? JSON.stringify(unknown.slice(0, 40)) : typeof unknown
  return `provides names ${named}, which is not a feature a plug-in provides (${PLUGIN_FEATURES.join(', ')})`
}

const pluginSchema = define<unknown>('PorticoPlugin', (value) => {
  if (typeof value !== 'object' || value === null) return 'expected a plug-in object ({ chain?, connectors?, modules? })'
  const { chain, connectors, provides, modules } = value as Record<string, unknown>
  if (chain === undefined && connectors === undefined && modules === undefined) {
    return 'a plug-in needs a chain adapter, a connector source, modules, or several of them'
  }
  return (
    (chain === undefined ? undefined : chainAdapterProblem(chain)) ??
    (connectors === undefined ? undefined : sourceProblem(connectors)) ??
    (provides === undefined ? undefined : providesProblem(provides)) ??
    (modules === undefined ? undefined : modulesProblem(modules)) ??
    true
  )
})

const platformSchema = define<unknown>('Platform', (value) =>
  typeof value === 'object' && value !== null ? true : 'expected an object of platform ports',
)

/**
 * An object with these functions (names ending in `?` may be absent) and optional boolean flags:
 * the `siwx` interface and the legacy `siweConfig` shape.
 */
const implementationSchema = (name: string, members: string, flags: string) =>
  define<unknown>(name, (value) => {
    if (typeof value !== 'object' || value === null) return 'expected an object'
    const candidate = value as Record<string, unknown>
    for (const member of members.split(' ')) {
      const key = member.replace('?', '')
      if (!(isFunction(candidate[key]) || (member.endsWith('?') && candidate[key] === undefined))) return `${key} must be a function`
    }
    for (const flag of flags.split(' ')) if (candidate[flag] !== undefined && typeof candidate[flag] !== 'boolean') return `${flag} must be true or false`
    return true
  })

const siwxSchema = implementationSchema('SiwxConfig', 'createMessage addSession revokeSession setSessions getSessions setup?', 'required signOutOnDisconnect')
const siweSchema = implementationSchema(
  'SiweConfig',
  'getNonce verifyMessage getSession signOut getMessageParams? onSignIn? onSignOut?',
  'enabled required signOutOnDisconnect',
)

const accountTypeSchema = enums(['eoa', 'smartAccount', 'payment', 'ordinal', 'stx'] as const)

/** The shape of `createPortico` options (SPEC.md section 1 and 6). Unknown keys are refused. */
export const optionsSchema = object({
  projectId: size(string(), 1, 128),
  networks: size(array(networkSchema), 1, 500),
  defaultNetwork: optional(networkSchema),
  adapters: optional(size(array(pluginSchema), 0, 32)),
  metadata: optional(
    partial(
      object({
        name: size(string(), 1, 128),
        description: size(string(), 0, 512),
        url: httpUrlSchema,
        icons: size(
          array(refine(string(), 'Icon', (icon) => (isSafeImageUrl(icon) ? true : 'expected a data:image/ or https URL'))),
          0,
          10,
        ),
      }),
    ),
  ),
  themeMode: optional(enums(['light', 'dark', 'system'] as const)),
  themeVariables: optional(
    object({
      accent: optional(cssValueSchema),
      colorMix: optional(cssValueSchema),
      colorMixStrength: optional(max(min(number(), 0), 100)),
      fontFamily: optional(cssValueSchema),
      borderRadius: optional(cssValueSchema),
      zIndex: optional(integer()),
    }),
  ),
  features: optional(
    object({
      email: optional(boolean()),
      emailShowWallets: optional(boolean()),
      socials: optional(union([literal(false), array(enums(SOCIAL_PROVIDERS))])),
      swaps: optional(boolean()),
      onramp: optional(boolean()),
      send: optional(boolean()),
      receive: optional(boolean()),
      activity: optional(boolean()),
      analytics: optional(boolean()),
      payWithExchange: optional(boolean()),
      payments: optional(boolean()),
      emailCapture: optional(boolean()),
      multiWallet: optional(boolean()),
      connectMethodsOrder: optional(size(array(enums(CONNECT_METHODS)), 1, 3)),
      legalCheckbox: optional(boolean()),
    }),
  ),
  featuredWalletIds: optional(walletIdsSchema),
  includeWalletIds: optional(walletIdsSchema),
  excludeWalletIds: optional(walletIdsSchema),
  debug: optional(boolean()),
  enableWalletGuide: optional(boolean()),
  enableWallets: optional(boolean()),
  enableEIP6963: optional(boolean()),
  enableNetworkSwitch: optional(boolean()),
  enableReconnect: optional(boolean()),
  enableAuthLogger: optional(boolean()),
  enableMobileFullScreen: optional(boolean()),
  allowUnsupportedChain: optional(boolean()),
  defaultAccountTypes: optional(record(enums(CHAIN_NAMESPACES), accountTypeSchema)),
  siwx: optional(siwxSchema),
  siweConfig: optional(siweSchema),
  walletGuideUrl: optional(linkSchema),
  termsConditionsUrl: optional(linkSchema),
  privacyPolicyUrl: optional(linkSchema),
  services: optional(
    object({
      apiUrl: optional(httpUrlSchema),
      analyticsUrl: optional(httpUrlSchema),
      blockchainApiUrl: optional(httpUrlSchema),
      clientId: optional(size(string(), 1, 256)),
      timeoutMs: optional(max(min(integer(), 1), 600_000)),
      errorReports: optional(boolean()),
    }),
  ),
  telemetry: optional(boolean()),
  basic: optional(boolean()),
  logLevel: optional(enums(LOG_LEVELS)),
  platform: optional(platformSchema),
})
