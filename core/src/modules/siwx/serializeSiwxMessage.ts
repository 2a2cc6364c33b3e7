import type { ChainNamespace } from '../../kernel/types/namespace.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import { InvalidSiwxMessageError } from './siwxErrors.js'
import { SIWX_ACCOUNT_NAMES, type SiwxMessage } from './siwxMessage.js'

/** The text fields of a message, in the order they are written; the first ones are required. */
const REQUIRED_TEXT = ['accountAddress', 'chainId', 'domain', 'uri', 'version', 'nonce', 'issuedAt'] as const
const OPTIONAL_TEXT = ['scheme', 'statement', 'expirationTime', 'notBefore', 'requestId'] as const

/** Why the fields cannot be written as a message, before anything is written; undefined when they can be. */
function fieldProblem(message: unknown): string | undefined {
  if (typeof message !== 'object' || message === null) return 'it is not a message'
  const fields = message as Record<string, unknown>
  for (const name of REQUIRED_TEXT) {
    if (typeof fields[name] !== 'string') return `the ${name} is missing or not text`
  }
  for (const name of OPTIONAL_TEXT) {
    if (fields[name] !== undefined && typeof fields[name] !== 'string') return `the ${name} is not text`
  }
  const { resources } = fields
  if (resources !== undefined && !(Array.isArray(resources) && resources.every((entry) => typeof entry === 'string'))) {
    return 'the resources are not a list of text'
  }
  if (fields.statement === '') return 'the statement is empty (leave it out instead)'
  // Every field is one line: a line break inside one would write other lines than its own.
  for (const name of [...REQUIRED_TEXT, ...OPTIONAL_TEXT]) {
    if (typeof fields[name] === 'string' && (fields[name] as string).includes('\n')) return `the ${name} holds a line break`
  }
  if (Array.isArray(resources) && resources.some((entry) => (entry as string).includes('\n'))) return 'a resource holds a line break'
  return undefined
}

/** The text of well-typed one-line fields, unchecked. */
function write(message: SiwxMessage): string {
  const [namespace, ...reference] = message.chainId.split(':')
  const name = SIWX_ACCOUNT_NAMES[namespace as ChainNamespace] ?? namespace
  const authority = message.scheme !== undefined ? `${message.scheme}://${message.domain}` : message.domain
  const lines = [`${authority} wants you to sign in with your ${name} account:`, message.accountAddress, '']
  if (message.statement !== undefined) lines.push(message.statement)
  lines.push('')
  lines.push(`URI: ${message.uri}`, `Version: ${message.version}`, `Chain ID: ${reference.join(':')}`, `Nonce: ${message.nonce}`)
  if (message.issuedAt !== undefined) lines.push(`Issued At: ${message.issuedAt}`)
  if (message.expirationTime !== undefined) lines.push(`Expiration Time: ${message.expirationTime}`)
  if (message.notBefore !== undefined) lines.push(`Not Before: ${message.notBefore}`)
  if (message.requestId !== undefined) lines.push(`Request ID: ${message.requestId}`)
  if (message.resources !== undefined) {
    lines.push('Resources:')
    for (const resource of message.resources) lines.push(`- ${resource}`)
  }
  return lines.join('\n')
}

const sameList = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((entry, index) => entry === b[index]))

/**
 * The text a wallet signs for `message`: the EIP-4361 form on eip155 ("... with your Ethereum
 * account:"), the CAIP-122 form of the same grammar on the other namespaces ("... with your Solana
 * account:"). The Chain ID line carries the CAIP-2 reference (`1`, not `eip155:1`). Optional
 * fields are left out when absent. `serializedMessage` is not written (it is this text).
 *
 * It is a builder that refuses what it cannot write as a valid message, rather than write it: a
 * field missing or not text (no `Nonce: undefined`), a line break in a field (a statement cannot
 * add a second `URI:` line), an empty statement, and whatever {@link parseSiwxMessage} refuses
 * (a non-ASCII statement, a short nonce, no issue time, over-long fields, ...). What it writes
 * reads back to exactly the fields given. The page is not known here: the sign-in flow parses
 * the text again against the page's host and origin before the wallet sees it.
 * @throws InvalidSiwxMessageError
 */
export function serializeSiwxMessage(message: SiwxMessage): string {
  const problem = fieldProblem(message)
  if (problem) throw new InvalidSiwxMessageError(problem)
  const text = write(message)
  const read = parseSiwxMessage(text, { domain: message.domain })
  const fields = [...REQUIRED_TEXT, ...OPTIONAL_TEXT]
  if (fields.some((name) => read[name] !== message[name]) || !sameList(read.resources, message.resources)) {
    throw new InvalidSiwxMessageError('its fields do not read back as written')
  }
  return text
}
