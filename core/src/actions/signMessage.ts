import type { PorticoClient } from '../client/porticoClient.js'
import { AdapterCapabilityError, NotConnectedError } from '../errors/actionErrors.js'
import { PorticoError } from '../errors/PorticoError.js'
import { isUserRejection, UserRejectedRequestError } from '../errors/UserRejectedRequestError.js'
import { wrapError } from '../errors/wrapError.js'
import type { ChainNamespace } from '../types/namespace.js'
import { publicAction } from './internal/publicAction.js'

export interface SignMessageParams {
  /** The text to sign. */
  message: string
  /** @default the active namespace */
  namespace?: ChainNamespace
}

export interface SignMessageReturnType {
  signature: string
  /** The address that signed. */
  address: string
}

export type SignMessageErrorType = NotConnectedError | AdapterCapabilityError | UserRejectedRequestError | PorticoError

/**
 * Asks the connected wallet to sign a message (personal_sign on eip155, solana_signMessage on
 * solana).
 * @throws NotConnectedError when the namespace has no connected account.
 * @throws AdapterCapabilityError when its adapter cannot sign.
 * @throws UserRejectedRequestError when the visitor refuses.
 */
export const signMessage = publicAction('signMessage', async function signMessage(client: PorticoClient, params: SignMessageParams): Promise<SignMessageReturnType> {
  const namespace = params.namespace ?? client.controllers.chains.getSnapshot().activeNamespace
  const account = namespace ? client.controllers.accounts.getSnapshot()[namespace] : undefined
  const connectorId = namespace ? client.controllers.connectors.getSnapshot().activeConnectorIds[namespace] : undefined
  if (!namespace || !account?.address || account.status !== 'connected' || !connectorId) {
    throw new NotConnectedError('signMessage')
  }
  const adapter = client.adapters.get(namespace)
  if (!adapter?.signMessage) throw new AdapterCapabilityError('signMessage', namespace)
  const { address } = account
  try {
    const { signature } = await adapter.signMessage({ connectorId, address, message: params.message })
    return { signature, address }
  } catch (error) {
    if (error instanceof PorticoError) throw error
    if (isUserRejection(error)) throw new UserRejectedRequestError({ cause: error })
    throw wrapError(error, 'WALLET_ERROR')
  }
})
