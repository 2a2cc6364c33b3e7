import { UnsupportedProviderMethodError } from '@portico/core'
import type { Eip1193Provider } from '../eip1193.js'
import { requestWallet, type RequestWalletOptions } from './requestWallet.js'

/**
 * Asks a wallet to forget the site's permission to its accounts (`wallet_revokePermissions`), on
 * disconnect. Many wallets lack the method (4200): that is no failure. Any other failure rejects
 * (typed, as {@link requestWallet}'s), for the caller to warn about. Loaded with the session's code
 * (sessionParts.ts), so the error class it tells apart stays out of a page's first load.
 */
export async function revokePermissions(provider: Eip1193Provider, options: RequestWalletOptions): Promise<void> {
  try {
    await requestWallet(provider, { method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }, options)
  } catch (error) {
    if (!(error instanceof UnsupportedProviderMethodError)) throw error
  }
}
