import { enums, integer, min, object, size, string } from 'superstruct'
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../../kernel/options/porticoOptions.js'
import type { StoragePort } from '../../../kernel/platform/ports.js'

/** Where the tab keeps the mini-app social login it started (session storage: this tab only). */
export const SOCIAL_LOGIN_START_KEY = '@portico/social_login_start'

/** A mini-app social login older than this is not taken back (the visitor left it at the provider). */
export const SOCIAL_LOGIN_START_MAX_AGE_MS = 10 * 60_000

/** A start "in the future" by more than this (another clock) is not taken either. */
const CLOCK_SKEW_MS = 60_000

/** Longest stored text read back. */
const MAX_STORED_LENGTH = 1024

/** A social login this tab sent to the provider: its one-time state, the provider and when. */
export interface SocialLoginStart {
  state: string
  provider: SocialProvider
  at: number
}

const startSchema = object({ state: size(string(), 16, 256), provider: enums(SOCIAL_PROVIDERS), at: min(integer(), 0) })

/**
 * Keeps `start` in the tab's session storage; true only when it reads back (a storage that refuses
 * writes, or drops them, cannot vouch for the return, so the login must not leave).
 */
export function rememberSocialLoginStart(storage: StoragePort, start: SocialLoginStart): boolean {
  const text = JSON.stringify({ state: start.state, provider: start.provider, at: Math.floor(start.at) })
  try {
    storage.setItem(SOCIAL_LOGIN_START_KEY, text)
    return storage.getItem(SOCIAL_LOGIN_START_KEY) === text
  } catch {
    return false
  }
}

/** Reads and removes the tab's social login start (one time only); undefined when none, or unreadable, or malformed. */
export function takeSocialLoginStart(storage: StoragePort): SocialLoginStart | undefined {
  let text: string | null
  try {
    text = storage.getItem(SOCIAL_LOGIN_START_KEY)
  } catch {
    return undefined
  }
  try {
    storage.removeItem(SOCIAL_LOGIN_START_KEY)
  } catch {
    // Left behind, it still cannot be used twice: its state was in one address only, now removed.
  }
  if (typeof text !== 'string' || text.length > MAX_STORED_LENGTH) return undefined
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return undefined
  }
  const [invalid, start] = startSchema.validate(json)
  return invalid ? undefined : start
}

/**
 * Whether a return carrying `returnedState` belongs to `start`: the same state, and started at
 * most 10 minutes before `now` (and not after it, give or take a minute of clock difference).
 */
export function isSocialReturnOf(start: SocialLoginStart | undefined, returnedState: string | null, now: number): start is SocialLoginStart {
  if (!start || returnedState === null || returnedState !== start.state) return false
  return now - start.at <= SOCIAL_LOGIN_START_MAX_AGE_MS && start.at - now <= CLOCK_SKEW_MS
}
