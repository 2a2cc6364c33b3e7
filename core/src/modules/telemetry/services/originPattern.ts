import { parseWhatwgUrl } from '../../../kernel/utils/whatwgUrl.js'

/**
 * The default ancestors (SPEC.md section 6): allowed whatever the project's list says. Local hosts
 * on any port, the preview-hosting wildcard domains, and the secure mobile hosts.
 */
export const DEFAULT_ALLOWED_ANCESTORS: readonly string[] = Object.freeze([
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org',
])

/** An origin reduced to what matching compares: scheme, lower-case host labels, port ('' for the scheme's default). */
interface OriginParts {
  scheme: string
  labels: readonly string[]
  port: string
}

/** A page origin (`https://shop.example:8443`) as parts, or undefined when it is not one (a path, credentials, ...). */
function parseOrigin(origin: string): OriginParts | undefined {
  if (typeof origin !== 'string' || origin.length > 2048) return undefined
  const url = parseWhatwgUrl(origin)
  if (!url || !url.hostname || url.username || url.password || url.search || url.hash) return undefined
  if (/[/?#@\\]/.test(origin.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/$/, ''))) return undefined
  return { scheme: url.protocol.slice(0, -1), labels: url.hostname.split('.'), port: url.port }
}

const SCHEME = /^[a-z][a-z0-9+.-]*$/
const DEFAULT_PORTS: Readonly<Record<string, string>> = Object.freeze({ http: '80', https: '443', ws: '80', wss: '443' })

/** A pattern split into scheme, host-label globs and port ('*' for any), or undefined when malformed. */
function parsePattern(pattern: string): { scheme: string; labels: readonly string[]; port: string } | undefined {
  if (typeof pattern !== 'string' || pattern.length > 2048) return undefined
  const text = pattern.trim().toLowerCase().replace(/\/$/, '')
  const separator = text.indexOf('://')
  if (separator <= 0) return undefined
  const scheme = text.slice(0, separator)
  const rest = text.slice(separator + 3)
  if (!SCHEME.test(scheme) || rest === '' || /[/?#@\\\s]/.test(rest)) return undefined
  const colon = rest.lastIndexOf(':')
  const host = colon === -1 ? rest : rest.slice(0, colon)
  let port = colon === -1 ? '' : rest.slice(colon + 1)
  if (port !== '*' && port !== '' && !/^\d{1,5}$/.test(port)) return undefined
  if (/^\d+$/.test(port)) port = DEFAULT_PORTS[scheme] === String(Number(port)) ? '' : String(Number(port))
  if (colon !== -1 && port === '' && rest.slice(colon + 1) === '') return undefined
  const labels = host.split('.')
  if (labels.some((label) => label === '')) return undefined
  return { scheme, labels, port }
}

/** One host label against one label glob, where `*` stands for any run of characters (within the label). */
function labelMatches(glob: string, label: string): boolean {
  const parts = glob.split('*')
  if (parts.length === 1) return glob === label
  const first = parts[0] ?? ''
  const last = parts[parts.length - 1] ?? ''
  if (label.length < first.length + last.length || !label.startsWith(first) || !label.endsWith(last)) return false
  let at = first.length
  const end = label.length - last.length
  for (const middle of parts.slice(1, -1)) {
    const found = label.indexOf(middle, at)
    if (found === -1 || found + middle.length > end) return false
    at = found + middle.length
  }
  return true
}

/**
 * Host labels against pattern labels. A leading label that is exactly `*` stands for one or more
 * whole labels (`*.vercel.app` covers `a.vercel.app` and `a.b.vercel.app`, never `vercel.app` or
 * `evilvercel.app`); a `*` anywhere else stays within its one label.
 */
function hostMatches(globs: readonly string[], labels: readonly string[]): boolean {
  if (globs[0] === '*' && globs.length > 1) {
    const tail = globs.slice(1)
    const extra = labels.length - tail.length
    if (extra < 1) return false
    return tail.every((glob, index) => labelMatches(glob, labels[extra + index] ?? ''))
  }
  return globs.length === labels.length && globs.every((glob, index) => labelMatches(glob, labels[index] ?? ''))
}

/**
 * Whether a page origin matches one allowed-origin entry (SPEC.md section 5): an entry with a
 * wildcard is matched as a pattern, any other exactly. The scheme always matches exactly; the port
 * matches exactly (the scheme's default when the entry names none), or any with `:*`. Entries are
 * never turned into regular expressions, so their characters are only ever literal.
 */
export function originMatches(entry: string, origin: string): boolean {
  const page = parseOrigin(origin)
  if (!page || typeof entry !== 'string') return false
  if (!entry.includes('*')) {
    const exact = parseOrigin(entry.trim())
    return exact !== undefined && exact.scheme === page.scheme && exact.port === page.port && exact.labels.join('.') === page.labels.join('.')
  }
  const pattern = parsePattern(entry)
  if (!pattern || pattern.scheme !== page.scheme) return false
  if (pattern.port !== '*' && pattern.port !== page.port) return false
  return hostMatches(pattern.labels, page.labels)
}

/** Whether the page origin is allowed by the project's list or the default ancestors. */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  return [...allowedOrigins, ...DEFAULT_ALLOWED_ANCESTORS].some((entry) => originMatches(entry, origin))
}
