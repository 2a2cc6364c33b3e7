/**
 * The one URL-safety helper (DESIGN.md, "Trust boundaries are schemas"). Every URL that comes
 * from outside (wallet deep links, wallet and network icons, metadata) goes through here before
 * it is opened or rendered. URLs are read by the runtime's WHATWG parser, the one the browser
 * will use to follow them; what the parser would quietly repair is refused first, and anything
 * unclear errs on refusing.
 */
import { parseWhatwgUrl, type WhatwgUrl } from './whatwgUrl.js'

/**
 * Refused anywhere in a URL: whitespace and separators, control characters, every format
 * character (bidi controls, zero-width characters, tags, ...), lone surrogates, the other
 * default-ignorable code points (Hangul fillers, variation selectors, ...) and the braille blank.
 */
const UNSAFE_CHARS = /[\s\p{Zs}\p{Zl}\p{Zp}\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}\u2800]/u

/**
 * True when `text` holds whitespace, a control character, or an invisible or direction-changing
 * character. The WHATWG parser strips leading and trailing ones and drops tabs and newlines
 * anywhere, which is how `java\tscript:` and ` javascript:` become `javascript:`.
 */
function hasUnsafeChar(text: string): boolean {
  return UNSAFE_CHARS.test(text)
}

/** `scheme:` at the very start, the scheme per RFC 3986 (and the WHATWG parser). */
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/

/**
 * Schemes of the `scheme://` form that are never a wallet's app, so never followed as one: the
 * web's own schemes (http and https are read as web links, below), script, inline and local
 * content, Android intents (Chrome follows `intent://...#Intent;...;end` and, when no app answers,
 * opens its `S.browser_fallback_url`, any page the link's author chose), and the browser's and the
 * operating system's internal handlers. The allow-list is the form (see {@link APP_LINK}); these
 * are the names of that form that are not apps.
 */
const NOT_APP_SCHEMES: readonly string[] = [
  'http',
  'https',
  'ws',
  'wss',
  'ftp',
  'file',
  'javascript',
  'vbscript',
  'data',
  'blob',
  'about',
  'filesystem',
  'view-source',
  'jar',
  'intent',
  'android-app',
  'chrome',
  'chrome-extension',
  'chrome-untrusted',
  'chrome-search',
  'devtools',
  'edge',
  'brave',
  'opera',
  'vivaldi',
  'moz-extension',
  'resource',
  'safari-extension',
  'safari-web-extension',
  'webkit',
  'shell',
  'search',
  'tel',
  'sms',
  'mailto',
  'callto',
  'facetime',
  'facetime-audio',
]
/** Prefixes of operating-system and browser handlers (`ms-msdt:`, `ms-settings:`, `search-ms:` is listed above). */
const NOT_APP_PREFIXES: readonly string[] = ['ms-', 'microsoft', 'search-ms', 'chrome-', 'moz-', 'edge-', 'x-apple']

/**
 * A wallet app's link as the registry writes it: a scheme of letters, digits, `+ - .` starting
 * with a letter (at most 64 characters), then `://` (`metamask://`, `trust://`, `rainbow://wc?...`).
 */
const APP_LINK = /^([a-zA-Z][a-zA-Z0-9+.-]{0,63}):\/\//

/** Hosts where plain http is allowed: the local machine (development, the devnet). */
const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]']

/** A DNS name is at most 253 characters. */
const MAX_HOST_LENGTH = 253

/** A DNS name or an IPv4 address (lower case, as the parser gives it), or a bracketed IPv6 address. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/

/** An inline image of a raster type or SVG (which runs no script when shown in an `<img>`). */
const DATA_IMAGE = /^image\/(?:png|jpeg|gif|webp|svg\+xml)((?:;[a-z0-9-]+=[a-z0-9.+-]+)*)(;base64)?,(.*)$/is
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** How this helper reads a URL, agreeing with the WHATWG parser by construction. */
export interface UrlView {
  /** Lower case, without the colon. */
  readonly scheme: string
  /** The host as the parser reads it ('' when the URL has none). */
  readonly host: string
  /** The text after `scheme:`, as written. */
  readonly rest: string
  readonly url: WhatwgUrl
}

/**
 * How a URL reads, or undefined when it is not a string, holds a character the parser would
 * strip or drop (see {@link hasUnsafeChar}), does not start with a scheme, or the parser refuses it.
 */
