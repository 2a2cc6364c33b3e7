import type { Route } from './routes.js'

/** What {@link resolveOpenRoute} needs to know. */
export interface ResolveOpenRouteParams {
  /** The view the caller asked for, if any. It always wins. */
  view?: Route
  /** Whether an account is connected. */
  isConnected: boolean
  /** Whether the client has at least one chain adapter. */
  hasAdapters: boolean
  /** Whether the page runs on a mobile device. */
  isMobile: boolean
}

/**
 * The route the modal opens on; the caller resets the history to it (SPEC.md section 2).
 *
 * - A requested view opens as is.
 * - Connected: Account.
 * - Not connected, no adapters: AllWallets on mobile, ConnectingWalletConnectBasic elsewhere.
 * - Not connected otherwise: Connect.
 */
export function resolveOpenRoute(params: ResolveOpenRouteParams): Route {
  if (params.view) return params.view
  if (params.isConnected) return { view: 'Account' }
  if (!params.hasAdapters) return params.isMobile ? { view: 'AllWallets' } : { view: 'ConnectingWalletConnectBasic' }
  return { view: 'Connect' }
}
