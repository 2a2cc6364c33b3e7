import { PorticoError, type ErrorCategory } from './PorticoError.js'

/**
 * An error raised inside a product function that was not already a Portico error (SPEC.md
 * section 8, wrapping). Code 'SDK_ERROR'; the original error is the `cause` and its message is kept.
 */
export class SdkError extends PorticoError {
  override readonly name = 'SdkError'

  constructor(message: string, options: { category?: ErrorCategory; cause?: unknown } = {}) {
    super(message, { code: 'SDK_ERROR', category: options.category ?? 'INTERNAL_SDK_ERROR', cause: options.cause })
  }
}
