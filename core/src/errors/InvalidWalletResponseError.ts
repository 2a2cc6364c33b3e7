import { defineError } from './defineError.js'

/** A wallet answered with data that fails validation (an address or chain id of the wrong form). */
export class InvalidWalletResponseError extends defineError({
  name: 'InvalidWalletResponseError',
  code: 'INVALID_WALLET_RESPONSE',
  category: 'WALLET_ERROR',
  message: 'Failed to connect',
}) {
  /** @param what what was invalid, e.g. `address "0xzz"` */
  constructor(what: string, cause?: unknown) {
    super({ details: `the wallet returned an invalid ${what}`, cause })
  }
}
