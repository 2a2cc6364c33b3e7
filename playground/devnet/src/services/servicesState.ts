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