export function readUrl(text: unknown): UrlView | undefined {
  if (typeof text !== 'string' || text.length === 0 || hasUnsafeChar(text)) return undefined
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase()
  const url = parseWhatwgUrl(text)
  if (scheme === undefined || url === undefined || url.protocol !== `${scheme}:`) return undefined
  return { scheme, host: url.hostname, rest: text.slice(scheme.length + 1), url }
}

/**
 * The host exactly as written between `//` and the port, path, query or fragment, lower case.
 * Compared with what the parser read, it refuses every way of making a link look like it goes to
 * one host while it goes to another (or looks harmless): user info (`https://good@evil`),
 * backslashes, percent-encoding, IPv4 shorthand (`0x7f.1`), non-ASCII names.
 */
function writtenHost(rest: string): string | undefined {
  if (!rest.startsWith('//') || rest.includes('\\')) return undefined
  const authority = rest.slice(2).split(/[/?#]/, 1)[0] ?? ''
  const host = authority.startsWith('[') ? authority.slice(0, authority.indexOf(']') + 1) : authority.split(':', 1)[0]
  return host?.toLowerCase()
}

/** https to a well-formed host, or http to the local machine only. */
function isSafeWebUrl(view: UrlView): boolean {
  const { scheme, host, url } = view
  if (scheme !== 'https' && scheme !== 'http') return false
  if (url.username !== '' || url.password !== '') return false
  if (host.length > MAX_HOST_LENGTH || !HOST.test(host) || writtenHost(view.rest) !== host) return false
  return scheme === 'https' || LOOPBACK_HOSTS.includes(host)
}

/** True when `scheme` (lower case) names something other than a wallet's app. */
function isNotAppScheme(scheme: string): boolean {
  return NOT_APP_SCHEMES.includes(scheme) || NOT_APP_PREFIXES.some((prefix) => scheme.startsWith(prefix))
}

/**
 * A wallet app's link: `scheme://` of the registry's form ({@link APP_LINK}), a scheme that is not
 * the web's, a browser's or the system's ({@link NOT_APP_SCHEMES}; never `intent:`), and no
 * credentials (`metamask://user:pass@wc` reads as one thing and goes to another).
 */
function isSafeAppLink(view: UrlView): boolean {
  const written = APP_LINK.exec(`${view.scheme}:${view.rest}`)?.[1]
  if (written === undefined || written.toLowerCase() !== view.scheme || isNotAppScheme(view.scheme)) return false
  return view.url.username === '' && view.url.password === ''
}

/**
 * True for a link that may be opened to reach a wallet. An allow-list:
 *
 * - an https URL to a well-formed host, written as the parser reads it (plain ASCII, no user info,
 *   no percent-encoding, no backslashes);
 * - an http URL to the local machine only (localhost, 127.0.0.1, [::1]: development and the devnet);
 * - a wallet app's link, `scheme://` with a scheme of letters, digits, `+ - .` starting with a
 *   letter (`metamask://wc?uri=...`, `trust://`, `rainbow://`), without credentials, and never a
 *   scheme that is not an app's: `intent:` (an Android intent is never followed), javascript:,
 *   data:, vbscript:, file:, blob:, about:, ws:, chrome:, the system's handlers, ...
 *
 * Nothing else. The scheme is matched case-insensitively; whitespace and control characters
 * anywhere refuse the link.
 */
export function isSafeDeepLink(url: unknown): boolean {
  const view = readUrl(url)
  if (!view) return false
  if (view.scheme === 'http' || view.scheme === 'https') return isSafeWebUrl(view)
  return isSafeAppLink(view)
}

/**
 * True for an image URL that may be rendered: an https URL, an http URL to the local machine,
 * or an inline `data:image/` URL of type png, jpeg, gif, webp or svg+xml (base64 payloads must
 * be valid base64). Never data:text/html or any other scheme.
 */
export function isSafeImageUrl(url: unknown): boolean {
  const view = readUrl(url)
  if (!view) return false
  if (view.scheme === 'http' || view.scheme === 'https') return isSafeWebUrl(view)
  if (view.scheme !== 'data') return false
  // The URL parser does not read a data: URL's media type; its text after `data:` is checked here.
  const match = DATA_IMAGE.exec(view.rest)
  if (!match) return false
  return match[2] === undefined || BASE64.test(match[3] ?? '')
}

/**
 * The image URL with surrounding whitespace removed when it is safe to render (see
 * {@link isSafeImageUrl}), otherwise undefined.
 */
export function sanitizeImageUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined
  const trimmed = url.trim()
  return isSafeImageUrl(trimmed) ? trimmed : undefined
}
