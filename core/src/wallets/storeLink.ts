import type { WalletListing } from '../types/walletListing.js'
import { isSafeDeepLink, readUrl } from '../utils/urlSafety.js'

/** The visitor's platform, as far as getting a wallet goes. */
export type StorePlatform = 'ios' | 'android' | 'desktop'

/** True for a store link that may be opened: `https:` to a well-formed host, nothing else. */
export function isSafeStoreLink(url: unknown): url is string {
  return readUrl(url)?.scheme === 'https' && isSafeDeepLink(url)
}

/** The store fields to try per platform, best first. */
const STORE_FIELDS: Readonly<Record<StorePlatform, readonly (keyof WalletListing)[]>> = {
  ios: ['app_store', 'homepage'],
  android: ['play_store', 'homepage'],
  desktop: ['chrome_store', 'homepage'],
}

/**
 * Where a visitor without the wallet gets it on their platform: the App Store on iOS, Google Play
 * on Android, the browser-extension store on a computer, else the wallet's homepage. Links come
 * from the registry and are untrusted: only safe `https:` links are returned, undefined otherwise.
 */
export function storeLinkFor(wallet: WalletListing, platform: StorePlatform): string | undefined {
  for (const field of STORE_FIELDS[platform]) {
    const value = wallet[field]
    if (isSafeStoreLink(value)) return value
  }
  return undefined
}

/** The visitor's store platform from the environment port's facts. */
export function storePlatformOf(environment: { isMobile(): boolean; isIos(): boolean }): StorePlatform {
  if (environment.isIos()) return 'ios'
  return environment.isMobile() ? 'android' : 'desktop'
}
