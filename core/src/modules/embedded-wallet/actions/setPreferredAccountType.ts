import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { NamespaceConnection } from '../../connection/index.js'
import { AuthConnectorNotFoundError, InvalidAccountTypeError, NotConnectedToEmailError } from '../embeddedLoginErrors.js'
import { InvalidWalletResponseError } from '../../../kernel/errors/InvalidWalletResponseError.js'
import { STORAGE_KEYS } from '../../../kernel/storage/storageKeys.js'
import { preferredAccountTypesSchema } from '../../../kernel/storage/storedLoginValues.js'
import { ACCOUNT_TYPES } from '../../../kernel/storage/storedValues.js'
import type { AccountEntry, AccountType } from '../../../kernel/types/account.js'
import type { ChainNamespace } from '../../../kernel/types/namespace.js'
import { connectedLoginSession } from './embeddedLogin.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'
import { isSmartAccountEnabled } from '../../connection/index.js'
import { track } from '../../../kernel/events/track.js'

export interface SetPreferredAccountTypeParams {
  /** @default 'eip155' */
  namespace?: ChainNamespace
  /** The account type to use: `smartAccount` or `eoa` (on eip155). */
  type: AccountType
}

export interface SetPreferredAccountTypeReturnType {
  /** The type the wallet switched to (eoa where the network has no smart account). */
  type: AccountType
  /** That type's address, now the namespace's account (unless superseded). */
  address: string
  /** True when a newer switch started (or the login ended) before this one was answered: its answer was not applied. */
  superseded: boolean
}

/**
 * Switches the embedded wallet's account on a namespace between its account types (SPEC.md
 * sections 3 and 6): asks the login frame, then makes that type's address the namespace's account,
 * stores the preferred type per namespace and records SET_PREFERRED_ACCOUNT_TYPE. `smartAccount`
 * on a network without smart accounts falls back to the namespace's default type (eoa). When two
 * switches overlap the newest wins: an older answer arriving late changes nothing. Headless: no
 * view changes.
 * @throws InvalidAccountTypeError, AuthConnectorNotFoundError, NotConnectedToEmailError ('Not connected to email or social'),
 * InvalidWalletResponseError (the frame answered another type or a malformed address), or the frame's error.
 */
export const setPreferredAccountType = publicAction('setPreferredAccountType', async function setPreferredAccountType(
  client: PorticoClient,
  params: SetPreferredAccountTypeParams,
): Promise<SetPreferredAccountTypeReturnType> {
  const namespace = params.namespace ?? 'eip155'
  const asked: unknown = params.type
  if (!(ACCOUNT_TYPES as readonly unknown[]).includes(asked)) throw new InvalidAccountTypeError()
  const { connectorId, session } = await connectedLoginSession(client)
  if (!session.setPreferredAccountType) throw new AuthConnectorNotFoundError()
  const { connection } = client.controllers
  const entry = namespaceOf(client, connectorId, namespace)
  if (!entry) throw new NotConnectedToEmailError()
  const type = params.type === 'smartAccount' && !isSmartAccountEnabled(client, namespace, entry.caipNetworkId) ? client.rules(namespace).defaultAccountType : params.type
  const ticket = connection.beginAccountTypeSwitch(namespace)
  const answer = await session.setPreferredAccountType(namespace, type)
  if (!connection.isLatestAccountTypeSwitch(namespace, ticket)) return { ...answer, superseded: true }
  if (answer.type !== type || !client.rules(namespace).isAddress(answer.address)) {
    throw new InvalidWalletResponseError(`account of type ${JSON.stringify(String(answer.type).slice(0, 40))}`)
  }
  // The connection may have changed while the frame answered: apply to what is there now; a login
  // that ended meanwhile keeps nothing of it.
  const current = namespaceOf(client, connectorId, namespace)
  if (!current) return { type, address: answer.address, superseded: true }
  const stored = client.storage.get(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES, preferredAccountTypesSchema) ?? {}
  client.storage.set(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES, { ...stored, [namespace]: type })
  connection.updateNamespace(connectorId, namespace, withSelected(current, { address: answer.address, type, namespace }))
  track(client, 'SET_PREFERRED_ACCOUNT_TYPE', { accountType: type, network: entry.caipNetworkId }, answer.address)
  return { type, address: answer.address, superseded: false }
})

function namespaceOf(client: PorticoClient, connectorId: string, namespace: ChainNamespace): NamespaceConnection | undefined {
  return client.controllers.connection.getSnapshot().connections.find((candidate) => candidate.connectorId === connectorId)?.namespaces[namespace]
}

/** The namespace with `account` selected: first in the list, its type as the frame said, the others kept. */
function withSelected(entry: NamespaceConnection, account: AccountEntry): NamespaceConnection {
  const others = entry.accounts.filter((candidate) => candidate.address !== account.address && candidate.type !== account.type)
  return { ...entry, address: account.address, accounts: [account, ...others] }
}
