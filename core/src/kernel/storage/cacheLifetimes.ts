const SECOND = 1_000
const MINUTE = 60 * SECOND
const DAY = 24 * 60 * MINUTE

/** How long each cache entry is trusted, in ms (SPEC.md section 9, Cache lifetimes). */
export const CACHE_LIFETIMES = {
  PORTFOLIO: 30 * SECOND,
  NATIVE_BALANCE: 30 * SECOND,
  ENS: 5 * MINUTE,
  IDENTITY: 5 * MINUTE,
  TRANSACTIONS: 15 * SECOND,
  TOKEN_PRICE: 15 * SECOND,
  LATEST_VERSION: 7 * DAY,
} as const
