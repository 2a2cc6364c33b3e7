import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { SourceEvent } from '../../../kernel/plugins/connectorSource.js'
import { isChainNamespace, type ChainNamespace } from '../../../kernel/types/namespace.js'
import type { NamespaceConnection } from '../connectionController.js'
import type { AccountEntry } from '../../../kernel/types/account.js'
import { checkAccounts } from './checkAccounts.js'
import { endConnection } from './endConnection.js'
import { resolveWalletNetwork } from './resolveWalletNetwork.js'
import { PAIRING_LIFETIME_MS } from '../../pairing/index.js'

/** A pairing URI longer than this is refused. */
const MAX_URI_LENGTH = 4096

/**
 * Reflects a source's event in core state. Events of connectors with no connection are ignored
 * (a wallet the visitor abandoned cannot move the page), and so are malformed ones, with a
 * warning: a wallet is outside data. Only the source that owns a connector may speak for it.
 */
export function applySourceEvent(client: PorticoClient, sourceId: string, event: SourceEvent): void {
  const { connection } = client.controllers
  const connectorId = (event as { connectorId?: unknown } | null)?.connectorId
  if (typeof connectorId !== 'string') return warn(client, event)
  const state = connection.getSnapshot()

  if (event.type === 'displayUri') {
    const pending = state.attempts.some((attempt) => attempt.kind === 'connect' && attempt.connectorId === connectorId)
    const owner = client.controllers.connectors.find(connectorId)?.sourceId
    if (!pending || owner !== sourceId) return
    if (typeof event.uri !== 'string' || event.uri.length > MAX_URI_LENGTH || !Number.isFinite(event.expiresAt)) {
      // Never the event itself: a pairing URI holds the session's symmetric key.
      client.logger.warn('Ignored a malformed displayUri event from a wallet')
      return
    }
    // The URI is private: no report or analytics payload may carry it.
    client.services.protect([event.uri])
    const expiresAt = Math.min(event.expiresAt, client.platform.clock.now() + PAIRING_LIFETIME_MS)
    connection.setPairing({ connectorId, uri: event.uri, expiresAt })
    return
  }

  const current = state.connections.find((entry) => entry.connectorId === connectorId && entry.sourceId === sourceId)
  if (!current) return
  if (event.type === 'disconnect') {
    endConnection(client, connectorId)
    return
  }
  const namespace: unknown = event.namespace
  if (!isChainNamespace(namespace)) return warn(client, event)
  const entry = current.namespaces[namespace]
  if (!entry) return

  if (event.type === 'accountsChanged') {
    if (!Array.isArray(event.accounts)) return warn(client, event)
    if (event.accounts.length === 0) {
      endConnection(client, connectorId, [namespace])
      return
    }
    if ((event.accounts as unknown[]).some((account) => typeof account !== 'string')) {
      applyTypedAccounts(client, connectorId, namespace, entry, event)
      return
    }
    const [address] = event.accounts as unknown[]
    if (typeof address !== 'string' || !client.rules(namespace).isAddress(address)) return warn(client, event)
    if (entry.address === address) return
    const accounts = entry.accounts.some((account) => account.address === address)
      ? entry.accounts
      : [{ address, type: client.rules(namespace).defaultAccountType, namespace }, ...entry.accounts]
    connection.updateNamespace(connectorId, namespace, { ...entry, address, accounts })
    return
  }
  if (event.type === 'chainChanged') {
    let resolved: ReturnType<typeof resolveWalletNetwork>
    try {
      resolved = resolveWalletNetwork(client, namespace, event.chainId)
    } catch {
      return warn(client, event)
    }
    followWalletNetwork(client, connectorId, namespace, resolved.network)
    return
  }
  if (event.type === 'sessionNetworks') {
    if (!Array.isArray(event.caipNetworkIds)) return warn(client, event)
    const ids = event.caipNetworkIds.filter((id) => typeof id === 'string' && id.startsWith(`${namespace}:`))
    connection.updateNamespace(connectorId, namespace, { ...entry, approvedCaipNetworkIds: ids })
    if (state.active[namespace] === connectorId) client.controllers.chains.setApprovedNetworks(namespace, ids, false)
  }
}

/**
 * A typed account list replaces the namespace's accounts (the first is the selected one); the
 * smart account's deployment follows when the event tells it. A malformed list changes nothing.
 */
function applyTypedAccounts(
  client: PorticoClient,
  connectorId: string,
  namespace: ChainNamespace,
  entry: NamespaceConnection,
  event: Extract<SourceEvent, { type: 'accountsChanged' }>,
): void {
  let accounts: AccountEntry[]
  try {
    accounts = checkAccounts(client, namespace, event.accounts)
  } catch {
    return warn(client, event)
  }
  const address = (accounts[0] as AccountEntry).address
  const deployed = typeof event.smartAccountDeployed === 'boolean' ? event.smartAccountDeployed : entry.smartAccountDeployed
  const same =
    entry.address === address &&
    entry.smartAccountDeployed === deployed &&
    entry.accounts.length === accounts.length &&
    entry.accounts.every((account, index) => account.address === accounts[index]?.address && account.type === accounts[index]?.type)
  if (same) return
  const next: NamespaceConnection = { ...entry, address, accounts }
  if (deployed === undefined) delete next.smartAccountDeployed
  else next.smartAccountDeployed = deployed
  client.controllers.connection.updateNamespace(connectorId, namespace, next)
}

/**
 * Records that a connection's wallet is on `network` now; when it is the namespace's active
 * connection, the namespace's network follows (the active namespace stays where it is).
 */
export function followWalletNetwork(
  client: PorticoClient,
  connectorId: string,
  namespace: ChainNamespace,
  network: import('../../../kernel/types/network.js').Network,
): void {
  const { connection, chains } = client.controllers
  client.batch(() => {
    const entry = connection.getSnapshot().connections.find((item) => item.connectorId === connectorId)?.namespaces[namespace]
    if (entry && entry.caipNetworkId !== network.caipNetworkId) {
      connection.updateNamespace(connectorId, namespace, { ...entry, caipNetworkId: network.caipNetworkId })
    }
    if (connection.getSnapshot().active[namespace] === connectorId) {
      chains.setActiveNetwork(network, { keepNamespace: chains.getSnapshot().activeNamespace !== namespace })
    }
  })
}

function warn(client: PorticoClient, event: unknown): void {
  const type = (event as { type?: unknown } | null)?.type
  client.logger.warn(`Ignored a malformed ${typeof type === 'string' ? type.slice(0, 40) : ''} event from a wallet`, event)
}
