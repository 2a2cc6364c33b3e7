import { defineError, type DefinedErrorOptions } from './defineError.js'
import { errorCodesOf } from './errorCodeOf.js'
import { PorticoError, type ErrorCategory } from './PorticoError.js'

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

/**
 * An EIP-1193-shaped provider error: a numeric `code`, a `message` and optional `data`. It carries
 * whatever a wallet answered, so its code and message are given, not defined; the named errors
 * below are defined with {@link defineError} on top of it.
 */
export class ProviderRpcError extends PorticoError {
  override readonly name: string = 'ProviderRpcError'
  declare readonly code: number
  readonly data: unknown

  /** A wallet's answer: its code and message. */
  constructor(code: number, message: string, options?: ProviderErrorOptions)
  /** PorticoError's form, the one `defineError({ parent: ProviderRpcError })` uses. */
  constructor(shortMessage: string, options: ProviderErrorOptions & { code: number; category: ErrorCategory })
  constructor(
    first: number | string,
    second?: string | (ProviderErrorOptions & { code: number; category: ErrorCategory }),
    third: ProviderErrorOptions = {},
  ) {
    const [message, options] =
      typeof first === 'number'
        ? [String(second), { ...third, code: first, category: 'WALLET_ERROR' as const }]
        : [first, second as ProviderErrorOptions & { code: number; category: ErrorCategory }]
    super(message, { code: options.code, category: options.category, cause: options.cause, details: options.details })
    this.data = options.data
  }
}

/** 4100: the requested method or account has not been authorized by the user. */
export const UnauthorizedProviderError = defineError({
  name: 'UnauthorizedProviderError',
  code: 4100,
  category: 'WALLET_ERROR',
  message: 'The requested method and/or account has not been authorized by the user.',
  parent: ProviderRpcError,
})
export type UnauthorizedProviderError = InstanceType<typeof UnauthorizedProviderError>

/** 4200: the provider does not support the requested method. */
export const UnsupportedProviderMethodError = defineError({
  name: 'UnsupportedProviderMethodError',
  code: 4200,
  category: 'WALLET_ERROR',
  message: 'The Provider does not support the requested method.',
  parent: ProviderRpcError,
})
export type UnsupportedProviderMethodError = InstanceType<typeof UnsupportedProviderMethodError>

/** 4900: the provider is disconnected from all chains. */
export const ProviderDisconnectedError = defineError({
  name: 'ProviderDisconnectedError',
  code: 4900,
  category: 'WALLET_ERROR',
  message: 'The Provider is disconnected from all chains.',
  parent: ProviderRpcError,
})
export type ProviderDisconnectedError = InstanceType<typeof ProviderDisconnectedError>

/** 4901: the provider is not connected to the requested chain. */
export const ChainDisconnectedError = defineError({
  name: 'ChainDisconnectedError',
  code: 4901,
  category: 'WALLET_ERROR',
  message: 'The Provider is not connected to the requested chain.',
  parent: ProviderRpcError,
})
export type ChainDisconnectedError = InstanceType<typeof ChainDisconnectedError>

/** 4902: the wallet does not know the chain; the caller may add it (wallet_addEthereumChain). */
export const UnrecognizedChainError = defineError({
  name: 'UnrecognizedChainError',
  code: 4902,
  category: 'WALLET_ERROR',
  message: 'Unrecognized chain ID.',
  parent: ProviderRpcError,
})
export type UnrecognizedChainError = InstanceType<typeof UnrecognizedChainError>

/** 32603: the pairing protocol's invalid-chain answer (an internal error of the wallet). */
export const InvalidChainError = defineError({
  name: 'InvalidChainError',
  code: 32603,
  category: 'WALLET_ERROR',
  message: 'Invalid chain ID.',
  parent: ProviderRpcError,
})
export type InvalidChainError = InstanceType<typeof InvalidChainError>

/**
 * True when a switch-chain failure means the wallet does not know the chain, so adding it may
 * help (SPEC.md section 4): code 4902 or 32603, also nested where wallets put the inner error
 * (`data.originalError.code`, as some mobile wallets answer, `cause.code`, `error.code`) and as a
 * numeric text ("4902"). Code 5000 is not counted: SPEC treats it as a user rejection. Never throws.
 */
export function isUnrecognizedChainError(error: unknown): boolean {
  const codes: readonly number[] = [PROVIDER_ERROR_CODES.UNRECOGNIZED_CHAIN, PROVIDER_ERROR_CODES.INVALID_CHAIN]
  return errorCodesOf(error).some((code) => codes.includes(code))
}

/** The wallet cannot use the requested chain: 'Chain is not supported'. */
export const ChainNotSupportedError = defineError({
  name: 'ChainNotSupportedError',
  code: 'CHAIN_NOT_SUPPORTED',
  category: 'WALLET_ERROR',
  message: 'Chain is not supported',
})
export type ChainNotSupportedError = InstanceType<typeof ChainNotSupportedError>

/** No wallet provider was found: 'Provider not found.' */
export const ProviderNotFoundError = defineError({
  name: 'ProviderNotFoundError',
  code: 'PROVIDER_NOT_FOUND',
  category: 'WALLET_ERROR',
  message: 'Provider not found.',
})
export type ProviderNotFoundError = InstanceType<typeof ProviderNotFoundError>

/** The wallet cannot switch chains on request: '{walletName} does not support programmatic chain switching.' */
export class SwitchChainNotSupportedError extends defineError({
  name: 'SwitchChainNotSupportedError',
  code: 'SWITCH_CHAIN_NOT_SUPPORTED',
  category: 'WALLET_ERROR',
  message: (walletName: string | undefined) =>
    `${walletName?.trim() || 'This wallet'} does not support programmatic chain switching.`,
}) {
  /** @param options.walletName shown at the start of the message; 'This wallet' by default. */
  constructor({ walletName, ...options }: { walletName?: string } & DefinedErrorOptions = {}) {
    super(walletName, options)
  }
}
