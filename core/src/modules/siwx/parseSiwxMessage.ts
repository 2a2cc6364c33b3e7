import { BUILTIN_NAMESPACE_RULES } from '../../kernel/plugins/namespaceRules.js'
import type { CaipNetworkId, ChainNamespace } from '../../kernel/types/namespace.js'
import { hasValidEvmChecksum } from '../../kernel/utils/evmChecksum.js'
import { parseWhatwgUrl } from '../../kernel/utils/whatwgUrl.js'
import { InvalidSiwxMessageError } from './siwxErrors.js'
import { SIWX_ACCOUNT_NAMES, SIWX_LIMITS, type SiwxMessage } from './siwxMessage.js'

/** What the message must say about where it comes from. */
export interface ParseSiwxMessageOptions {
  /** The host (and port) the message must name: the page's `location.host`, e.g. `shop.example`. */
  domain: string
  /**
   * The page's origin (`https://shop.example`): a scheme written before the domain
   * (`https://shop.example wants you to sign in...`, EIP-4361) must be the origin's.
   * @default undefined (a written scheme is not compared)
   */
  origin?: string
}

/**
 * Every character a message may not hold anywhere: C0 and C1 controls other than the line feed
 * that separates its lines (so no carriage return, vertical tab, form feed, NEL), the Unicode line
 * and paragraph separators, the bidirectional marks, embeddings, overrides and isolates (they make
 * a wallet show text in another order than it is signed), and the byte-order mark.
 */
// eslint-disable-next-line no-control-regex -- the point of this pattern is to find control characters
const FORBIDDEN = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const HEADER = /^(\S+) wants you to sign in with your ([A-Za-z0-9]+) account:$/
/** A URI scheme (RFC 3986): a letter, then letters, digits, `+ - .`. */
const SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*$/
/** An eip155 address in a message: `0x` and 40 hex digits (EIP-4361 `address`). */
const EVM_MESSAGE_ADDRESS = /^0x[0-9a-fA-F]{40}$/
/** The statement: printable ASCII (EIP-4361: "a human-readable ASCII assertion", no line feed). */
const STATEMENT = /^[\x20-\x7E]+$/
const NONCE = /^[A-Za-z0-9]+$/
/** What a message builder writes for a missing or non-text nonce (`Nonce: ${undefined}`): never a nonce. */
const PLACEHOLDER_NONCE = /^(?:undefined|null|nan|infinity)$/i
const REQUEST_ID = /^[\x21-\x7E]+$/
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|[+-](\d{2}):(\d{2}))$/
const WHITESPACE = /\s/

/** The namespace a chain name in the first line stands for. */
function namespaceNamed(name: string): ChainNamespace | undefined {
  return (Object.keys(SIWX_ACCOUNT_NAMES) as ChainNamespace[]).find((namespace) => SIWX_ACCOUNT_NAMES[namespace] === name)
}

function refuse(reason: string): never {
  throw new InvalidSiwxMessageError(reason)
}

/** True for an RFC 3339 date-time that names a real instant (no 31 April, no hour 24). */
export function isRfc3339(text: string): boolean {
  const match = RFC3339.exec(text)
  if (!match) return false
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number]
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) return false
  if (match[9] !== undefined && (Number(match[9]) > 23 || Number(match[10]) > 59)) return false
  return Number.isFinite(Date.parse(text))
}

/** A cursor over the lines, reading the tagged lines in their fixed order. */
function lineReader(lines: readonly string[]) {
  let index = 0
  return {
    peek: (): string | undefined => lines[index],
    next: (): string | undefined => lines[index++],
    done: (): boolean => index >= lines.length,
    /** The value of `Tag: value` on the next line; undefined (nothing read) when the next line is another tag. */
    tagged(tag: string, required: boolean): string | undefined {
      const line = lines[index]
      const prefix = `${tag}: `
      if (line === undefined || !line.startsWith(prefix)) {
        if (required) refuse(`the ${tag} line is missing or out of order`)
        return undefined
      }
      index += 1
      const value = line.slice(prefix.length)
      if (value === '' || value.trim() !== value) refuse(`the ${tag} value is empty or padded with spaces`)
      return value
    },
  }
}

function checkUri(value: string, field: string, max: number): ReturnType<typeof parseWhatwgUrl> & object {
  if (value.length > max) refuse(`the ${field} is longer than ${max} characters`)
  if (WHITESPACE.test(value)) refuse(`the ${field} holds whitespace`)
  const url = parseWhatwgUrl(value)
  if (!url || !/^[a-z][a-z0-9+.-]*:$/.test(url.protocol)) refuse(`the ${field} is not an absolute URI`)
  return url
}

function checkTime(value: string | undefined, field: string): string | undefined {
  if (value !== undefined && !isRfc3339(value)) refuse(`the ${field} is not an RFC 3339 date-time`)
  return value
}

