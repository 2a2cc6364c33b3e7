import type { ServicesOptions } from '@portico/core'

/** Where the playground's Vite server proxies the devnet's local services (vite.config.ts). */
export const SERVICES_PROXY_PATH = '/__services'

/**
 * The services options of a playground page: the devnet's local services through the Vite proxy,
 * on the page's own origin (so the strict-CSP page reaches them too), when the devnet runs
 * (`VITE_DEVNET_SERVICES` is set by vite.config.ts from the launcher's DEVNET_SERVICES_URL).
 * Without it no service is set, and the page contacts none (core has no default service address).
 */
export function devnetServices(env: Record<string, unknown>, origin: string): ServicesOptions | undefined {
  if (env.VITE_DEVNET_SERVICES !== '1') return undefined
  const url = `${origin}${SERVICES_PROXY_PATH}`
  return { apiUrl: url, analyticsUrl: url, blockchainApiUrl: url }
}

/** `{ services }` for createPortico on this page, or nothing when the devnet does not run. */
export function withServices(): { services?: ServicesOptions } {
  const services = devnetServices(import.meta.env, window.location.origin)
  return services ? { services } : {}
}
