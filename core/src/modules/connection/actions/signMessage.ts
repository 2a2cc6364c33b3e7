import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { AdapterCapabilityError, NotConnectedError } from '../../../kernel/errors/actionErrors.js'
import type { PorticoError } from '../../../kernel/errors/PorticoError.js'
import type { UserRejectedRequestError } from '../../../kernel/errors/UserRejectedRequestError.js'
import type { AbortSignalLike } from '../../../kernel/platform/ports.js'
import type { ChainNamespace } from '../../../kernel/types/namespace.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'
import { runCapability } from '../../../kernel/actions/useCapability.js'

export interface SignMessageParams {
  /** The text to sign. */
  message: string
  /** @default the active namespace */
  namespace?: ChainNamespace
  signal?: AbortSignalLike
}

export interface SignMessageReturnType {
  signature: string
  /** The address that signed. */
  address: string
}

export type SignMessageErrorType = NotConnectedError | AdapterCapabilityError | UserRejectedRequestError | PorticoError

/**
 * Asks the connected wallet to sign a message (personal_sign on eip155, solana_signMessage on
 * solana), whoever opened its session.
 * @throws NotConnectedError when the namespace has no connected account.
 * @throws AdapterCapabilityError when the connection cannot sign.
 * @throws UserRejectedRequestError when the visitor refuses.
 */
export const signMessage = publicAction('signMessage', async function signMessage(client: PorticoClient, params: SignMessageParams): Promise<SignMessageReturnType> {
  const { result, entry } = await runCapability(client, { action: 'signMessage', capability: 'signMessage', namespace: params.namespace }, (current) => ({
    address: current.address,
    message: params.message,
    ...(params.signal ? { signal: params.signal } : {}),
  }))
  return { signature: result.signature, address: entry.address }
}, 'INTERNAL_SDK_ERROR', { privateArguments: true })
