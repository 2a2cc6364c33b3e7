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
import { isChainNamespace, CHAIN_NAMESPACES } from '../types/namespace.js'
import { isSafeDeepLink, isSafeImageUrl } from '../utils/urlSafety.js'
import { LOG_LEVELS } from '../logger/createLogger.js'
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

const adapterSchema = define<unknown>('ChainAdapter', (value) => {
  if (typeof value !== 'object' || value === null) return 'expected an adapter object'
  const candidate = value as Record<string, unknown>
  if (!isChainNamespace(candidate.namespace)) return 'The adapter must have a namespace'
  if (typeof candidate.connect !== 'function' || typeof candidate.disconnect !== 'function') {
    return 'an adapter needs connect and disconnect functions'
  }
  return true
})

const platformSchema = define<unknown>('Platform', (value) =>
  typeof value === 'object' && value !== null ? true : 'expected an object of platform ports',
)

const siwxSchema = object({ required: optional(boolean()), signOutOnDisconnect: optional(boolean()) })

const accountTypeSchema = enums(['eoa', 'smartAccount', 'payment', 'ordinal', 'stx'] as const)

/** The shape of `createPortico` options (SPEC.md section 1 and 6). Unknown keys are refused. */
export const optionsSchema = object({
  projectId: size(string(), 1, 128),
  networks: size(array(networkSchema), 1, 500),
  defaultNetwork: optional(networkSchema),
  adapters: optional(array(adapterSchema)),
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
  siweConfig: optional(siwxSchema),
  walletGuideUrl: optional(linkSchema),
  termsConditionsUrl: optional(linkSchema),
  privacyPolicyUrl: optional(linkSchema),
  logLevel: optional(enums(LOG_LEVELS)),
  platform: optional(platformSchema),
})
