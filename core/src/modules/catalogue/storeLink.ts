import type { WalletListing } from '../../kernel/types/walletListing.js'
import { isSafeDeepLink, readUrl } from '../../kernel/utils/urlSafety.js'

/** The visitor's platform, as far as getting a wallet goes. */
export type StorePlatform = 'ios' | 'android' | 'desktop'

/** True for a store link that may be opened: `https:` to a well-formed host, nothing else. */
export function isSafeStoreLink(url: unknown): url is string {
  return readUrl(url)?.scheme === 'https' && isSafeDeepLink(url)
}

/** The store fields to try per platform, best first. */
const STORE_FIELDS: Readonly<Record<StorePlatform, readonly StoreLink['store'][]>> = {
  ios: ['app_store', 'homepage'],
  android: ['play_store', 'homepage'],
  desktop: ['chrome_store', 'homepage'],
}

/** Where a visitor without the wallet gets it: the link and which of the wallet's store fields it came from. */
export interface StoreLink {
  href: string
  store: 'app_store' | 'play_store' | 'chrome_store' | 'homepage'
}

/**
 * Where a visitor without the wallet gets it on their platform: the App Store on iOS, Google Play
 * on Android, the browser-extension store on a computer, else the wallet's homepage. Links come
 * from the registry and are untrusted: only safe `https:` links are returned, undefined otherwise.
 */
export function storeLinkOf(wallet: Partial<WalletListing>, platform: StorePlatform): StoreLink | undefined {
  for (const store of STORE_FIELDS[platform]) {
    const href = wallet[store]
    if (isSafeStoreLink(href)) return { href, store }
  }
  return undefined
}

/** The address of {@link storeLinkOf}'s link. */
export function storeLinkFor(wallet: Partial<WalletListing>, platform: StorePlatform): string | undefined {
  return storeLinkOf(wallet, platform)?.href
}

/** The visitor's store platform from the environment port's facts. */
export function storePlatformOf(environment: { isMobile(): boolean; isIos(): boolean }): StorePlatform {
  if (environment.isIos()) return 'ios'
  return environment.isMobile() ? 'android' : 'desktop'
}
