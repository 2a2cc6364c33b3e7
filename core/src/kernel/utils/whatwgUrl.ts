/**
 * The parts of a WHATWG `URL` core reads. Core's tsconfig has no DOM or Node types, and a global
 * declaration here would clash with the DOM's in the packages that compile core's source, so the
 * type is declared for this module only and the runtime's parser (Node and browsers have it) is
 * reached through `globalThis`.
 */
export interface WhatwgUrl {
  readonly href: string
  /** The scheme, lower case, with its colon: `https:`. */
  readonly protocol: string
  readonly username: string
  readonly password: string
  /** Host and port (the port left out when it is the scheme's default). */
  readonly host: string
  /** The host alone: lower case for web schemes, IDN in punycode, IPv4 normalised; '' when none. */
  readonly hostname: string
  readonly port: string
  readonly pathname: string
  readonly search: string
  readonly hash: string
  /** Scheme, host and port: `https://example.com`. */
  readonly origin: string
  /** The query, read and changed as parameters (changes show in `href`). */
  readonly searchParams: {
    get(name: string): string | null
    getAll(name: string): string[]
    has(name: string): boolean
    set(name: string, value: string): void
    delete(name: string): void
  }
}

type WhatwgUrlConstructor = new (url: string, base?: string) => WhatwgUrl

/**
 * `text` read by the runtime's WHATWG URL parser (relative to `base` when given), or undefined
 * when the parser refuses it or the runtime has none.
 */
export function parseWhatwgUrl(text: string, base?: string): WhatwgUrl | undefined {
  const { URL } = globalThis as unknown as { URL?: WhatwgUrlConstructor }
  if (typeof URL !== 'function') return undefined
  try {
    return base === undefined ? new URL(text) : new URL(text, base)
  } catch {
    return undefined
  }
}
