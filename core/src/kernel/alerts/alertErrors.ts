import type { ErrorCategory } from '../errors/PorticoError.js'

export type AlertSeverity = 'error' | 'warning' | 'info'

/** One entry of the alert catalogue (SPEC.md section 8). */
export interface AlertError {
  /** The APKT code, or for informational alerts without one, a stable Portico code. */
  readonly code: string
  /** The display message, verbatim from SPEC.md. */
  readonly shortMessage: string
  /** A longer explanation for the site owner. */
  readonly longMessage: string
  readonly severity: AlertSeverity
  /** The category of the error built from this entry. */
  readonly category: ErrorCategory
}

function alert(
  code: string,
  shortMessage: string,
  longMessage: string,
  severity: AlertSeverity,
  category: ErrorCategory,
): AlertError {
  return Object.freeze({ code, shortMessage, longMessage, severity, category })
}

const INVALID_APP_CONFIGURATION = alert(
  'APKT002',
  'Invalid App Configuration',
  "The page origin is not in the project's allow list. Add it to the allowed origins of the project.",
  'error',
  'CONFIGURATION_ERROR',
)

const SESSION_EXPIRED = alert(
  'APKT006',
  'Session Expired',
  'The session is no longer valid. Please connect again.',
  'error',
  'CONNECTION_ERROR',
)

/**
 * The alert catalogue of SPEC.md section 8, keyed by name. ORIGIN_NOT_ALLOWED and
 * JWT_TOKEN_NOT_VALID are the names the server message mapping uses; they are the same entries
 * as INVALID_APP_CONFIGURATION (APKT002) and SESSION_EXPIRED (APKT006).
 */
export const ALERT_ERRORS = Object.freeze({
  INVALID_NETWORK: alert(
    'APKT001',
    'Network Not Found',
    'The requested network is not one of the networks configured for this site.',
    'error',
    'VALIDATION_ERROR',
  ),
  INVALID_APP_CONFIGURATION,
  ORIGIN_NOT_ALLOWED: INVALID_APP_CONFIGURATION,
  NETWORK_ERROR: alert(
    'APKT003',
    'Network Error: Wallet Load Failed',
    'The wallets could not be loaded. Check the network connection and try again.',
    'error',
    'NETWORK_ERROR',
  ),
  WALLET_REQUEST_TIMEOUT: alert(
    'APKT004',
    'Wallet Request Timeout',
    'The wallet did not answer in time. Please try again.',
    'error',
    'WALLET_ERROR',
  ),
  UNVERIFIED_DOMAIN: alert(
    'APKT005',
    'Unverified Domain',
    'The domain of this site is not verified for the project.',
    'error',
    'CONFIGURATION_ERROR',
  ),
  SESSION_EXPIRED,
  JWT_TOKEN_NOT_VALID: SESSION_EXPIRED,
  INVALID_PROJECT_ID: alert(
    'APKT007',
    'Invalid Project ID',
    'The project id was not recognised. Check the projectId option.',
    'error',
    'CONFIGURATION_ERROR',
  ),
  PROJECT_ID_NOT_CONFIGURED: alert(
    'APKT008',
    'Project ID Missing',
    'A project id is required. Set the projectId option.',
    'error',
    'CONFIGURATION_ERROR',
  ),
  SERVER_ERROR: alert(
    'APKT009',
    'Server Error',
    'The project configuration could not be fetched from the server.',
    'error',
    'NETWORK_ERROR',
  ),
  RATE_LIMITED: alert(
    'APKT010',
    'Rate Limited',
    'Too many requests were made. Please try again later.',
    'error',
    'NETWORK_ERROR',
  ),
  INACTIVE_NAMESPACE_NOT_CONNECTED: alert(
    'APKTW001',
    'Inactive Namespace Not Connected',
    'The requested namespace is not connected.',
    'warning',
    'CONNECTION_ERROR',
  ),
  INVALID_EMAIL: alert(
    'APKTW002',
    'Invalid Email Address',
    'Please enter a valid email address',
    'warning',
    'VALIDATION_ERROR',
  ),
  MULTI_WALLET_NOT_ENABLED: alert(
    'MULTI_WALLET_NOT_ENABLED',
    'Multi-Wallet Not Enabled',
    'Multi-wallet is not enabled for this project.',
    'info',
    'CONFIGURATION_ERROR',
  ),
  LOCAL_CONFIGURATION_IGNORED: alert(
    'LOCAL_CONFIGURATION_IGNORED',
    'Local Configuration Ignored',
    'The remote project configuration was fetched and overrides local settings: local configuration ignored.',
    'warning',
    'CONFIGURATION_ERROR',
  ),
} satisfies Record<string, AlertError>)

/** The name of an alert of the catalogue. */
export type AlertErrorKey = keyof typeof ALERT_ERRORS
