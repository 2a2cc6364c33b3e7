/**
 * The one URL-safety helper (DESIGN.md, "Trust boundaries are schemas"). Every URL that comes
 * from outside (wallet deep links, wallet and network icons, metadata) goes through here before
 * it is opened or rendered. Parsing is by hand (core has no DOM `URL`) and errs on refusing.
 */

/**
 * Refused anywhere in a URL: whitespace and separators, control characters, every format
 * character (bidi controls, zero-width characters, tags, ...), lone surrogates, the other
 * default-ignorable code points (Hangul fillers, variation selectors, ...) and the braille blank.
 */
const UNSAFE_CHARS = /[\s\p{Zs}\p{Zl}\p{Zp}\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}\u2800]/u

/** True when `text` holds whitespace, a control character, or an invisible or direction-changing character. */
function hasUnsafeChar(text: string): boolean {
  return UNSAFE_CHARS.test(text)
}

/** `scheme:rest`, the scheme per RFC 3986. */
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):(.*)$/s

/** Schemes never opened as a deep link: script, inline content, local files, other web schemes. */
const BLOCKED_SCHEMES: ReadonlySet<string> = new Set([
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
])

/** Hosts where plain http is allowed: the local machine (development, the devnet). */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]'])

/** A DNS name is at most 253 characters; with a port and brackets this is ample. */
const MAX_AUTHORITY_LENGTH = 300

/** A DNS name or an IPv4 address, or a bracketed IPv6 address; then an optional port. */
const HOST_AND_PORT =
  /^(?:([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)|(\[[0-9a-f:.]+\]))(?::(\d{1,5}))?$/i

/** An inline image of a raster type or SVG (which runs no script when shown in an `<img>`). */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml)((?:;[a-z0-9-]+=[a-z0-9.+-]+)*)(;base64)?,(.*)$/is
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

interface ParsedUrl {
  /** Lower case. */
  scheme: string
  rest: string
}

function parseScheme(url: unknown): ParsedUrl | undefined {
  if (typeof url !== 'string' || url.length === 0 || hasUnsafeChar(url)) return undefined
  const match = SCHEME.exec(url)
  if (!match) return undefined
  return { scheme: (match[1] ?? '').toLowerCase(), rest: match[2] ?? '' }
}

/**
 * The host (lower case) of a hierarchical http(s) URL, or undefined when the authority is not a
 * plain host and port. User info (`user@host`) and backslashes are refused: they are how a
 * link pretends to go to one host and goes to another.
 */
function webHost(rest: string): string | undefined {
  if (!rest.startsWith('//')) return undefined
  const authority = rest.slice(2).split(/[/?#]/, 1)[0] ?? ''
  if (authority.length > MAX_AUTHORITY_LENGTH) return undefined
  if (authority.includes('@') || authority.includes('\\') || rest.includes('\\')) return undefined
  const match = HOST_AND_PORT.exec(authority)
  if (!match) return undefined
  const port = match[3]
  if (port !== undefined && Number(port) > 65535) return undefined
  return (match[1] ?? match[2] ?? '').toLowerCase()
}

/** https to any well-formed host, or http to the local machine only. */
function isSafeWebUrl(parsed: ParsedUrl): boolean {
  const host = webHost(parsed.rest)
  if (host === undefined) return false
  if (parsed.scheme === 'https') return true
  return parsed.scheme === 'http' && LOOPBACK_HOSTS.has(host)
}

/**
 * True for a link that may be opened to reach a wallet: an https URL, an http URL to the local
 * machine (localhost, 127.0.0.1, [::1]), or a custom app scheme followed by `//`
 * (`metamask://wc?uri=...`). Never javascript:, data:, vbscript:, file:, blob:, about: or other
 * non-app schemes. The scheme is matched case-insensitively; whitespace and control characters
 * anywhere refuse the link.
 */
export function isSafeDeepLink(url: unknown): boolean {
  const parsed = parseScheme(url)
  if (!parsed || BLOCKED_SCHEMES.has(parsed.scheme)) return false
  if (parsed.scheme === 'http' || parsed.scheme === 'https') return isSafeWebUrl(parsed)
  return parsed.rest.startsWith('//')
}

/**
 * True for an image URL that may be rendered: an https URL, an http URL to the local machine,
 * or an inline `data:image/` URL of type png, jpeg, gif, webp or svg+xml (base64 payloads must
 * be valid base64). Never data:text/html or any other scheme.
 */
export function isSafeImageUrl(url: unknown): boolean {
  const parsed = parseScheme(url)
  if (!parsed) return false
  if (parsed.scheme === 'http' || parsed.scheme === 'https') return isSafeWebUrl(parsed)
  if (parsed.scheme !== 'data') return false
  const match = DATA_IMAGE.exec(url as string)
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
