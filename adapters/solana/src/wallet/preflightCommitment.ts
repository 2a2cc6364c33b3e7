import { InvalidPreflightCommitmentError } from '../errors/solanaErrors.js'

/** The commitments a sign-and-send may ask preflight at (SPEC.md section 5). */
export const PREFLIGHT_COMMITMENTS = ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'] as const

export type PreflightCommitment = (typeof PREFLIGHT_COMMITMENTS)[number]

/** True for one of {@link PREFLIGHT_COMMITMENTS}. */
export function isPreflightCommitment(value: unknown): value is PreflightCommitment {
  return typeof value === 'string' && (PREFLIGHT_COMMITMENTS as readonly string[]).includes(value)
}

/**
 * The `preflightCommitment` option, checked; undefined stays undefined (the wallet's default).
 * @throws InvalidPreflightCommitmentError for any other value
 */
export function checkPreflightCommitment(value: unknown): PreflightCommitment | undefined {
  if (value === undefined) return undefined
  if (!isPreflightCommitment(value)) throw new InvalidPreflightCommitmentError({ details: typeof value === 'string' ? `got ${JSON.stringify(value.slice(0, 40))}` : `got a ${typeof value}` })
  return value
}
