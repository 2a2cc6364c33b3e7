import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { Connection, NamespaceConnection } from '../connectionController.js'
import { InvalidWalletResponseError } from '../../../kernel/errors/InvalidWalletResponseError.js'
import { ACCOUNTS_ONLY_CAPABILITIES } from '../../../kernel/plugins/chainAdapter.js'
import type { SourceSession } from '../../../kernel/plugins/connectorSource.js'
import type { AccountEntry } from '../../../kernel/types/account.js'
import type { Connector } from '../../../kernel/types/connector.js'
import { isChainNamespace, type ChainNamespace } from '../../../kernel/types/namespace.js'
import type { Network } from '../../../kernel/types/network.js'
import { isValidEmail } from '../../../kernel/utils/email.js'
import { sanitizeImageUrl } from '../../../kernel/utils/urlSafety.js'
import { checkAccounts } from './checkAccounts.js'
import { activeNamespace } from './connections.js'
import { resolveWalletNetwork } from './resolveWalletNetwork.js'

/** A catalogue wallet's name as recorded: its text, cut, or the session's wallet name. */
function sanitizeWalletName(name: unknown, fallback: string): string {
  return typeof name === 'string' && name.trim() !== '' ? name.trim().slice(0, MAX_WALLET_NAME) : fallback
}

/** A wallet name longer than this is cut. */
const MAX_WALLET_NAME = 64

/** One namespace of a session, checked: its accounts, its network, its capabilities. */
export interface CheckedNamespace {
  namespace: ChainNamespace
  entry: NamespaceConnection
  network: Network
  supported: boolean
  /** The chain ids where the wallet offers a smart account, when it told them. */
  smartAccountEnabledNetworks?: readonly number[]
}

/** At most this many smart-account networks are taken from a wallet. */
const MAX_SMART_ACCOUNT_NETWORKS = 500

/** The smart-account chain ids a wallet told, checked (non-negative safe integers, distinct); undefined when absent or malformed. */
function checkSmartAccountNetworks(raw: unknown): number[] | undefined {
  if (!Array.isArray(raw)) return undefined
  const ids = raw.slice(0, MAX_SMART_ACCOUNT_NETWORKS).filter((id): id is number => Number.isSafeInteger(id) && (id as number) >= 0)
  return [...new Set(ids)]
}

/**
 * Checks what a source returned before anything is stored: every namespace the connector serves
 * must have at least one account of the namespace's form and a chain id of the namespace; its
 * wallet handle is bound by the namespace's chain adapter. A namespace that fails is dropped with
 * a warning; when none is left the whole session is refused.
 * @throws InvalidWalletResponseError naming what was malformed.
 */
export function checkSession(client: PorticoClient, connector: Connector, session: SourceSession): CheckedNamespace[] {
  if (typeof session !== 'object' || session === null || typeof session.namespaces !== 'object' || session.namespaces === null) {
    throw new InvalidWalletResponseError('session')
  }
  const served = connector.namespaces ?? [connector.chain]
  const checked: CheckedNamespace[] = []
  let firstError: unknown
  for (const [namespace, value] of Object.entries(session.namespaces)) {
    if (!isChainNamespace(namespace) || !served.includes(namespace) || !value) continue
    try {
      checked.push(checkNamespace(client, connector, namespace, value))
    } catch (error) {
      firstError ??= error
      client.logger.warn(`Ignored the ${namespace} part of a session from ${connector.name}`, error)
    }
  }
  if (checked.length === 0) throw firstError ?? new InvalidWalletResponseError('empty session')
  return checked
}

function checkNamespace(
  client: PorticoClient,
  connector: Connector,
  namespace: ChainNamespace,
  value: NonNullable<SourceSession['namespaces'][ChainNamespace]>,
): CheckedNamespace {
  const accounts = checkAccounts(client, namespace, value.accounts)
  const first = accounts[0] as AccountEntry
  let resolved: ReturnType<typeof resolveWalletNetwork>
  try {
    resolved = resolveWalletNetwork(client, namespace, value.chainId)
  } catch (cause) {
    throw new InvalidWalletResponseError(`chain id ${JSON.stringify(String(value.chainId).slice(0, 40))}`, cause)
  }
  const adapter = client.chainAdapters.get(namespace)
  const capabilities = adapter ? adapter.bindWallet({ handle: value.handle, connector }) : ACCOUNTS_ONLY_CAPABILITIES
  const approved = Array.isArray(value.approvedCaipNetworkIds)
    ? value.approvedCaipNetworkIds.filter((id) => typeof id === 'string' && id.startsWith(`${namespace}:`))
    : undefined
  const smartAccountEnabledNetworks = checkSmartAccountNetworks(value.smartAccountEnabledNetworks)
  return {
    namespace,
    network: resolved.network,
    supported: resolved.supported,
    ...(smartAccountEnabledNetworks ? { smartAccountEnabledNetworks } : {}),
    entry: {
      accounts,
      address: first.address,
      caipNetworkId: resolved.network.caipNetworkId,
      approvedCaipNetworkIds: approved,
      handle: value.handle,
      capabilities,
      ...(typeof value.smartAccountDeployed === 'boolean' ? { smartAccountDeployed: value.smartAccountDeployed } : {}),
    },
  }
}

