import type { AccountState, AccountStatus, CaipAddress, ChainNamespace, ConnectedWalletInfo } from '@portico/core'
import { usePorticoClient } from './usePorticoClient.js'
import { useStoreSelector } from './useStoreSelector.js'

/** Parameters of {@link useAccount}. */
export interface UseAccountParams {
  /** The namespace whose account to read. @default the active namespace */
  namespace?: ChainNamespace
}

/** What {@link useAccount} returns. */
export interface UseAccountReturnType {
  /** The namespace read: the requested one, or the active one. */
  namespace: ChainNamespace | undefined
  address: string | undefined
  /** CAIP-10 account id, `namespace:reference:address`. */
  caipAddress: CaipAddress | undefined
  status: AccountStatus
  /** True when the namespace's status is connected. */
  isConnected: boolean
  /** Native balance in display units, as text. */
  balance: string | undefined
  balanceSymbol: string | undefined
  /** True while the balance is being read. */
  balanceLoading: boolean
  /** The wallet behind the account (name, icon). */
  connectedWalletInfo: ConnectedWalletInfo | undefined
  /** A name-service name of the address, if any. */
  profileName: string | undefined
  profileImage: string | undefined
}

/**
 * The account of one namespace (default: the active one). The component re-renders only when
 * one of the returned fields changes, never for unrelated state (router, modal, connectors).
 * Reading the balance here is what subscribes a component to balance changes.
 *
 * @example
 * const { isConnected, address, balance, balanceSymbol } = useAccount()
 */
export function useAccount(params: UseAccountParams = {}): UseAccountReturnType {
  const client = usePorticoClient()
  const activeNamespace = useStoreSelector(client.controllers.chains, (chains) => chains.activeNamespace)
  const namespace = params.namespace ?? activeNamespace
  return useStoreSelector(client.controllers.accounts, (accounts) =>
    // Without any namespace, core's getAccount reads the eip155 record as disconnected: same here.
    pickAccount(namespace, namespace ? accounts[namespace] : accounts.eip155),
  )
}

function pickAccount(namespace: ChainNamespace | undefined, account: AccountState): UseAccountReturnType {
  return {
    namespace,
    address: account.address,
    caipAddress: account.caipAddress,
    status: account.status,
    isConnected: namespace !== undefined && account.status === 'connected',
    balance: account.balance,
    balanceSymbol: account.balanceSymbol,
    balanceLoading: account.balanceLoading,
    connectedWalletInfo: account.connectedWalletInfo,
    profileName: account.profileName,
    profileImage: account.profileImage,
  }
}
