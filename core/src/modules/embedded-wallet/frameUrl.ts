import { parseWhatwgUrl } from '../../kernel/utils/whatwgUrl.js'

/** The query the secure-login page reads (SPEC.md section 2). */
export interface FrameQuery {
  projectId: string
  /** The chain the frame starts on (CAIP-2 or the bare reference). */
  chainId: string | number
  /** The secure wallet SDK version. @default 4 (SPEC.md section 9) */
  version?: string | number
  enableLogger: boolean
  rpcUrl: string
  enableCloudAuthAccount?: boolean
}

/** The frame's address and the one origin trusted to answer. */
export interface FrameLocation {
  url: string
  /** `scheme://host[:port]` of the secure site; messages go only there and come only from there. */
  origin: string
}

/**
 * The secure-login page address with its query, and its exact origin. Only http(s) pages without
 * credentials in the address are accepted.
 * @throws TypeError for any other address.
 */
export function frameLocation(base: string, query: FrameQuery): FrameLocation {
  const parsed = parseWhatwgUrl(base)
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || parsed.username || parsed.password || !parsed.host) {
    throw new TypeError(`The secure-login page must be an http(s) address, got '${String(base).slice(0, 60)}'`)
  }
  const origin = `${parsed.protocol}//${parsed.host}`
  const params: [string, string][] = [
    ['projectId', query.projectId],
    ['chainId', String(query.chainId)],
    ['version', String(query.version ?? 4)],
    ['enableLogger', String(query.enableLogger)],
    ['rpcUrl', query.rpcUrl],
  ]
  if (query.enableCloudAuthAccount !== undefined) params.push(['enableCloudAuthAccount', String(query.enableCloudAuthAccount)])
  const search = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')
  const existing = parsed.search.length > 1 ? `${parsed.search}&` : '?'
  return { url: `${origin}${parsed.pathname}${existing}${search}`, origin }
}
