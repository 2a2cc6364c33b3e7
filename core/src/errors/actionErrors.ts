import { PorticoError } from './PorticoError.js'
import type { ConnectionErrorOptions } from './connectionErrors.js'

/** The action needs a connected account on the namespace: 'not connected'. */
export class NotConnectedError extends PorticoError {
  override readonly name = 'NotConnectedError'
  /** @param action the action that needed the account, e.g. `signMessage` */
  constructor(action: string, options: ConnectionErrorOptions = {}) {
    super(`${action}: not connected`, { code: 'NOT_CONNECTED', category: 'CONNECTION_ERROR', ...options })
  }
}

/** The namespace's adapter lacks the capability the action needs (SPEC.md section 5). */
export class AdapterCapabilityError extends PorticoError {
  override readonly name = 'AdapterCapabilityError'
  constructor(action: string, namespace: string, options: ConnectionErrorOptions = {}) {
    super(`${action}: adapter for ${namespace} not found`, {
      code: 'ADAPTER_CAPABILITY_NOT_FOUND',
      category: 'CONFIGURATION_ERROR',
      ...options,
    })
  }
}
