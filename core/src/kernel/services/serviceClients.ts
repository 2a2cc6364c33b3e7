// Loaded lazily (import() in createServices.ts): the HTTP code is not part of the entry.
import type { ResolvedOptions, ServiceUrlOption } from '../options/resolveOptions.js'
import type { Platform } from '../platform/ports.js'
import { createHttpClient, type HttpClient } from './createHttpClient.js'
import { SDK_TYPE, SDK_VERSION } from './sdkInfo.js'
import { ServiceNotConfiguredError } from './ServiceNotConfiguredError.js'

/** The services of a client, by the name of their HTTP client. */
export type ServiceName = keyof ServiceClients

/** The option that sets each service's base URL. */
export const SERVICE_URL_OPTIONS: Readonly<Record<ServiceName, ServiceUrlOption>> = Object.freeze({
  api: 'apiUrl',
  analytics: 'analyticsUrl',
  blockchain: 'blockchainApiUrl',
})

/** One HTTP client per services host. */
export interface ServiceClients {
  /** The wallet-registry and configuration API (`options.services.apiUrl`). */
  api: HttpClient
  /** The analytics and error-report host (`options.services.analyticsUrl`). */
  analytics: HttpClient
  /** The blockchain-data API (`options.services.blockchainApiUrl`). */
  blockchain: HttpClient
}

/**
 * The services' HTTP clients, with the project id, sdk type and sdk version on every request
 * (SPEC.md section 7). A service whose URL the site did not set gets a client that never fetches:
 * each call rejects with ServiceNotConfiguredError and a beacon is not queued.
 */
export function createServiceClients(options: ResolvedOptions, platform: Platform): ServiceClients {
  const common = {
    fetch: platform.fetch,
    clock: platform.clock,
    beacon: platform.beacon,
    timeoutMs: options.services.timeoutMs,
    defaultQuery: { projectId: options.projectId, st: SDK_TYPE, sv: SDK_VERSION },
    ...(options.services.clientId ? { clientId: options.services.clientId } : {}),
  }
  const clientOf = (name: ServiceName): HttpClient => {
    const option = SERVICE_URL_OPTIONS[name]
    const baseUrl = options.services[option]
    return baseUrl === undefined ? unsetServiceClient(option) : createHttpClient({ ...common, baseUrl })
  }
  return { api: clientOf('api'), analytics: clientOf('analytics'), blockchain: clientOf('blockchain') }
}

/** The client of a service that is not set: nothing is fetched, every call says which option to set. */
export function unsetServiceClient(option: ServiceUrlOption): HttpClient {
  const refuse = () => Promise.reject(new ServiceNotConfiguredError(option))
  return {
    baseUrl: '',
    url: () => {
      throw new ServiceNotConfiguredError(option)
    },
    get: refuse,
    post: refuse,
    put: refuse,
    delete: refuse,
    send: refuse,
    getBlob: refuse,
    sendBeacon: () => false,
  }
}
