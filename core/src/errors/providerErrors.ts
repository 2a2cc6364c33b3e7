import { PorticoError } from './PorticoError.js'

/** EIP-1193 provider error codes, and the pairing protocol's codes of SPEC.md section 8. */
export const PROVIDER_ERROR_CODES = {
  USER_REJECTED: 4001,
  UNAUTHORIZED: 4100,
  UNSUPPORTED_METHOD: 4200,
  DISCONNECTED: 4900,
  CHAIN_DISCONNECTED: 4901,
  UNRECOGNIZED_CHAIN: 4902,
  /** The pairing protocol's default code. */
  DEFAULT: 5000,
  INVALID_CHAIN: 32603,
} as const

interface ProviderErrorOptions {
  cause?: unknown
  details?: string
  /** Extra data of the provider's answer (EIP-1193 `data`). */
  data?: unknown
}

/** An EIP-1193-shaped provider error: a numeric `code`, a `message` and optional `data`. */
export class ProviderRpcError extends PorticoError {
  override readonly name: string = 'ProviderRpcError'
  declare readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, options: ProviderErrorOptions = {}) {
    super(message, { code, category: 'WALLET_ERROR', cause: options.cause, details: options.details })
    this.data = options.data
  }
}

/** 4100: the requested method or account has not been authorized by the user. */
export class UnauthorizedProviderError extends ProviderRpcError {
  override readonly name = 'UnauthorizedProviderError'
  constructor(options: ProviderErrorOptions = {}) {
    super(4100, 'The requested method and/or account has not been authorized by the user.', options)
  }
}

/** 4200: the provider does not support the requested method. */
export class UnsupportedProviderMethodError extends ProviderRpcError {
  override readonly name = 'UnsupportedProviderMethodError'
  constructor(options: ProviderErrorOptions = {}) {
    super(4200, 'The Provider does not support the requested method.', options)
  }
}

/** 4900: the provider is disconnected from all chains. */
export class ProviderDisconnectedError extends ProviderRpcError {
  override readonly name = 'ProviderDisconnectedError'
  constructor(options: ProviderErrorOptions = {}) {
    super(4900, 'The Provider is disconnected from all chains.', options)
  }
}

/** 4901: the provider is not connected to the requested chain. */
export class ChainDisconnectedError extends ProviderRpcError {
  override readonly name = 'ChainDisconnectedError'
  constructor(options: ProviderErrorOptions = {}) {
    super(4901, 'The Provider is not connected to the requested chain.', options)
  }
}

/** 4902: the wallet does not know the chain; the caller may add it (wallet_addEthereumChain). */
export class UnrecognizedChainError extends ProviderRpcError {
  override readonly name = 'UnrecognizedChainError'
  constructor(options: ProviderErrorOptions = {}) {
    super(4902, 'Unrecognized chain ID.', options)
  }
}

/** 32603: the pairing protocol's invalid-chain answer (an internal error of the wallet). */
export class InvalidChainError extends ProviderRpcError {
  override readonly name = 'InvalidChainError'
  constructor(options: ProviderErrorOptions = {}) {
    super(32603, 'Invalid chain ID.', options)
  }
}

/**
 * True when a switch-chain failure means the wallet does not know the chain, so adding it may
 * help (SPEC.md section 4): code 4902 or 32603, also as `data.originalError.code` (as some mobile
 * wallets answer). Code 5000 is not counted: SPEC treats it as a user rejection.
 */
export function isUnrecognizedChainError(error: unknown): boolean {
  const codes: readonly unknown[] = [PROVIDER_ERROR_CODES.UNRECOGNIZED_CHAIN, PROVIDER_ERROR_CODES.INVALID_CHAIN]
  if (typeof error !== 'object' || error === null) return false
  const { code, data } = error as { code?: unknown; data?: { originalError?: { code?: unknown } } }
  return codes.includes(code) || codes.includes(data?.originalError?.code)
}

/** The wallet cannot use the requested chain: 'Chain is not supported'. */
export class ChainNotSupportedError extends PorticoError {
  override readonly name = 'ChainNotSupportedError'
  constructor(options: { cause?: unknown; details?: string } = {}) {
    super('Chain is not supported', { code: 'CHAIN_NOT_SUPPORTED', category: 'WALLET_ERROR', ...options })
  }
}

/** No wallet provider was found: 'Provider not found.' */
export class ProviderNotFoundError extends PorticoError {
  override readonly name = 'ProviderNotFoundError'
  constructor(options: { cause?: unknown; details?: string } = {}) {
    super('Provider not found.', { code: 'PROVIDER_NOT_FOUND', category: 'WALLET_ERROR', ...options })
  }
}

/** The wallet cannot switch chains on request: '... does not support programmatic chain switching'. */
export class SwitchChainNotSupportedError extends PorticoError {
  override readonly name = 'SwitchChainNotSupportedError'
  /** @param options.walletName shown at the start of the message; 'This wallet' by default. */
  constructor(options: { walletName?: string; cause?: unknown; details?: string } = {}) {
    const { walletName, ...rest } = options
    super(`${walletName?.trim() || 'This wallet'} does not support programmatic chain switching.`, {
      code: 'SWITCH_CHAIN_NOT_SUPPORTED',
      category: 'WALLET_ERROR',
      ...rest,
    })
  }
}
