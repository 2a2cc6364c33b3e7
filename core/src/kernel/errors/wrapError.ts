import { errorMessageOf } from './errorMessageOf.js'
import { isPorticoError, type ErrorCategory, type PorticoError } from './PorticoError.js'
import { SdkError } from './SdkError.js'

/**
 * Turns anything thrown into a Portico error (SPEC.md section 8, wrapping). A Portico error is
 * returned as it is; anything else becomes an {@link SdkError} of `category` with the original
 * as `cause` and its message kept.
 * @param category defaults to 'INTERNAL_SDK_ERROR'.
 */
export function wrapError(error: unknown, category: ErrorCategory = 'INTERNAL_SDK_ERROR'): PorticoError {
  if (isPorticoError(error)) return error
  return new SdkError(errorMessageOf(error), { category, cause: error })
}

export interface ErrorWrappingOptions<Args extends unknown[] = unknown[]> {
  /**
   * Category of the wrapped errors.
   * @default 'INTERNAL_SDK_ERROR'
   */
  category?: ErrorCategory
  /**
   * Called with each error before it is rethrown (error reporting): the Portico error the caller
   * will see, what was originally thrown (the same object when it already was a Portico error),
   * and the arguments of the call. Its own failures are ignored.
   * @default undefined (nothing reported)
   */
  report?: (error: PorticoError, thrown: unknown, args: Args) => void
}

/**
 * Wraps a product function so that whatever it throws, or its promise rejects with, is wrapped
 * with {@link wrapError}, reported, and rethrown. Return values pass through unchanged.
 */
export function withErrorWrapping<Args extends unknown[], Result>(
  fn: (...args: Args) => Result,
  options: ErrorWrappingOptions<Args> = {},
): (...args: Args) => Result {
  const fail = (error: unknown, args: Args): never => {
    const wrapped = wrapError(error, options.category)
    try {
      options.report?.(wrapped, error, args)
    } catch {
      // Reporting must never replace the error the caller sees.
    }
    throw wrapped
  }
  return function wrapped(this: unknown, ...args: Args): Result {
    let result: Result
    try {
      result = fn.apply(this, args)
    } catch (error) {
      return fail(error, args)
    }
    if (isPromiseLike(result)) return result.then(undefined, (error: unknown) => fail(error, args)) as Result
    return result
  }
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  )
}
