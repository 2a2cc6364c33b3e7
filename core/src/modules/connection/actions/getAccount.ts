import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { shallowEqual } from '../../../kernel/store/createStore.js'
import { watchSelector } from '../../../kernel/store/watchSelector.js'
import type { AccountEntry, AccountStatus, AccountType, ConnectedWalletInfo } from '../../../kernel/types/account.js'
import type { CaipAddress, ChainNamespace } from '../../../kernel/types/namespace.js'
import { activeConnection, activeNamespace, namespaceStatus } from '../internal/connections.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'

/** The accounts of a namespace without a connection: one frozen list, so reads compare equal. */
const NO_ACCOUNTS: readonly never[] = Object.freeze([])

export interface GetAccountParams {
  /** @default the active namespace */
  namespace?: ChainNamespace
}

/** The account of a namespace: a view over its active connection. */
export interface GetAccountReturnType {
  namespace: ChainNamespace | undefined
  status: AccountStatus
  isConnected: boolean
  address: string | undefined
  /** CAIP-10 account id on the chain the wallet is on. */
  caipAddress: CaipAddress | undefined
  /** Every account the wallet exposed on the namespace. */
  allAccounts: readonly AccountEntry[]
  /** The connector of the active connection. */
  connectorId: string | undefined
  /** The wallet behind the account (name, image). */
  connectedWalletInfo: ConnectedWalletInfo | undefined
  /** The type of the selected account; the namespace's default when none is connected. */
  preferredAccountType: AccountType
  /** The address on the network's block explorer, when it has one. */
  addressExplorerUrl: string | undefined
  /** Whether the namespace's smart account is deployed, where the wallet tells (embedded wallets). */
  smartAccountDeployed: boolean | undefined
  /**
   * True when the connected wallet is on a chain the site does not list (the 'unsupported network'
   * pseudo network, SPEC.md section 4): nothing is read there (no balance, no fiat figure), and the
   * visitor should switch (UnsupportedChain lists the site's networks). Set whether or not
   * `allowUnsupportedChain` keeps that view from opening by itself. False when not connected.
   */
  isUnsupportedNetwork: boolean
}

/**
 * The account of a namespace (default: the active one), derived from its active connection. A
 * new object each call; {@link watchAccount} calls back only when a field changed.
 */
export const getAccount = publicAction('getAccount', function getAccount(client: PorticoClient, params: GetAccountParams = {}): GetAccountReturnType {
  const namespace = params.namespace ?? activeNamespace(client)
  const current = activeConnection(client, namespace)
  const status = namespaceStatus(client, namespace)
  const defaultType = client.rules(namespace ?? 'eip155').defaultAccountType
  if (!namespace || !current) {
    return {
      namespace,
      status,
      isConnected: false,
      address: undefined,
      caipAddress: undefined,
      allAccounts: NO_ACCOUNTS,
      connectorId: undefined,
      connectedWalletInfo: undefined,
      preferredAccountType: defaultType,
      addressExplorerUrl: undefined,
      smartAccountDeployed: undefined,
      isUnsupportedNetwork: false,
    }
  }
  const { connection, entry } = current
  const network = client.controllers.chains.findNetwork(entry.caipNetworkId)
  const explorer = network?.blockExplorers?.default.url.replace(/\/+$/, '')
  return {
    namespace,
    status,
    isConnected: true,
    address: entry.address,
    caipAddress: `${entry.caipNetworkId}:${entry.address}`,
    allAccounts: entry.accounts,
    connectorId: connection.connectorId,
    // The connection's own record: the same object until the connection changes.
    connectedWalletInfo: connection.wallet,
    preferredAccountType: entry.accounts.find((account) => account.address === entry.address)?.type ?? defaultType,
    addressExplorerUrl: explorer ? `${explorer}/address/${entry.address}` : undefined,
    smartAccountDeployed: entry.smartAccountDeployed,
    // The site's networks are the ones it lists; any other chain is the pseudo network.
    isUnsupportedNetwork: network === undefined,
  }
})

/** Calls `onChange` whenever {@link getAccount} would return something else. Returns the unsubscribe. */
export const watchAccount = publicAction('watchAccount', function watchAccount(
  client: PorticoClient,
  onChange: (account: GetAccountReturnType, previous: GetAccountReturnType) => void,
  params: GetAccountParams = {},
): () => void {
  return watchSelector(
    [client.controllers.connection, client.controllers.chains],
    () => getAccount(client, params),
    onChange,
    shallowEqual,
  )
})
