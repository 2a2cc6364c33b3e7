import { BUILTIN_NAMESPACE_RULES } from '../plugins/namespaceRules.js'
import type { CaipNetworkId, ChainNamespace } from '../types/namespace.js'
import { parseWhatwgUrl } from '../utils/whatwgUrl.js'
import { InvalidSiwxMessageError } from './siwxErrors.js'
import { SIWX_ACCOUNT_NAMES, SIWX_LIMITS, type SiwxMessage } from './siwxMessage.js'

/** What the message must say about where it comes from. */
export interface ParseSiwxMessageOptions {
  /** The host (and port) the message must name: the page's `location.host`, e.g. `shop.example`. */
  domain: string
  /**
   * The page's origin (`https://shop.example`): the message's URI must be of it. Without it the
   * URI's host must still be `domain`.
   * @default undefined (only the host is compared)
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
const NONCE = /^[A-Za-z0-9]+$/
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
 * writes (EIP-4361 on eip155, CAIP-122 elsewhere), for the expected site. What it refuses, each
 * with an {@link InvalidSiwxMessageError} naming the reason:
 *
 * - a text that is not a string, is longer than 16 KiB, or holds a lone surrogate;
 * - any control character but the line feed between lines (so CRLF, a trailing carriage return,
 *   vertical tab, form feed, NEL), a Unicode line or paragraph separator, a bidirectional mark or
 *   override, or a byte-order mark: no line break of any kind inside a single-line field;
 * - a first line other than `{domain} wants you to sign in with your {Chain} account:`, a scheme
 *   before the domain, an unknown chain name, or a domain other than the page's;
 * - an address the namespace does not accept (or over 128 characters);
 * - a missing blank line, an empty or over-long (1,024) statement, or a statement line that is not
 *   followed by a blank line;
 * - tagged lines missing, duplicated, out of the fixed order, unknown, empty or padded, or anything
 *   after the resources (a trailing newline included);
 * - a URI that is not absolute, holds whitespace, is over 2,048 characters, has credentials, or is
 *   not on the page's origin (its host must be the domain);
 * - a version other than `1`; a chain id that is not the namespace's canonical CAIP-2 reference
 *   (`0x1` or `01` on eip155);
 * - a nonce that is not 8 to 128 letters and digits; a request id that is not 1 to 256 printable
 *   ASCII characters without spaces;
 * - a time that is not an RFC 3339 date-time of a real instant, an expiration not after the issue
 *   time or not after the not-before time;
 * - more than 64 resources, or a resource that is not an absolute URI.
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
  const [, domain, chainName] = header as unknown as [string, string, string]
  if (domain.includes('://')) refuse('a scheme before the domain is not accepted')
  if (domain.length > SIWX_LIMITS.domain || domain !== options.domain) refuse('the domain is not the page\'s')
  const namespace = namespaceNamed(chainName)
  if (!namespace) refuse(`"${chainName.slice(0, 32)}" is not a known chain`)
  const rules = BUILTIN_NAMESPACE_RULES[namespace]

  const accountAddress = reader.next() ?? ''
  if (accountAddress.length > SIWX_LIMITS.address || !rules.isAddress(accountAddress)) refuse(`the address is not a ${chainName} address`)
  if (reader.next() !== '') refuse('the address is not followed by a blank line')
  let statement: string | undefined
  if (reader.peek() !== '') {
    statement = reader.next() ?? ''
    if (statement.length > SIWX_LIMITS.statement) refuse(`the statement is longer than ${SIWX_LIMITS.statement} characters`)
    if (statement.startsWith('URI: ')) refuse('a blank line is missing before the URI')
  }
  if (reader.next() !== '') refuse('the statement is not followed by a blank line')

  const uri = reader.tagged('URI', true) as string
  const url = checkUri(uri, 'URI', SIWX_LIMITS.uri)
  if (url.username !== '' || url.password !== '') refuse('the URI holds credentials')
  if (url.host !== domain) refuse('the URI is not on the domain')
  if (options.origin !== undefined && `${url.protocol}//${url.host}` !== options.origin) refuse('the URI is not on the page\'s origin')

  const version = reader.tagged('Version', true)
  if (version !== '1') refuse('the version is not 1')
  const reference = reader.tagged('Chain ID', true) as string
  if (rules.toChainReference(reference) !== reference) refuse(`the chain id is not a ${chainName} chain reference`)
  const nonce = reader.tagged('Nonce', true) as string
  if (nonce.length < SIWX_LIMITS.nonceMin || nonce.length > SIWX_LIMITS.nonceMax || !NONCE.test(nonce)) {
    refuse(`the nonce is not ${SIWX_LIMITS.nonceMin} to ${SIWX_LIMITS.nonceMax} letters and digits`)
  }
  const issuedAt = checkTime(reader.tagged('Issued At', false), 'issue time')
  const expirationTime = checkTime(reader.tagged('Expiration Time', false), 'expiration time')
  const notBefore = checkTime(reader.tagged('Not Before', false), 'not-before time')
  const expires = expirationTime === undefined ? undefined : Date.parse(expirationTime)
  if (expires !== undefined && issuedAt !== undefined && expires <= Date.parse(issuedAt)) refuse('it expires before it was issued')
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
    ...(issuedAt !== undefined ? { issuedAt } : {}),
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