/**
 * Reads a serialized sign-in message back, strictly: exactly the form {@link serializeSiwxMessage}
 * writes (EIP-4361 on eip155, CAIP-122 elsewhere), for the expected site. It is what every
 * message goes through: before the wallet is asked to sign it (the sign-in flow, the one-click
 * sign-in request), and when a session is checked (the default implementation, `verifySiwxSession`).
 * What it refuses, each with an {@link InvalidSiwxMessageError} naming the reason.
 *
 * The rules of EIP-4361 (and CAIP-122, the same grammar):
 * - a first line other than `[scheme://]{domain} wants you to sign in with your {Chain} account:`,
 *   an unknown chain name; a domain other than the page's host (compared without case, as hosts
 *   are); a scheme (optional, EIP-4361's `scheme://` before the domain) that is not a scheme, or,
 *   when the page's origin is given, not the origin's;
 * - on eip155, an address other than `0x` and 40 hex digits, or a mixed-case one whose EIP-55
 *   checksum is wrong; elsewhere an address the namespace does not accept;
 * - a statement that is not printable ASCII (EIP-4361: "a human-readable ASCII assertion that
 *   ... MUST NOT include '\n'"; the ABNF's narrower character set is not applied, as wallets and
 *   viem write the prose's), or is a tagged `URI:` line;
 * - tagged lines missing, duplicated, out of the fixed order, unknown, or anything after the
 *   resources (a trailing newline included); `Issued At` is required, as in EIP-4361;
 * - a URI or resource that is not an absolute URI; a version other than `1`; a nonce that is not
 *   at least 8 letters and digits; a time that is not an RFC 3339 date-time.
 *
 * Stricter than the standard, deliberately (each is something a real message never needs):
 * - length caps: 16 KiB in all, domain 253, address 128, statement 1,024, URI and each resource
 *   2,048, nonce 128, request id 256, 64 resources (a hostile text costs nothing to refuse);
 * - any control character but the line feed between lines, a Unicode line or paragraph
 *   separator, a bidirectional mark or override, a byte-order mark, a lone surrogate (none of them
 *   is in the grammar; they make a wallet show another text than the one signed);
 * - a nonce spelled `undefined`, `null`, `NaN` or `Infinity`: what a builder writes for a missing
 *   value, not randomness;
 * - an all-lower-case eip155 address is accepted (it carries no checksum; viem accepts it too), but
 *   a mixed-case one must be right: EIP-55 applies "where applicable";
 * - a URI with credentials (RFC 3986 deprecates `user:password`; user info is how a URI shows one
 *   host and names another);
 * - a chain id that is not the namespace's canonical CAIP-2 reference (`01` on eip155), a tagged
 *   value that is empty or padded with spaces, a request id that is not printable ASCII without
 *   spaces, an expiration not after the issue time or the not-before time (never valid).
 *
 * Not applied, because EIP-4361 does not say it and real messages whose signatures verify break
 * it: the URI's host need not be the domain (a site's API host, a `did:` URI), and the URI need not
 * be on the page's origin; the domain is what binds the message to the site. A missing scheme is
 * not read as `https` (EIP-4361's default for wallets): pages on loopback http sign in too.
 *
 * Whether the message is still valid at a given time is {@link checkSiwxMessageTimes}'s question.
 * @throws InvalidSiwxMessageError
 */
