import { PorticoError } from './PorticoError.js'

/** A value is not a CAIP-2 network id (`namespace:reference`) of a known namespace. */
export class InvalidCaipNetworkIdError extends PorticoError {
  override readonly name = 'InvalidCaipNetworkIdError'

  /** @param value the value that was refused; shown (shortened) in the details. */
  constructor(value: unknown, cause?: unknown) {
    super('Invalid CAIP-2 network id', {
      code: 'INVALID_CAIP_NETWORK_ID',
      category: 'VALIDATION_ERROR',
      details: `received ${typeof value === 'string' ? JSON.stringify(value.slice(0, 80)) : typeof value}`,
      cause,
    })
  }
}
