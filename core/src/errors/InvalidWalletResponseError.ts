import { PorticoError } from './PorticoError.js'

/** A wallet answered with data that fails validation (an address or chain id of the wrong form). */
export class InvalidWalletResponseError extends PorticoError {
  override readonly name = 'InvalidWalletResponseError'

  /** @param what what was invalid, e.g. `address "0xzz"` */
  constructor(what: string, cause?: unknown) {
    super('Failed to connect', {
      code: 'INVALID_WALLET_RESPONSE',
      category: 'WALLET_ERROR',
      details: `the wallet returned an invalid ${what}`,
      cause,
    })
  }
}
