import type { ReactNode } from 'react'
import { formatBalance, truncateAddress, useAccount, useBalance, useDisconnect, useModalRouter, useNetworks } from '@portico/react'
import { account, button } from '../../styled-system/recipes/index.js'
import { AccountTabs } from '../components/AccountTabs.js'
import { useLocale } from '../messages/useLocale.js'
import { useMessages } from '../messages/useMessages.js'

/**
 * The Account view: the address (4 + 6 characters), the native balance (3 decimals), the network,
 * the way to the networks and to disconnecting, and the Tokens and Activity tabs.
 */
export function AccountView(): ReactNode {
  const messages = useMessages()
  const locale = useLocale()
  const { address } = useAccount()
  const { balance, symbol, isLoading: balanceLoading } = useBalance()
  const { activeNetwork } = useNetworks()
  const { push } = useModalRouter()
  const { mutate: disconnect, isPending } = useDisconnect()
  const styles = account()

  let balanceText: string | undefined
  if (balanceLoading) balanceText = messages.account.balanceLoading
  else if (balance !== undefined) balanceText = formatBalance(balance, symbol, locale)

  return (
    <div className={styles.root} data-scope="modal" data-part="account" data-state={address ? 'connected' : 'disconnected'}>
      <div className={styles.avatar} aria-hidden="true" data-scope="modal" data-part="avatar" data-state="fallback" />
      <p className={styles.address} title={address} data-scope="modal" data-part="address">
        {address ? truncateAddress(address) : ''}
      </p>
      {balanceText && (
        <p className={styles.balance} data-scope="modal" data-part="balance" aria-busy={balanceLoading}>
          {balanceText}
        </p>
      )}
      <span className={styles.network} data-scope="modal" data-part="network">
        <span className={styles.networkDot} aria-hidden="true" data-scope="modal" data-part="network-dot" />
        {activeNetwork?.name ?? messages.account.noNetwork}
      </span>
      <div className={styles.actions} data-scope="modal" data-part="actions">
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={() => push({ view: 'Networks' })}
          data-scope="modal"
          data-part="networks-button"
        >
          {messages.account.networks}
        </button>
        <button
          type="button"
          className={button({ variant: 'danger' })}
          disabled={isPending}
          // Core resets the account and closes the modal even if the wallet fails to answer.
          onClick={() => disconnect()}
          data-scope="modal"
          data-part="disconnect"
        >
          {isPending ? messages.account.disconnecting : messages.account.disconnect}
        </button>
      </div>
      <AccountTabs />
    </div>
  )
}
