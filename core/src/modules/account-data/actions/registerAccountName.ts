import { accountNamesQuery, accountTarget } from '../accountQueries.js'
import { accountNameMessage, isValidAccountName } from '../accountName.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import {
  InvalidAccountNameError,
  NameAddressNotFoundError,
  NameNetworkNotFoundError,
  RegisterNameError,
} from '../accountDataErrors.js'
import { isPorticoError } from '../../../kernel/errors/PorticoError.js'
import { ServiceNotConfiguredError } from '../../../kernel/services/ServiceNotConfiguredError.js'
import type { AbortSignalLike } from '../../../kernel/platform/ports.js'
import { activeNamespace } from '../../connection/index.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'
import { signMessage } from '../../connection/index.js'

export interface RegisterAccountNameParams {
  /** At least 4 characters of letters, digits or hyphen (SPEC.md section 5). */
  name: string
  signal?: AbortSignalLike
}

/** The ENSIP-11 coin type of an EVM chain: 60 on Ethereum mainnet, else 0x80000000 | chainId. */
export function evmCoinType(chainId: number): string {
  return chainId === 1 ? '60' : String((0x80000000 | chainId) >>> 0)
}

/**
 * Registers a name for the connected EVM account (SPEC.md section 4, name registration): the
 * wallet signs a message naming it, the name service registers it (`POST /v1/profile/account`), and
 * the cached names of the address start with it, so the profile name is the new one at once.
 * @throws InvalidAccountNameError for a name that breaks the rule.
 * @throws NameAddressNotFoundError 'Address or auth connector not found' without an EVM account.
 * @throws NameNetworkNotFoundError 'Network not found' when the account's network is not an EVM chain id.
 * @throws UserRejectedRequestError when the visitor refuses to sign.
 * @throws RegisterNameError 'Error registering name {name}' when the service refuses.
 * @throws ServiceNotConfiguredError without `services.blockchainApiUrl`, before anything is signed.
 */
export const registerAccountName = publicAction('registerAccountName', async function registerAccountName(
  client: PorticoClient,
  params: RegisterAccountNameParams,
): Promise<{ name: string }> {
  const name = typeof params.name === 'string' ? params.name.trim() : ''
  if (!isValidAccountName(name)) throw new InvalidAccountNameError()
  if (!client.services.has('blockchain')) throw new ServiceNotConfiguredError('blockchainApiUrl')
  const account = accountTarget(client, activeNamespace(client))
  if (!account || account.namespace !== 'eip155') throw new NameAddressNotFoundError()
  if (typeof account.network.id !== 'number') throw new NameNetworkNotFoundError()
  const message = accountNameMessage({ name, address: account.address, timestamp: client.platform.clock.now() })
  const { signature } = await signMessage(client, { message, namespace: 'eip155', ...(params.signal ? { signal: params.signal } : {}) })
  try {
    const [{ blockchainApi }, http] = await Promise.all([import('../services/blockchainApi.js'), client.services.client('blockchain')])
    await blockchainApi.registerName(
      http,
      { coin_type: evmCoinType(account.network.id), address: account.address, message, signature },
      params.signal,
    )
  } catch (error) {
    throw new RegisterNameError(name, { cause: error, ...(isPorticoError(error) ? { details: error.shortMessage } : {}) })
  }
  const query = accountNamesQuery(client, account.address)
  const known = client.queries.get<string[]>(query.key)?.data ?? []
  client.queries.setData(query, [name, ...known.filter((existing) => existing !== name)])
  return { name }
})
