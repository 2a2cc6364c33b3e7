/** The prefix of every message the site sends to the login frame (SPEC.md section 7). */
export const APP_EVENT_PREFIX = '@w3m-app/'
/** The prefix of every message the login frame sends to the site. */
export const FRAME_EVENT_PREFIX = '@w3m-frame/'

/** The requests the site sends to the login frame, as named in SPEC.md section 7. */
export const APP_REQUESTS = [
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
  'GET_USER',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'RPC_REQUEST',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'CONNECT_FARCASTER',
  'GET_FARCASTER_URI',
  'RELOAD',
  'RPC_ABORT',
] as const

export type AppRequest = (typeof APP_REQUESTS)[number]

/**
 * Requests posted as soon as the frame announces READY, without the 500 ms settling delay the
 * others wait (SPEC.md section 4). Never before READY: a message posted to a frame whose page has
 * not loaded yet is lost.
 */
export const NO_READY_WAIT_REQUESTS: readonly AppRequest[] = Object.freeze(['SYNC_THEME', 'SYNC_DAPP_DATA', 'SET_PREFERRED_ACCOUNT'])

/**
 * The site's state the frame shows (its name and icons on the approval screen, the theme): the
 * latest of each is posted again whenever the frame's page restarts and says READY once more.
 */
export const SYNC_REQUESTS: readonly AppRequest[] = Object.freeze(['SYNC_DAPP_DATA', 'SYNC_THEME'])

/**
 * Login requests that give up after {@link FRAME_TIMINGS.requestTimeoutMs} with
 * 'iframe_request_timeout', and then abort every other request (SPEC.md sections 8 and 9).
 */
export const TIMED_REQUESTS: readonly AppRequest[] = Object.freeze([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
])

/** The frame's timings (SPEC.md section 9), in milliseconds. */
export const FRAME_TIMINGS = Object.freeze({
  /** How long requests wait for the frame's READY (again after its page restarted). */
  readyTimeoutMs: 20_000,
  /** After READY, initialization counts as done this much later. */
  postReadyDelayMs: 500,
  /**
   * E-mail, device, one-time code, social and social-redirect requests give up after this; so does
   * every other request the frame answers by itself (reads, e-mail update, syncs, safe RPC calls),
   * without aborting the others.
   */
  requestTimeoutMs: 120_000,
  /**
   * Requests that wait for the visitor (an RPC request to approve in the frame, the Farcaster
   * sign-in) give up after this: long enough for anyone reading the approval, and a bound on a
   * frame that went silent.
   */
  approvalTimeoutMs: 30 * 60_000,
  /** Signing out waits at most this long for the frame's reply. */
  signOutTimeoutMs: 3_000,
  /** Delay before the error UI shows 'Action not allowed'. */
  errorUiDelayMs: 300,
})

/** `@w3m-app/<NAME>`. */
export function appEventType(name: AppRequest): string {
  return `${APP_EVENT_PREFIX}${name}`
}

/** Whether `name` is one of {@link APP_REQUESTS}, by exact, own-list comparison. */
export function isAppRequest(name: unknown): name is AppRequest {
  return typeof name === 'string' && (APP_REQUESTS as readonly string[]).includes(name)
}
