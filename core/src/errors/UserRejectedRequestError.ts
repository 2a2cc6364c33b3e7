import { defineError } from './defineError.js'

/** Codes that mean the visitor refused (SPEC.md section 8): EIP-1193 4001, and 5000 and 5002. */
export const USER_REJECTION_CODES: readonly number[] = [4001, 5000, 5002]

const REJECTION_TEXT = /user (?:rejected|cancell?ed)/i

/** How deep `isUserRejection` follows inner errors, so a cycle or a long chain cannot loop. */
const MAX_DEPTH = 5

/** The visitor refused a wallet request (EIP-1193 code 4001): 'User rejected the request'. */
export const UserRejectedRequestError = defineError({
  name: 'UserRejectedRequestError',
  code: 4001,
  category: 'USER_REJECTED',
  message: 'User rejected the request',
})
export type UserRejectedRequestError = InstanceType<typeof UserRejectedRequestError>

/**
 * True when `error` is a user rejection (SPEC.md section 8): a code 4001, 5000 or 5002, or a
 * message containing 'user rejected', 'user cancelled' or 'user canceled' (any case). It also
 * looks through the error's `cause`, `data` and `data.originalError` (where EIP-1193 providers
 * put the inner error) and `details`, a few levels deep. Code 5000 is also the pairing
 * protocol's default code; SPEC's rejection rule wins.
 */
export function isUserRejection(error: unknown): boolean {
  const seen = new Set<object>()
  const visit = (value: unknown, depth: number): boolean => {
    if (typeof value === 'string') return REJECTION_TEXT.test(value)
    if (typeof value !== 'object' || value === null || depth > MAX_DEPTH || seen.has(value)) return false
    seen.add(value)
    if (value instanceof UserRejectedRequestError) return true
    const { code, message, shortMessage, cause, data, details, originalError } = value as Record<string, unknown>
    if (typeof code === 'number' && USER_REJECTION_CODES.includes(code)) return true
    if ([message, shortMessage].some((text) => typeof text === 'string' && REJECTION_TEXT.test(text))) return true
    return [cause, data, details, originalError].some((inner) => visit(inner, depth + 1))
  }
  try {
    return visit(error, 0)
  } catch {
    // A hostile object (a throwing getter or proxy) is not a rejection we can recognise.
    return false
  }
}

/**
 * The dedicated user-rejected error for `error` when it is a user rejection (see
 * {@link isUserRejection}), keeping the original as `cause`; otherwise undefined.
 */
export function toUserRejectedError(error: unknown): UserRejectedRequestError | undefined {
  if (error instanceof UserRejectedRequestError) return error
  return isUserRejection(error) ? new UserRejectedRequestError({ cause: error }) : undefined
}
