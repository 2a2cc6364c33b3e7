import { defineError } from '../errors/defineError.js'

/** An option given to `createPortico` failed validation: 'Invalid option `{path}`: {reason}'. */
export class InvalidOptionsError extends defineError({
  name: 'InvalidOptionsError',
  code: 'INVALID_OPTIONS',
  category: 'CONFIGURATION_ERROR',
  message: (path: string, reason: string) => `Invalid option \`${path}\`: ${reason}`,
}) {
  /** The option path, e.g. `networks.0.rpcUrls`. */
  readonly path: string

  constructor(path: string, reason: string, cause?: unknown) {
    super(path, reason, { cause })
    this.path = path
  }
}
