import type { ErrorCategory } from '../errors/PorticoError.js'
import type { SocialProvider } from '../options/porticoOptions.js'
import type { AccountType } from '../types/account.js'
import type { CaipNetworkId, ChainNamespace } from '../types/namespace.js'

/** How a wallet was connected. */
export type ConnectMethod = 'browser' | 'mobile' | 'qrcode' | 'email' | 'social'

/**
 * The events of a Portico client, with their payloads: the analytics events of SPEC.md section 7
 * plus CONNECT_ERROR, DISCONNECT_ERROR, SDK_ERROR (an unexpected error inside a public action,
 * SPEC.md section 8, wrapping) and SIWX_AUTH_ERROR (the auth error event of the sign-in flow). Emitted on the client's bus and recorded for analytics.
 */
export type PorticoEvents = {
  INITIALIZE: { projectId: string }
  CONNECT_SUCCESS: { method: ConnectMethod; name: string; caipNetworkId?: CaipNetworkId | string }
  CONNECT_ERROR: { message: string }
  SOCIAL_LOGIN_STARTED: { provider: SocialProvider }
  SOCIAL_LOGIN_REQUEST_USER_DATA: { provider: SocialProvider }
  SOCIAL_LOGIN_SUCCESS: { provider: SocialProvider }
  SOCIAL_LOGIN_ERROR: { provider: SocialProvider; message?: string }
  SWITCH_NETWORK: { caipNetworkId: CaipNetworkId }
  SET_PREFERRED_ACCOUNT_TYPE: { accountType: AccountType; network?: CaipNetworkId }
  DISCONNECT_SUCCESS: { namespaces: readonly ChainNamespace[] }
  DISCONNECT_ERROR: { message: string }
  SDK_ERROR: { category: ErrorCategory; message: string; action: string }
  /** Sign-in failed to start or to sign (SPEC.md section 4). */
  SIWX_AUTH_ERROR: { message: string; caipNetworkId: string }
}

/** The name of a Portico event. */
export type PorticoEventName = keyof PorticoEvents

/** Events recorded even when analytics is off (SPEC.md section 7). */
export const ANALYTICS_ALWAYS_SENT = [
  'INITIALIZE',
  'CONNECT_SUCCESS',
  'SOCIAL_LOGIN_SUCCESS',
] as const satisfies readonly PorticoEventName[]
