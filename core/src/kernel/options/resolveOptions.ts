import { BUILTIN_NAMESPACE_RULES } from '../plugins/namespaceRules.js'
import type { PorticoPlugin } from '../plugins/porticoPlugin.js'
import { AlertPorticoError } from '../alerts/AlertPorticoError.js'
import { SiwxConflictError } from '../errors/connectionErrors.js'
import type { LogLevel } from '../logger/createLogger.js'
import type { EnvironmentPort } from '../platform/ports.js'
import { type AccountType } from '../types/account.js'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../types/namespace.js'
import type { Network } from '../types/network.js'
import { isSafeImageUrl } from '../utils/urlSafety.js'
import { checkOptions } from './checkOptions.js'
import { InvalidOptionsError } from './InvalidOptionsError.js'
import { optionsSchema } from './optionsSchema.js'
import { lazySiweConfig } from '../../modules/siwx/index.js'
import type { SiwxConfig } from '../../modules/siwx/index.js'
import {
  type ConnectMethod,
  type Features,
  type Metadata,
  type PorticoOptions,
  type ServicesOptions,
  type SocialProvider,
  type ThemeMode,
  type ThemeVariables,
} from './porticoOptions.js'

/** Features with every default filled in. */
export interface ResolvedFeatures extends Required<Omit<Features, 'socials' | 'connectMethodsOrder'>> {
  socials: readonly SocialProvider[]
  connectMethodsOrder: readonly ConnectMethod[]
}

/** Options after validation, with every default of SPEC.md sections 1 and 6 applied. */
export interface ResolvedOptions {
  projectId: string
  networks: readonly Network[]
  defaultNetwork: Network
  adapters: readonly PorticoPlugin[]
  metadata: Metadata
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  features: ResolvedFeatures
  featuredWalletIds: readonly string[]
  includeWalletIds: readonly string[] | undefined
  excludeWalletIds: readonly string[]
  debug: boolean
  enableWalletGuide: boolean
  enableWallets: boolean
  enableEIP6963: boolean
  enableNetworkSwitch: boolean
  enableReconnect: boolean
  enableAuthLogger: boolean
  enableMobileFullScreen: boolean
  allowUnsupportedChain: boolean
  defaultAccountTypes: Readonly<Record<ChainNamespace, AccountType>>
  /** The sign-in configuration (`siwx`, or the legacy `siweConfig` mapped onto it), if any. */
  siwx: ResolvedSiwx | undefined
  walletGuideUrl: string | undefined
  termsConditionsUrl: string | undefined
  privacyPolicyUrl: string | undefined
  logLevel: LogLevel
  /** The services' addresses and settings, defaults applied. */
  services: ResolvedServices
  /** False: no analytics event and no error report leaves the page. */
  telemetry: boolean
  /** Basic mode: every optional gated feature off. */
  basic: boolean
}

/** The sign-in implementation with its flags resolved. */
export interface ResolvedSiwx {
  config: SiwxConfig
  required: boolean
  signOutOnDisconnect: boolean
  /** Set through the legacy `siweConfig` (EVM only). */
  legacy: boolean
}

/** {@link ServicesOptions} with every default applied: a URL the site did not set stays undefined. */
export interface ResolvedServices extends Required<Omit<ServicesOptions, ServiceUrlOption | 'clientId'>> {
  apiUrl: string | undefined
  analyticsUrl: string | undefined
  blockchainApiUrl: string | undefined
  clientId: string | undefined
}

/** The options naming a service's base URL. */
export type ServiceUrlOption = 'apiUrl' | 'analyticsUrl' | 'blockchainApiUrl'

/**
 * The services' default settings (SPEC.md section 7; the RPC timeout default of section 9). No
 * service has a default address: a client contacts no outside host of its own unless the site
 * names one (docs/services.md).
 */
export const DEFAULT_SERVICES: ResolvedServices = Object.freeze({
  apiUrl: undefined,
  analyticsUrl: undefined,
  blockchainApiUrl: undefined,
  clientId: undefined,
  timeoutMs: 10_000,
  errorReports: true,
})

/**
 * The default features (SPEC.md section 1: optional features, each loaded only when on). E-mail and
 * socials are asked for, and in force once the embedded wallet's plug-in provides them; swaps,
 * onramp, send, receive, pay with exchange and payments are not built yet and are off.
 */
export const DEFAULT_FEATURES: ResolvedFeatures = {
  email: true,
  emailShowWallets: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  swaps: false,
  onramp: false,
  send: false,
  receive: false,
  activity: true,
  analytics: true,
  payWithExchange: false,
  payments: false,
  emailCapture: false,
  multiWallet: false,
  connectMethodsOrder: ['email', 'social', 'wallet'],
  legalCheckbox: false,
}

/**
 * Validates `createPortico` options and fills in defaults.
 * @throws AlertPorticoError APKT008 'Project ID Missing' when the project id is missing.
 * @throws SiwxConflictError when both `siweConfig` and `siwx` are set.
 * @throws InvalidOptionsError naming the first invalid option.
 */