/** The wallet's name and image: the session's own, else the connector's; the image only when safe. */
export function walletOf(connector: Connector, session: Pick<SourceSession, 'walletInfo'>): Connection['wallet'] {
  const info = session.walletInfo
  const name = typeof info?.name === 'string' && info.name.trim() !== '' ? info.name.slice(0, MAX_WALLET_NAME) : connector.name
  const imageUrl = sanitizeImageUrl(typeof info?.icon === 'string' ? info.icon : connector.imageUrl)
  return { name, ...(imageUrl ? { imageUrl } : {}) }
}

/**
 * Stores a checked session as the connector's connection (SPEC.md section 4, Connect): it becomes
 * the active connection of each of its namespaces, the networks follow the wallet, the connector
 * leaves the disconnected list and becomes the most recent wallet. Persisting, the balance and
 * the unsupported-chain view follow through the client's reactions.
 */
export function storeSession(
  client: PorticoClient,
  params: {
    connector: Connector
    session: SourceSession
    checked: readonly CheckedNamespace[]
    /** False for a reconnect: restoring a session is no new choice of wallet. @default true */
    recordRecent?: boolean
  },
): Connection {
  const { connector, session, checked } = params
  const { chains, connection, connectors } = client.controllers
  const wallet = walletOf(connector, session)
  const stored: Connection = {
    connectorId: connector.id,
    sourceId: connector.sourceId ?? '',
    connector,
    wallet,
    ...(session.auth && typeof session.auth.name === 'string' ? { auth: authOf(session.auth) } : {}),
    namespaces: Object.fromEntries(checked.map((part) => [part.namespace, part.entry])),
  }
  const replaced = client.controllers.options.getSnapshot().features.multiWallet ? [] : overlapping(client, stored)
  client.batch(() => {
    // Without multi-wallet a namespace has one connection: the new one replaces any other there.
    for (const old of replaced) {
      connection.removeConnection(old.connectorId)
      connectors.addDisconnected(old.connectorId)
    }
    const current = activeNamespace(client)
    const stays = checked.some((part) => part.namespace === current)
    for (const part of checked) {
      chains.setActiveNetwork(part.network, { keepNamespace: stays ? part.namespace !== current : part !== checked[0] })
      if (part.entry.approvedCaipNetworkIds) chains.setApprovedNetworks(part.namespace, part.entry.approvedCaipNetworkIds, false)
      if (part.smartAccountEnabledNetworks) chains.setSmartAccountNetworks(part.namespace, part.smartAccountEnabledNetworks)
    }
    connection.putConnection(stored)
    connectors.removeDisconnected(connector.id)
    // A pairing through a catalogue wallet the visitor picked records that wallet, not the protocol.
    const picked = connector.type === 'WALLET_CONNECT' ? connection.getSnapshot().pairingWallet : undefined
    const pickedImage = picked ? sanitizeImageUrl((picked as { imageUrl?: unknown }).imageUrl) : undefined
    if (params.recordRecent !== false) connection.addRecentWallet(
      picked ? { id: picked.id, name: sanitizeWalletName(picked.name, wallet.name), ...(pickedImage ? { imageUrl: pickedImage } : {}) } : { id: connector.id, ...wallet },
    )
  })
  // Their wallets are told, so none stays connected to a page that no longer shows it.
  for (const old of replaced) {
    client.sources.get(old.sourceId)?.disconnect({ connectorId: old.connectorId }).catch((error: unknown) => {
      client.logger.warn(`${old.wallet.name} did not end its replaced session`, error)
    })
  }
  return stored
}

/** The other connections that share a namespace with `connection`. */
function overlapping(client: PorticoClient, connection: Connection): Connection[] {
  const namespaces = Object.keys(connection.namespaces) as ChainNamespace[]
  return client.controllers.connection
    .getSnapshot()
    .connections.filter((entry) => entry.connectorId !== connection.connectorId && namespaces.some((namespace) => entry.namespaces[namespace]))
}

/** The login of an embedded-wallet session as kept: its name, and its e-mail only when well-formed. */
function authOf(auth: { name: string; email?: unknown }): { name: string; email?: string } {
  return { name: auth.name, ...(typeof auth.email === 'string' && isValidEmail(auth.email) ? { email: auth.email } : {}) }
}
