import { defineError } from './defineError.js'
import type { ErrorCategory } from './PorticoError.js'

/**
 * An error raised inside a product function that was not already a Portico error (SPEC.md
 * section 8, wrapping). Code 'SDK_ERROR'; the original error is the `cause` and its message is
 * kept. Unlike the other errors its category is chosen by the wrapper (default 'INTERNAL_SDK_ERROR').
 */
export class SdkError extends defineError({
  name: 'SdkError',
  code: 'SDK_ERROR',
  category: 'INTERNAL_SDK_ERROR',
  message: (message: string) => message,
}) {
  declare readonly category: ErrorCategory

  constructor(message: string, options: { category?: ErrorCategory; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    if (options.category) this.category = options.category
  }
}