export function resolveOptions(input: unknown, environment: EnvironmentPort): ResolvedOptions {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new InvalidOptionsError('options', 'expected an object')
  }
  const raw = input as Record<string, unknown>
  if (typeof raw.projectId !== 'string' || raw.projectId.trim() === '') {
    throw new AlertPorticoError('PROJECT_ID_NOT_CONFIGURED')
  }
  if (raw.siweConfig !== undefined && raw.siwx !== undefined) throw new SiwxConflictError()

  const valid = checkOptions(input, optionsSchema) as unknown as PorticoOptions

  const adapters = valid.adapters ?? []
  const namespaces = new Set<ChainNamespace>()
  const sourceIds = new Set<string>()
  for (const plugin of adapters) {
    if (plugin.chain) {
      if (namespaces.has(plugin.chain.namespace)) {
        throw new InvalidOptionsError('adapters', `more than one chain adapter for namespace ${plugin.chain.namespace}`)
      }
      namespaces.add(plugin.chain.namespace)
    }
    if (plugin.connectors) {
      if (sourceIds.has(plugin.connectors.id)) {
        throw new InvalidOptionsError('adapters', `more than one connector source with id ${plugin.connectors.id}`)
      }
      sourceIds.add(plugin.connectors.id)
    }
  }

  const networks = dedupeNetworks(valid.networks)
  const defaultNetwork = resolveDefaultNetwork(networks, valid.defaultNetwork)
  const features = valid.features ?? {}
  const siwxConfig: SiwxConfig | undefined =
    valid.siwx ?? (valid.siweConfig && valid.siweConfig.enabled !== false ? lazySiweConfig(valid.siweConfig) : undefined)
  const pageIcon = environment.icon()

  return {
    projectId: valid.projectId.trim(),
    networks,
    defaultNetwork,
    adapters,
    metadata: {
      name: valid.metadata?.name ?? environment.title(),
      description: valid.metadata?.description ?? environment.description(),
      url: valid.metadata?.url ?? environment.origin(),
      icons: valid.metadata?.icons ?? (pageIcon && isSafeImageUrl(pageIcon) ? [pageIcon] : []),
    },
    themeMode: valid.themeMode ?? 'system',
    themeVariables: valid.themeVariables ?? {},
    features: {
      ...DEFAULT_FEATURES,
      ...withoutUndefined(features),
      socials: features.socials === false ? [] : (features.socials ?? DEFAULT_FEATURES.socials),
      connectMethodsOrder: dedupe(features.connectMethodsOrder ?? DEFAULT_FEATURES.connectMethodsOrder),
    },
    featuredWalletIds: valid.featuredWalletIds ?? [],
    includeWalletIds: valid.includeWalletIds,
    excludeWalletIds: valid.excludeWalletIds ?? [],
    debug: valid.debug !== false,
    enableWalletGuide: valid.enableWalletGuide !== false,
    enableWallets: valid.enableWallets !== false,
    enableEIP6963: valid.enableEIP6963 !== false,
    enableNetworkSwitch: valid.enableNetworkSwitch !== false,
    enableReconnect: valid.enableReconnect !== false,
    enableAuthLogger: valid.enableAuthLogger !== false,
    enableMobileFullScreen: valid.enableMobileFullScreen === true,
    allowUnsupportedChain: valid.allowUnsupportedChain === true,
    defaultAccountTypes: Object.fromEntries(
      CHAIN_NAMESPACES.map((namespace) => [
        namespace,
        valid.defaultAccountTypes?.[namespace] ?? BUILTIN_NAMESPACE_RULES[namespace].defaultAccountType,
      ]),
    ) as Record<ChainNamespace, AccountType>,
    siwx: siwxConfig
      ? {
          config: siwxConfig,
          required: siwxConfig.required === true,
          signOutOnDisconnect: siwxConfig.signOutOnDisconnect !== false,
          legacy: valid.siwx === undefined,
        }
      : undefined,
    walletGuideUrl: valid.walletGuideUrl,
    termsConditionsUrl: valid.termsConditionsUrl,
    privacyPolicyUrl: valid.privacyPolicyUrl,
    logLevel: valid.logLevel ?? 'error',
    services: { ...DEFAULT_SERVICES, ...withoutUndefined(valid.services ?? {}) },
    telemetry: valid.telemetry !== false,
    basic: valid.basic === true,
  }
}

function dedupeNetworks(networks: readonly Network[]): Network[] {
  const byId = new Map<string, Network>()
  for (const network of networks) {
    if (!byId.has(network.caipNetworkId)) byId.set(network.caipNetworkId, network)
  }
  return [...byId.values()]
}

function resolveDefaultNetwork(networks: readonly Network[], requested: Network | undefined): Network {
  const first = networks[0]
  if (!first) throw new InvalidOptionsError('networks', 'at least one network is required')
  if (!requested) return first
  const match = networks.find((network) => network.caipNetworkId === requested.caipNetworkId)
  if (!match) {
    throw new InvalidOptionsError('defaultNetwork', `${requested.caipNetworkId} is not one of \`networks\``)
  }
  return match
}

function dedupe<T>(values: readonly T[]): T[] {
  return [...new Set(values)]
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>
}
