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

/** Schemes never opened as a deep link: script, inline content, local files, other web schemes. */
const BLOCKED_SCHEMES: readonly string[] = [
  'javascript',
  'vbscript',
  'data',
  'file',
  'blob',
  'about',
  'filesystem',
  'view-source',
  'ftp',
  'ws',
  'wss',
]

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

/**
 * True for a link that may be opened to reach a wallet: an https URL, an http URL to the local
 * machine (localhost, 127.0.0.1, [::1]), or a custom app scheme followed by `//`
 * (`metamask://wc?uri=...`) that the WHATWG parser accepts. Never javascript:, data:, vbscript:,
 * file:, blob:, about: or other non-app schemes. The scheme is matched case-insensitively;
 * whitespace and control characters anywhere refuse the link. A web host must be written as the
 * parser reads it: plain ASCII, no user info, no percent-encoding.
 */
export function isSafeDeepLink(url: unknown): boolean {
  const view = readUrl(url)
  if (!view || BLOCKED_SCHEMES.includes(view.scheme)) return false
  if (view.scheme === 'http' || view.scheme === 'https') return isSafeWebUrl(view)
  return view.rest.startsWith('//')
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
