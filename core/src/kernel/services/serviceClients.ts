// Loaded lazily (import() in createServices.ts): the HTTP code is not part of the entry.
import type { ResolvedOptions } from '../options/resolveOptions.js'
import type { Platform } from '../platform/ports.js'
import { createHttpClient, type HttpClient } from './createHttpClient.js'
import { SDK_TYPE, SDK_VERSION } from './sdkInfo.js'

/** One HTTP client per services host. */
export interface ServiceClients {
  /** The wallet-registry and configuration API (`options.services.apiUrl`). */
  api: HttpClient
  /** The analytics and error-report host (`options.services.analyticsUrl`). */
  analytics: HttpClient
  /** The blockchain-data API (`options.services.blockchainApiUrl`). */
  blockchain: HttpClient
}

/** The services' HTTP clients, with the project id, sdk type and sdk version on every request (SPEC.md section 7). */
export function createServiceClients(options: ResolvedOptions, platform: Platform): ServiceClients {
  const common = {
    fetch: platform.fetch,
    clock: platform.clock,
    beacon: platform.beacon,
    timeoutMs: options.services.timeoutMs,
    defaultQuery: { projectId: options.projectId, st: SDK_TYPE, sv: SDK_VERSION },
    ...(options.services.clientId ? { clientId: options.services.clientId } : {}),
  }
  return {
    api: createHttpClient({ ...common, baseUrl: options.services.apiUrl }),
    analytics: createHttpClient({ ...common, baseUrl: options.services.analyticsUrl }),
    blockchain: createHttpClient({ ...common, baseUrl: options.services.blockchainApiUrl }),
  }
}
