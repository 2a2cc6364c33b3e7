import { array, boolean, nullable, optional, size, string, type } from 'superstruct'
import { AlertPorticoError, mapServerMessageToAlert } from '../../../kernel/alerts/AlertPorticoError.js'
import { errorMessageOf } from '../../../kernel/errors/errorMessageOf.js'
import { isPorticoError } from '../../../kernel/errors/PorticoError.js'
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../../kernel/options/porticoOptions.js'
import type { ResolvedFeatures } from '../../../kernel/options/resolveOptions.js'
import type { AbortSignalLike } from '../../../kernel/platform/ports.js'
import { BASIC_FEATURES } from '../../../kernel/features/basicFeatures.js'
import type { HttpClient } from '../../../kernel/services/createHttpClient.js'
import { HttpStatusError } from '../../../kernel/services/httpErrors.js'

/** The remote project configuration (SPEC.md section 7). */
export const REMOTE_CONFIG_PATH = '/appkit/v1/config'

const remoteFeatureSchema = type({
  id: size(string(), 1, 64),
  isEnabled: boolean(),
  config: optional(nullable(size(array(size(string(), 0, 64)), 0, 64))),
})

/**
 * The configuration answer: `features`, a list of `{ id, isEnabled, config }`. Other keys are
 * allowed (the server may grow), unknown feature ids are ignored.
 */
export const remoteConfigSchema = type({ features: size(array(remoteFeatureSchema), 0, 100) })

/** The features the remote configuration sets: only those it names. */
export type RemoteFeatures = Partial<Pick<ResolvedFeatures, GatedFeature>>

/** The features the project configuration gates (SPEC.md section 6, feature gating), as Portico names them. */
export const GATED_FEATURES = [
  'email',
  'socials',
  'swaps',
  'onramp',
  'activity',
  'emailCapture',
  'multiWallet',
  'payWithExchange',
  'payments',
] as const satisfies readonly (keyof ResolvedFeatures)[]
export type GatedFeature = (typeof GATED_FEATURES)[number]

/** Remote feature ids with a plain on/off meaning, and the feature each sets. */
const SWITCHES: Readonly<Record<string, Exclude<GatedFeature, 'email' | 'socials'>>> = Object.freeze({
  swaps: 'swaps',
  onramp: 'onramp',
  activity: 'activity',
  email_capture: 'emailCapture',
  multi_wallet: 'multiWallet',
  fund_from_exchange: 'payWithExchange',
  payments: 'payments',
})

/**
 * Fetches the project's remote configuration and reads its features. `social_login` carries the
 * e-mail switch and the providers in its `config` ('email', 'google', ...); the other ids switch
 * one feature each.
 * @throws AlertPorticoError: the server message mapping of SPEC.md section 8 (APKT002, APKT006,
 *   APKT007), else APKT009 'Server Error' with the cause's message as details.
 */
export async function fetchRemoteFeatures(http: HttpClient, signal?: AbortSignalLike): Promise<RemoteFeatures> {
  try {
    const config = await http.get(REMOTE_CONFIG_PATH, { schema: remoteConfigSchema, ...(signal ? { signal } : {}) })
    return readRemoteFeatures(config.features)
  } catch (error) {
    throw configFailure(error)
  }
}

/** The features a list of remote entries sets. A later entry of the same id wins. */
export function readRemoteFeatures(entries: readonly { id: string; isEnabled: boolean; config?: readonly string[] | null | undefined }[]): RemoteFeatures {
  const features: RemoteFeatures = {}
  for (const entry of entries) {
    if (entry.id === 'social_login') {
      const listed = entry.isEnabled ? (entry.config ?? []) : []
      features.email = listed.includes('email')
      features.socials = SOCIAL_PROVIDERS.filter((provider: SocialProvider) => listed.includes(provider))
      continue
    }
    const feature = Object.hasOwn(SWITCHES, entry.id) ? SWITCHES[entry.id] : undefined
    if (feature) features[feature] = entry.isEnabled
  }
  return features
}

/** What the features in force become, and which local settings the remote configuration overrode. */
export interface MergedFeatures {
  features: ResolvedFeatures
  /** Features whose local value the remote configuration replaced by another, in GATED_FEATURES order. */
  ignored: readonly GatedFeature[]
}

/**
 * The remote features over the local ones (the remote configuration wins, SPEC.md section 6); then
 * basic mode turns every gated feature off.
 */
export function mergeFeatures(local: ResolvedFeatures, remote: RemoteFeatures | undefined, basic: boolean): MergedFeatures {
  const merged: ResolvedFeatures = { ...local }
  const ignored: GatedFeature[] = []
  for (const key of GATED_FEATURES) {
    const value = remote?.[key]
    if (value === undefined) continue
    if (!sameValue(local[key], value)) ignored.push(key)
    ;(merged as Record<GatedFeature, unknown>)[key] = value
  }
  if (basic) Object.assign(merged, BASIC_FEATURES)
  return { features: merged, ignored }
}

/** Basic mode: every gated feature off. */
export { BASIC_FEATURES }

/** The warning that local configuration was ignored (SPEC.md sections 6 and 8), naming what. */
export function localConfigurationIgnored(ignored: readonly GatedFeature[]): AlertPorticoError {
  return new AlertPorticoError('LOCAL_CONFIGURATION_IGNORED', { details: `remote configuration overrides: ${ignored.join(', ')}` })
}

/** A configuration failure as its alert: the server message mapping first, else APKT009 with the cause. */
export function configFailure(error: unknown): AlertPorticoError {
  const serverMessage = error instanceof HttpStatusError ? error.serverMessage : undefined
  const mapped = serverMessage ? mapServerMessageToAlert(serverMessage) : undefined
  if (mapped) return new AlertPorticoError(mapped, { cause: error, details: serverMessage })
  return new AlertPorticoError('SERVER_ERROR', { cause: error, details: isPorticoError(error) ? error.shortMessage : errorMessageOf(error) })
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => item === b[index])
  return a === b
}
