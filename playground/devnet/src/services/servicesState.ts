/** How a path of the local services can be told to fail, for a test. */
export const FAILURE_MODES = ['429', '500', 'timeout', 'html', 'bad-json'] as const
export type FailureMode = (typeof FAILURE_MODES)[number]

/** One feature of the project configuration, in the shape `/appkit/v1/config` answers. */
export interface RemoteFeature {
  id: string
  isEnabled: boolean
  config?: readonly string[] | null
}

/** What the local services answer; each part can be changed while they run. */
export interface ServicesConfig {
  /** `features` of `GET /appkit/v1/config`. @default [] (the page keeps its local features) */
  features: readonly RemoteFeature[]
  /** `allowedOrigins` of `GET /projects/v1/origins`. @default [] (the default ancestors cover 127.0.0.1) */
  allowedOrigins: readonly string[]
  /** `isAnalyticsEnabled` of `GET /getAnalyticsConfig`. @default true */
  isAnalyticsEnabled: boolean
  /** How many wallets the registry's generated catalogue has (`GET /getWallets`). @default 600 */
  catalogueSize: number
}

/** A request the local services received. */
export interface ServicesRecord {
  /** Order of arrival, from 1. */
  seq: number
  /** Milliseconds since the epoch. */
  at: number
  method: string
  path: string
  query: Record<string, string>
  /** The `Origin` header, when the browser sent one. */
  origin: string | undefined
  /** The test the request belongs to (the `x-devnet-test` header), when it named one. */
  test: string | undefined
  /** The body as JSON when it parsed, else as text; undefined without a body. */
  body: unknown
}

export const DEFAULT_SERVICES_CONFIG: ServicesConfig = Object.freeze({
  features: [],
  allowedOrigins: [],
  isAnalyticsEnabled: true,
  catalogueSize: 600,
})

/** True for a value of {@link FAILURE_MODES}. */
export function isFailureMode(value: unknown): value is FailureMode {
  return typeof value === 'string' && (FAILURE_MODES as readonly string[]).includes(value)
}

/** Why a `/__devnet/config` body is not a partial ServicesConfig, or undefined. */
export function configProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return 'expected an object'
  const { features, allowedOrigins, isAnalyticsEnabled, catalogueSize, ...rest } = value as Record<string, unknown>
  if (Object.keys(rest).length > 0) return `unknown keys: ${Object.keys(rest).join(', ')}`
  if (features !== undefined && !(Array.isArray(features) && features.every((f) => typeof f === 'object' && f !== null && typeof (f as { id?: unknown }).id === 'string' && typeof (f as { isEnabled?: unknown }).isEnabled === 'boolean'))) {
    return 'features: expected [{ id: string, isEnabled: boolean, config?: string[] }]'
  }
  if (allowedOrigins !== undefined && !(Array.isArray(allowedOrigins) && allowedOrigins.every((o) => typeof o === 'string'))) {
    return 'allowedOrigins: expected string[]'
  }
  if (isAnalyticsEnabled !== undefined && typeof isAnalyticsEnabled !== 'boolean') return 'isAnalyticsEnabled: expected a boolean'
  if (catalogueSize !== undefined && !(Number.isInteger(catalogueSize) && (catalogueSize as number) >= 0 && (catalogueSize as number) <= 20_000)) {
    return 'catalogueSize: expected an integer from 0 to 20000'
  }
  return undefined
}
