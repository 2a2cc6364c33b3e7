import type { WalletListing } from '../../kernel/types/walletListing.js'
import { isSafeDeepLink, readUrl } from '../../kernel/utils/urlSafety.js'

/** Where a wallet link opens: the app on a phone, the desktop app, or the wallet's web app. */
export type WalletLinkTarget = 'mobile' | 'desktop' | 'web'

/** A link to open a wallet with a pairing URI, or why it may not be opened. */
export type WalletLink =
  | {
      ok: true
      /** The link with the pairing URI (`…/wc?uri=<encoded>`): open it, never log it. */
      href: string
      /** `universal` for https links (a new tab), `native` for an app scheme (the same tab). */
      kind: 'universal' | 'native'
      target: WalletLinkTarget
    }
  | { ok: false; reason: 'missing' | 'unsafe'; target: WalletLinkTarget }

/** A custom app scheme as registries give it: `metamask:`, `metamask://`, `rainbow://wc`... */
const APP_SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]{0,63}:/
/** A bare app scheme, maybe with its colon and a slash. */
const BARE_SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]{0,63}(?::\/?)?$/
/** A registry link longer than this is refused outright. */
const MAX_LINK_LENGTH = 2048

const isWeb = (link: string) => {
  const scheme = readUrl(link)?.scheme
  return scheme === 'https' || scheme === 'http'
}

/**
 * True for a wallet link that may be opened with a pairing URI: the URL-safety helper's deep-link
 * allow-list ({@link isSafeDeepLink}: https, or `scheme://` of a wallet app, never an intent, no
 * credentials), without its plain http to the local machine: the pairing URI carries the
 * session's key, and no registry serves a wallet on http (the devnet's does not either).
 */
function isSafeWalletHref(link: string): boolean {
  return isSafeDeepLink(link) && readUrl(link)?.scheme !== 'http'
}

/**
 * The universal link of a wallet's https address with a pairing URI:
 * `https://wallet.example/path/wc?uri=<encoded>` (a slash added before `wc` when missing).
 */
export function formatUniversalLink(appUrl: string, wcUri: string): string {
  const base = appUrl.endsWith('/') ? appUrl : `${appUrl}/`
  return `${base}wc?uri=${encodeURIComponent(wcUri)}`
}

/**
 * The deep link of a wallet's custom scheme with a pairing URI: a bare scheme (`rainbow:` or
 * `rainbow`) becomes `rainbow://`, then `wc?uri=<encoded>` follows (`rainbow://wc?uri=…`).
 */
export function formatNativeLink(appUrl: string, wcUri: string): string {
  let base = appUrl
  if (!base.includes('://')) base = `${base.replaceAll('/', '').replaceAll(':', '')}://`
  if (!base.endsWith('/')) base = `${base}/`
  return `${base}wc?uri=${encodeURIComponent(wcUri)}`
}

/** The registry's link of a wallet for a target, trimmed, or undefined when it gives none. */
function registryLink(wallet: Pick<WalletListing, 'mobile_link' | 'desktop_link' | 'webapp_link'>, target: WalletLinkTarget): string | undefined {
  const raw = target === 'mobile' ? wallet.mobile_link : target === 'desktop' ? wallet.desktop_link : wallet.webapp_link
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined
}

/**
 * True when a registry's link may be the base of a wallet link: https, or a well-formed app scheme
 * (`metamask://`, or a bare `rainbow:` completed to `rainbow://`) that the URL-safety helper's
 * allow-list accepts. Never http, an `intent:`, another non-app scheme, or credentials.
 */
export function isSafeWalletBase(link: unknown): boolean {
  if (typeof link !== 'string' || link.length > MAX_LINK_LENGTH || !APP_SCHEME.test(link)) return false
  if (isWeb(link)) return isSafeWalletHref(link)
  // Without `://` only a bare scheme (`rainbow`, `rainbow:`, `rainbow:/`) is taken: completing
  // anything longer would turn the text into another scheme (`javascript:+` into `javascript+://`).
  if (!link.includes('://') && !BARE_SCHEME.test(link)) return false
  const completed = link.includes('://') ? link : `${link.replaceAll('/', '').replaceAll(':', '')}://`
  return isSafeWalletHref(completed) && isSafeWalletHref(formatNativeLink(link, 'wc:check@2'))
}

/**
 * The link that opens `wallet` with a pairing URI on `target`: the registry's mobile, desktop or
 * web app link formatted as a universal link (https) or a deep link (app scheme). Registry links
 * are untrusted: anything but https and a well-formed app scheme is refused (`unsafe`): plain
 * http, an Android `intent:`, other non-app schemes, credentials; and so is a link whose formatted
 * form the URL-safety helper's allow-list refuses.
 */
export function walletLinkFor(
  wallet: Pick<WalletListing, 'mobile_link' | 'desktop_link' | 'webapp_link'>,
  wcUri: string,
  target: WalletLinkTarget,
): WalletLink {
  const base = registryLink(wallet, target)
  if (!base) return { ok: false, reason: 'missing', target }
  if (!isSafeWalletBase(base)) return { ok: false, reason: 'unsafe', target }
  const universal = isWeb(base)
  const href = universal ? formatUniversalLink(base, wcUri) : formatNativeLink(base, wcUri)
  if (!isSafeWalletHref(href)) return { ok: false, reason: 'unsafe', target }
  return { ok: true, href, kind: universal ? 'universal' : 'native', target }
}

/** The targets worth trying on a device, best first. */
export function linkTargetsFor(device: { isMobile: boolean }): WalletLinkTarget[] {
  return device.isMobile ? ['mobile', 'web'] : ['desktop', 'web']
}

/** The first link of `targets` that may be opened; the last refusal when none may. */
export function bestWalletLink(
  wallet: Pick<WalletListing, 'mobile_link' | 'desktop_link' | 'webapp_link'>,
  wcUri: string,
  targets: readonly WalletLinkTarget[],
): WalletLink | undefined {
  let refused: WalletLink | undefined
  for (const target of targets) {
    const link = walletLinkFor(wallet, wcUri, target)
    if (link.ok) return link
    if (link.reason === 'unsafe' || !refused) refused = link
  }
  return refused
}
