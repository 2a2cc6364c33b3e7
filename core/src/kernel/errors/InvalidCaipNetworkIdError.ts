import { defineError } from './defineError.js'

/** A value is not a CAIP-2 network id (`namespace:reference`) of a known namespace. */
export class InvalidCaipNetworkIdError extends defineError({
  name: 'InvalidCaipNetworkIdError',
  code: 'INVALID_CAIP_NETWORK_ID',
  category: 'VALIDATION_ERROR',
  message: 'Invalid CAIP-2 network id',
}) {
  /** @param value the value that was refused; shown (shortened) in the details. */
  constructor(value: unknown, cause?: unknown) {
    super({ details: `received ${typeof value === 'string' ? JSON.stringify(value.slice(0, 80)) : typeof value}`, cause })
  }
}
