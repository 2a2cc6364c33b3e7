import { PorticoError } from '../errors/PorticoError.js'

/** An option given to `createPortico` failed validation. */
export class InvalidOptionsError extends PorticoError {
  override readonly name = 'InvalidOptionsError'
  /** The option path, e.g. `networks.0.rpcUrls`. */
  readonly path: string

  constructor(path: string, reason: string, cause?: unknown) {
    super(`Invalid option \`${path}\`: ${reason}`, {
      code: 'INVALID_OPTIONS',
      category: 'CONFIGURATION_ERROR',
      cause,
    })
    this.path = path
  }
}
