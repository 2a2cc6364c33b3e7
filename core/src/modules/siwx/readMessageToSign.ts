import type { CaipNetworkId } from '../../kernel/types/namespace.js'
import { parseWhatwgUrl } from '../../kernel/utils/whatwgUrl.js'
import { checkSiwxMessageTimes, parseSiwxMessage, type ParseSiwxMessageOptions } from './parseSiwxMessage.js'
import { serializeSiwxMessage } from './serializeSiwxMessage.js'
import { InvalidSiwxMessageError } from './siwxErrors.js'
import type { SiwxMessage } from './siwxMessage.js'

/** What a message about to be signed must say: the page it is on, and who signs where. */
export interface MessageToSignExpectations {
  /** The page's host and origin, as the verifier reads them. */
  page: ParseSiwxMessageOptions
  /** The account that will sign; on eip155 compared without case (the checksum is the parser's question). */
  accountAddress: string
  chainId: CaipNetworkId
  /** The time now, ms since the epoch: a message already expired or not valid yet is not signed. */
  now: number
}

/** The page's host and origin, from its origin (`https://shop.example` gives `shop.example`). */
export function pageOf(origin: string): ParseSiwxMessageOptions {
  return { domain: parseWhatwgUrl(origin)?.host ?? '', origin }
}

/**
 * Reads back a message before the wallet is asked to sign it, with the verifier's rules: the text
 * (the site's `serializedMessage`, or what {@link serializeSiwxMessage} wrote from its fields) is
 * parsed against the page's host and origin ({@link parseSiwxMessage}); it must be exactly what
 * its fields say (a session keeps the fields and the text, and they must not disagree); it must
 * be for the account and network that sign, and valid now. A site's `createMessage` (or the legacy
 * `siweConfig`) is untrusted input here: a wrong domain, a statement with a line break or a second
 * `URI:` line, a missing nonce, over-long fields are refused before anything is shown to sign.
 * @throws InvalidSiwxMessageError naming the reason.
 */
export function readMessageToSign(text: unknown, fields: SiwxMessage, expected: MessageToSignExpectations): SiwxMessage {
  const read = parseSiwxMessage(text, expected.page)
  if (serializeSiwxMessage(fields) !== text) throw new InvalidSiwxMessageError('the serialized message is not what its fields say')
  const evm = read.chainId.startsWith('eip155:')
  const sameAccount = evm ? read.accountAddress.toLowerCase() === expected.accountAddress.toLowerCase() : read.accountAddress === expected.accountAddress
  if (!sameAccount) throw new InvalidSiwxMessageError('the message is for another account')
  if (read.chainId !== expected.chainId) throw new InvalidSiwxMessageError('the message is for another network')
  const late = checkSiwxMessageTimes(read, expected.now)
  if (late) throw new InvalidSiwxMessageError(late)
  return read
}
