/** How long a pairing URI lives (SPEC.md section 9). */
export const PAIRING_LIFETIME_MS = 4 * 60_000
/** A pairing counts as expired this long before its end (SPEC.md section 4). */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000

/** True when a pairing URI expiring at `expiresAt` counts as expired at `now` (within the margin). */
export function isPairingExpired(expiresAt: number, now: number): boolean {
  return now >= expiresAt - PAIRING_EXPIRY_MARGIN_MS
}
