import { defineError } from './defineError.js'

/** A value is not a CAIP-10 account id (`namespace:reference:address`) of a known namespace. */
export class InvalidCaipAddressError extends defineError({
  name: 'InvalidCaipAddressError',
  code: 'INVALID_CAIP_ADDRESS',
  category: 'VALIDATION_ERROR',
  message: 'Invalid CAIP-10 address',
}) {
  /** @param value the value that was refused; shown (shortened) in the details. */
  constructor(value: unknown, cause?: unknown) {
    super({ details: `received ${typeof value === 'string' ? JSON.stringify(value.slice(0, 200)) : typeof value}`, cause })
  }
}
