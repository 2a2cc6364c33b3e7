import type { PorticoClient } from '../client/porticoClient.js'
import type { NamespaceConnection } from '../../modules/connection/index.js'
import { AdapterCapabilityError, NotConnectedError } from '../errors/actionErrors.js'
import { PorticoError } from '../errors/PorticoError.js'
import { isUserRejection, UserRejectedRequestError } from '../errors/UserRejectedRequestError.js'
import { wrapError } from '../errors/wrapError.js'
import type { CapabilityName, WalletCapabilities } from '../plugins/chainAdapter.js'
import type { ChainNamespace } from '../types/namespace.js'
import { activeConnection, activeNamespace } from '../../modules/connection/index.js'

type Supported<K extends CapabilityName> = Extract<WalletCapabilities[K], { supported: true }>
type RunParams<K extends CapabilityName> = Parameters<Supported<K>['run']>[0]
type RunResult<K extends CapabilityName> = Awaited<ReturnType<Supported<K>['run']>>

/**
 * Runs one capability of the active connection of a namespace (default: the active one).
 * @throws NotConnectedError when the namespace has no connection.
 * @throws AdapterCapabilityError when the connection lacks the capability.
 * @throws UserRejectedRequestError when the visitor declines; other wallet failures come typed.
 */
export async function runCapability<K extends CapabilityName>(
  client: PorticoClient,
  params: { action: string; capability: K; namespace?: ChainNamespace | undefined },
  request: (entry: NamespaceConnection) => RunParams<K>,
): Promise<{ result: RunResult<K>; entry: NamespaceConnection; namespace: ChainNamespace }> {
  const namespace = params.namespace ?? activeNamespace(client)
  const current = activeConnection(client, namespace)
  if (!namespace || !current) throw new NotConnectedError(params.action)
  const capability = current.entry.capabilities[params.capability] as
    | { supported: true; run(params: RunParams<K>): Promise<RunResult<K>> }
    | { supported: false }
  if (!capability.supported) throw new AdapterCapabilityError(params.action, namespace)
  try {
    const result = await capability.run(request(current.entry))
    return { result, entry: current.entry, namespace }
  } catch (error) {
    if (error instanceof PorticoError) throw error
    if (isUserRejection(error)) throw new UserRejectedRequestError({ cause: error })
    throw wrapError(error, 'WALLET_ERROR')
  }
}