export function parseSiwxMessage(text: unknown, options: ParseSiwxMessageOptions): SiwxMessage {
  if (typeof text !== 'string') refuse('it is not text')
  if (text.length > SIWX_LIMITS.message) refuse(`it is longer than ${SIWX_LIMITS.message} characters`)
  if (LONE_SURROGATE.test(text)) refuse('it holds a lone surrogate')
  if (FORBIDDEN.test(text)) refuse('it holds a control, line-separator or bidirectional character')

  const lines = text.split('\n')
  const reader = lineReader(lines)
  const header = HEADER.exec(reader.next() ?? '')
  if (!header) refuse('the first line is not "{domain} wants you to sign in with your {chain} account:"')
  const [, authority, chainName] = header as unknown as [string, string, string]
  const schemeEnd = authority.indexOf('://')
  const scheme = schemeEnd === -1 ? undefined : authority.slice(0, schemeEnd)
  const domain = schemeEnd === -1 ? authority : authority.slice(schemeEnd + 3)
  if (scheme !== undefined && !SCHEME.test(scheme)) refuse('the text before the domain is not a scheme')
  if (domain.length > SIWX_LIMITS.domain || domain.toLowerCase() !== options.domain.toLowerCase()) refuse('the domain is not the page\'s')
  if (scheme !== undefined && options.origin !== undefined) {
    const pageScheme = parseWhatwgUrl(options.origin)?.protocol.slice(0, -1)
    if (scheme.toLowerCase() !== pageScheme) refuse('the scheme is not the page\'s')
  }
  const namespace = namespaceNamed(chainName)
  if (!namespace) refuse(`"${chainName.slice(0, 32)}" is not a known chain`)
  const rules = BUILTIN_NAMESPACE_RULES[namespace]

  const accountAddress = reader.next() ?? ''
  if (accountAddress.length > SIWX_LIMITS.address || !rules.isAddress(accountAddress)) refuse(`the address is not a ${chainName} address`)
  if (namespace === 'eip155' && !EVM_MESSAGE_ADDRESS.test(accountAddress)) refuse('the address is not 0x and 40 hex digits')
  if (namespace === 'eip155' && !hasValidEvmChecksum(accountAddress)) refuse('the address has a wrong EIP-55 checksum')
  if (reader.next() !== '') refuse('the address is not followed by a blank line')
  let statement: string | undefined
  if (reader.peek() !== '') {
    statement = reader.next() ?? ''
    if (statement.length > SIWX_LIMITS.statement) refuse(`the statement is longer than ${SIWX_LIMITS.statement} characters`)
    if (statement.startsWith('URI: ')) refuse('a blank line is missing before the URI')
    if (!STATEMENT.test(statement)) refuse('the statement is not printable ASCII')
  }
  if (reader.next() !== '') refuse('the statement is not followed by a blank line')

  const uri = reader.tagged('URI', true) as string
  const url = checkUri(uri, 'URI', SIWX_LIMITS.uri)
  if (url.username !== '' || url.password !== '') refuse('the URI holds credentials')

  const version = reader.tagged('Version', true)
  if (version !== '1') refuse('the version is not 1')
  const reference = reader.tagged('Chain ID', true) as string
  if (rules.toChainReference(reference) !== reference) refuse(`the chain id is not a ${chainName} chain reference`)
  const nonce = reader.tagged('Nonce', true) as string
  if (nonce.length < SIWX_LIMITS.nonceMin || nonce.length > SIWX_LIMITS.nonceMax || !NONCE.test(nonce)) {
    refuse(`the nonce is not ${SIWX_LIMITS.nonceMin} to ${SIWX_LIMITS.nonceMax} letters and digits`)
  }
  if (PLACEHOLDER_NONCE.test(nonce)) refuse('the nonce is a placeholder a message builder wrote for a missing value')
  const issuedAt = checkTime(reader.tagged('Issued At', true), 'issue time') as string
  const expirationTime = checkTime(reader.tagged('Expiration Time', false), 'expiration time')
  const notBefore = checkTime(reader.tagged('Not Before', false), 'not-before time')
  const expires = expirationTime === undefined ? undefined : Date.parse(expirationTime)
  if (expires !== undefined && expires <= Date.parse(issuedAt)) refuse('it expires before it was issued')
  if (expires !== undefined && notBefore !== undefined && expires <= Date.parse(notBefore)) refuse('it expires before it becomes valid')
  const requestId = reader.tagged('Request ID', false)
  if (requestId !== undefined && (requestId.length > SIWX_LIMITS.requestId || !REQUEST_ID.test(requestId))) {
    refuse(`the request id is not 1 to ${SIWX_LIMITS.requestId} printable characters`)
  }
  let resources: string[] | undefined
  if (reader.peek() === 'Resources:') {
    reader.next()
    resources = []
    while (!reader.done()) {
      const line = reader.next() ?? ''
      if (!line.startsWith('- ')) refuse('a resource line does not start with "- "')
      if (resources.length === SIWX_LIMITS.resources) refuse(`it lists more than ${SIWX_LIMITS.resources} resources`)
      const resource = line.slice(2)
      checkUri(resource, 'resource', SIWX_LIMITS.resource)
      resources.push(resource)
    }
  }
  if (!reader.done()) refuse('it has an unknown, duplicated or misplaced line, or text after its last field')

  return {
    ...(scheme !== undefined ? { scheme } : {}),
    accountAddress,
    chainId: `${namespace}:${reference}` as CaipNetworkId,
    domain,
    uri,
    version: '1',
    nonce,
    ...(notBefore !== undefined ? { notBefore } : {}),
    ...(statement !== undefined ? { statement } : {}),
    ...(resources !== undefined ? { resources } : {}),
    ...(requestId !== undefined ? { requestId } : {}),
    issuedAt,
    ...(expirationTime !== undefined ? { expirationTime } : {}),
  }
}

/** How far in the future a message's issue time may be (clock skew between the page and the wallet). @default 5 minutes */
export const SIWX_CLOCK_SKEW_MS = 5 * 60_000

/**
 * Why a parsed message is not valid at `now` (ms since the epoch), or undefined when it is:
 * expired, not valid yet, or issued further in the future than the clock skew allows.
 */
export function checkSiwxMessageTimes(message: SiwxMessage, now: number, skewMs: number = SIWX_CLOCK_SKEW_MS): string | undefined {
  const at = (text: string | undefined) => (text === undefined ? undefined : Date.parse(text))
  const expires = at(message.expirationTime)
  const notBefore = at(message.notBefore)
  const issued = at(message.issuedAt)
  if (expires !== undefined && !(now < expires)) return 'it has expired'
  if (notBefore !== undefined && !(now >= notBefore)) return 'it is not valid yet'
  if (issued !== undefined && !(issued <= now + skewMs)) return 'it was issued in the future'
  return undefined
}
