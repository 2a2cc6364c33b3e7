import {
  ChainDisconnectedError,
  PorticoError,
  ProviderDisconnectedError,
  ProviderRpcError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  errorCodeOf,
  isPorticoError,
  isUserRejection,
} from '@portico/core'

/** The EIP-1193 codes with a class of their own: found anywhere in a wallet's error, they win over a wrapper's code. */
const EIP1193_CODES: readonly number[] = [4100, 4200, 4900, 4901, 4902]

/**
 * The error code of a provider error, read defensively (a hostile object may throw): its `code`,
 * or one nested where wallets put it (`data.originalError.code`, `cause.code`, `error.code`), a
 * number or a numeric text; an EIP-1193 code wins over a wrapper's. Never throws.
 */
export function errorCode(error: unknown): number | undefined {
  return errorCodeOf(error, EIP1193_CODES)
}

function errorMessage(error: unknown): string {
  try {
    if (typeof error === 'string') return error.slice(0, 500)
    if (typeof error === 'object' && error !== null) {
      const { message } = error as { message?: unknown }
      if (typeof message === 'string') return message.slice(0, 500)
    }
  } catch {
    // fall through
  }
  return 'Unknown wallet error'
}

function errorData(error: unknown): unknown {
  try {
    return typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined
  } catch {
    return undefined
  }
}

/**
 * Maps what a wallet threw to core's typed errors (SPEC.md section 8): user rejection (4001, 5000,
 * 5002 or a rejection text, also nested) to UserRejectedRequestError, and 4100, 4200, 4900, 4901,
 * 4902 to their classes, also when the code is nested (`data.originalError.code`, `cause.code`,
 * `error.code`) or written as text ("4902"). Other coded errors become a ProviderRpcError with the
 * wallet's code and message; anything else a ProviderRpcError -32603. Portico errors pass through
 * unchanged. Never throws, whatever it is given.
 */
export function toEvmError(error: unknown): PorticoError {
  if (isPorticoError(error)) return error
  if (isUserRejection(error)) return new UserRejectedRequestError({ cause: error })
  const options = { cause: error, details: errorMessage(error), data: errorData(error) }
  const code = errorCode(error)
  switch (code) {
    case 4100:
      return new UnauthorizedProviderError(options)
    case 4200:
      return new UnsupportedProviderMethodError(options)
    case 4900:
      return new ProviderDisconnectedError(options)
    case 4901:
      return new ChainDisconnectedError(options)
    case 4902:
      return new UnrecognizedChainError(options)
    case undefined:
      return new ProviderRpcError(-32603, errorMessage(error), { cause: error, data: options.data })
    default:
      return new ProviderRpcError(code, errorMessage(error), { cause: error, data: options.data })
  }
}
