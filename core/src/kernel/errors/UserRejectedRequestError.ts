import { defineError } from './defineError.js'
import { errorChain, INNER_ERROR_KEYS, isInstanceOf, readField, toErrorCode } from './errorCodeOf.js'

/** Codes that mean the visitor refused (SPEC.md section 8): EIP-1193 4001, and 5000 and 5002. */
export const USER_REJECTION_CODES: readonly number[] = [4001, 5000, 5002]

const REJECTION_TEXT = /user (?:rejected|cancell?ed)/i

/** The visitor refused a wallet request (EIP-1193 code 4001): 'User rejected the request'. */
export const UserRejectedRequestError = defineError({
  name: 'UserRejectedRequestError',
  code: 4001,
  category: 'USER_REJECTED',
  message: 'User rejected the request',
})
export type UserRejectedRequestError = InstanceType<typeof UserRejectedRequestError>

/** Fields whose text may say the visitor refused. */
const TEXT_FIELDS = ['message', 'shortMessage', 'details', ...INNER_ERROR_KEYS] as const

const saysRejected = (text: unknown) => typeof text === 'string' && REJECTION_TEXT.test(text)

/**
 * True when `error` is a user rejection (SPEC.md section 8): a code 4001, 5000 or 5002 (a number
 * or a numeric text such as "4001"), or a message containing 'user rejected', 'user cancelled' or
 * 'user canceled' (any case). It also looks through the errors it carries, where wallets put
 * them: `cause`, `data`, `data.originalError`, `error`, `originalError` (a few levels deep, each
 * object once, so a cycle or an endless chain ends), and their `details`. Code 5000 is also the
 * pairing protocol's default code; SPEC's rejection rule wins. Never throws: a field that throws
 * when read (a getter, a Proxy trap, a revoked Proxy) counts as absent.
 */
export function isUserRejection(error: unknown): boolean {
  if (saysRejected(error)) return true
  for (const value of errorChain(error)) {
    if (isInstanceOf(value, UserRejectedRequestError)) return true
    const code = toErrorCode(readField(value, 'code'))
    if (code !== undefined && USER_REJECTION_CODES.includes(code)) return true
    if (TEXT_FIELDS.some((field) => saysRejected(readField(value, field)))) return true
  }
  return false
}

/**
 * The dedicated user-rejected error for `error` when it is a user rejection (see
 * {@link isUserRejection}), keeping the original as `cause`; otherwise undefined. Never throws.
 */
export function toUserRejectedError(error: unknown): UserRejectedRequestError | undefined {
  if (isInstanceOf(error, UserRejectedRequestError)) return error as UserRejectedRequestError
  return isUserRejection(error) ? new UserRejectedRequestError({ cause: error }) : undefined
}
