import type { ResolvedFeatures, ResolvedOptions, ServiceUrlOption } from '../options/resolveOptions.js'

/**
 * What an outside service brings (docs/services.md), each named after what a visitor or the site
 * gets from it:
 * - `services.apiUrl`: `remoteConfig` (the project's features), `allowedOrigins` (the origin check
 *   of e-mail and social login), `walletRegistry` (the whole catalogue, its search and images;
 *   without it pairing offers the bundled list of the most-used pairing wallets);
 * - `services.analyticsUrl`: `analytics` (the events of SPEC.md section 7), `errorReports`;
 * - `services.blockchainApiUrl`: `tokenBalances` (tokens beyond the native balance, which the
 *   chain adapter reads), `prices` (fiat values), `activity`, `identity` (names and avatars),
 *   `accountNames` (name suggestions and registration).
 */
export const SERVICE_FEATURES = Object.freeze({
  remoteConfig: 'apiUrl',
  allowedOrigins: 'apiUrl',
  walletRegistry: 'apiUrl',
  analytics: 'analyticsUrl',
  errorReports: 'analyticsUrl',
  tokenBalances: 'blockchainApiUrl',
  prices: 'blockchainApiUrl',
  activity: 'blockchainApiUrl',
  identity: 'blockchainApiUrl',
  accountNames: 'blockchainApiUrl',
} as const satisfies Record<string, ServiceUrlOption>)

/** A feature an outside service brings (see {@link SERVICE_FEATURES}). */
export type ServiceFeature = keyof typeof SERVICE_FEATURES

/** A feature that is off because the service it needs is not set, and the option that sets it. */
export interface MissingService {
  feature: ServiceFeature
  /** The option to set, e.g. 'services.blockchainApiUrl'. */
  option: `services.${ServiceUrlOption}`
}

/**
 * The features the site would have but for an unset service URL, in {@link SERVICE_FEATURES}
 * order. A feature the site switched off itself is not missing: analytics and error reports with
 * `telemetry: false` (or `services.errorReports: false`), activity with `features.activity: false`.
 */
export function missingServices(options: Pick<ResolvedOptions, 'services' | 'telemetry' | 'features'>): readonly MissingService[] {
  const wanted: Record<ServiceFeature, boolean> = {
    remoteConfig: true,
    allowedOrigins: true,
    walletRegistry: true,
    analytics: options.telemetry,
    errorReports: options.telemetry && options.services.errorReports,
    tokenBalances: true,
    prices: true,
    activity: options.features.activity,
    identity: true,
    accountNames: true,
  }
  return (Object.keys(SERVICE_FEATURES) as ServiceFeature[])
    .filter((feature) => wanted[feature] && options.services[SERVICE_FEATURES[feature]] === undefined)
    .map((feature) => Object.freeze({ feature, option: `services.${SERVICE_FEATURES[feature]}` as const }))
}

/**
 * The features in force without the ones whose service is unset: `activity` needs
 * `services.blockchainApiUrl`, `analytics` needs `services.analyticsUrl`. Whatever the local
 * options or the remote configuration ask for, a view never offers what cannot answer.
 */
export function withServedFeatures(features: ResolvedFeatures, services: ResolvedOptions['services']): ResolvedFeatures {
  const activity = features.activity && services.blockchainApiUrl !== undefined
  const analytics = features.analytics && services.analyticsUrl !== undefined
  return activity === features.activity && analytics === features.analytics ? features : { ...features, activity, analytics }
}

/**
 * The one debug-level hint of a client whose site left services unset, one line per option, or
 * undefined when nothing is missing. For example:
 *
 * ```text
 * Portico: no outside service is contacted unless you set its URL (docs/services.md). Off until set:
 * - services.apiUrl: remoteConfig, allowedOrigins, walletRegistry
 * ```
 */
export function missingServicesHint(missing: readonly MissingService[]): string | undefined {
  if (missing.length === 0) return undefined
  const byOption = new Map<string, ServiceFeature[]>()
  for (const { feature, option } of missing) byOption.set(option, [...(byOption.get(option) ?? []), feature])
  const lines = [...byOption].map(([option, features]) => `- ${option}: ${features.join(', ')}`)
  return ['Portico: no outside service is contacted unless you set its URL (docs/services.md). Off until set:', ...lines].join('\n')
}
