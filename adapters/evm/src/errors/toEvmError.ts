import {
  ChainDisconnectedError,
  PorticoError,
  ProviderDisconnectedError,
  ProviderRpcError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  isUserRejection,
} from '@portico/core'

/** The error code of a provider error, read defensively (a hostile object may throw). */
export function errorCode(error: unknown): number | undefined {
  try {
    if (typeof error !== 'object' || error === null) return undefined
    const { code } = error as { code?: unknown }
    return typeof code === 'number' ? code : undefined
  } catch {
    return undefined
  }
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
 * 4902 to their classes. Other coded errors become a ProviderRpcError with the wallet's code and
 * message; anything else a ProviderRpcError -32603. Portico errors pass through unchanged.
 */
export function toEvmError(error: unknown): PorticoError {
  if (error instanceof PorticoError) return error
  if (isUserRejection(error)) return new UserRejectedRequestError({ cause: error })
  const options = { cause: error, details: errorMessage(error), data: errorData(error) }
  switch (errorCode(error)) {
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
      return new ProviderRpcError(errorCode(error) as number, errorMessage(error), { cause: error, data: options.data })
  }
}
