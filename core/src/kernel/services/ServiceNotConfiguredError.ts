import { PorticoError } from '../errors/PorticoError.js'
import type { ServiceUrlOption } from '../options/resolveOptions.js'

/**
 * A call needs an outside service whose URL the site did not set (docs/services.md): nothing was
 * fetched. `option` names what to set, e.g. 'services.blockchainApiUrl'.
 */
export class ServiceNotConfiguredError extends PorticoError {
  override readonly name = 'ServiceNotConfiguredError'
  /** The option that would set the service. */
  readonly option: `services.${ServiceUrlOption}`

  constructor(option: ServiceUrlOption) {
    super(`Service not configured: set services.${option}`, { code: 'SERVICE_NOT_CONFIGURED', category: 'CONFIGURATION_ERROR' })
    this.option = `services.${option}`
  }
}
