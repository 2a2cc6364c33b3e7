import type { ChainNamespace } from '../types/namespace.js'
import { SIWX_ACCOUNT_NAMES, type SiwxMessage } from './siwxMessage.js'

/**
 * The text a wallet signs for `message`: the EIP-4361 form on eip155 ("... with your Ethereum
 * account:"), the CAIP-122 form of the same grammar on the other namespaces ("... with your Solana
 * account:"). The Chain ID line carries the CAIP-2 reference (`1`, not `eip155:1`). Optional
 * fields are left out when absent. `serializedMessage` is not written (it is this text).
 *
 * It does not check the fields: a message from the site's own `createMessage` is trusted here, and
 * {@link parseSiwxMessage} refuses what it cannot read back.
 */
export function serializeSiwxMessage(message: SiwxMessage): string {
  const [namespace, ...reference] = message.chainId.split(':')
  const name = SIWX_ACCOUNT_NAMES[namespace as ChainNamespace] ?? namespace
  const lines = [`${message.domain} wants you to sign in with your ${name} account:`, message.accountAddress, '']
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
