import { defineError } from './defineError.js'

/**
 * A wallet answered with data that fails validation (an address, chain id, signature or hash of
 * the wrong form). The message names what was malformed, so a bad signature or transaction hash
 * is never reported as a failed connection: 'Invalid wallet response: signature'.
 */
export class InvalidWalletResponseError extends defineError({
  name: 'InvalidWalletResponseError',
  code: 'INVALID_WALLET_RESPONSE',
  category: 'WALLET_ERROR',
  message: (what: string) => `Invalid wallet response: ${what.split(' "')[0]?.slice(0, 40) ?? 'answer'}`,
}) {
  /** @param what what was invalid, e.g. `address "0xzz"` */
  constructor(what: string, cause?: unknown) {
    super(what, { details: `the wallet returned an invalid ${what}`, cause })
  }
}
