import type { ReactNode } from 'react'
import { truncateAddress, useAccount, useBalances, useDisconnect, useModalRouter, useNetworks } from '@portico/react'
import { account, button } from '../../styled-system/recipes/index.js'
import { AccountTabs } from '../components/AccountTabs.js'
import { useLocale } from '../messages/useLocale.js'
import { useMessages } from '../messages/useMessages.js'
import { formatBalance } from '../utils/formatBalance.js'

/**
 * The Account view: the address (4 + 6 characters, or the account's name), the native balance
 * (3 decimals), the network, the way to the networks and to disconnecting, and the Tokens and
 * Activity tabs (placeholders until their features land). With a profile name, the truncated
 * address shows beneath it; with a profile image, the image is the avatar.
 */
export function AccountView(): ReactNode {
  const messages = useMessages()
  const locale = useLocale()
  const { address, profileName, profileImage } = useAccount()
  const { balance, symbol, isLoading: balanceLoading } = useBalances()
  const { activeNetwork } = useNetworks()
  const { push } = useModalRouter()
  const { disconnect, isPending } = useDisconnect()
  const styles = account()

  let balanceText: string | undefined
  if (balanceLoading) balanceText = messages.account.balanceLoading
  else if (balance !== undefined) balanceText = formatBalance(balance, symbol, locale)

  return (
    <div className={styles.root} data-scope="modal" data-part="account" data-state={address ? 'connected' : 'disconnected'}>
      {profileImage ? (
        <img
          className={styles.avatar}
          src={profileImage}
          alt={messages.account.avatarLabel}
          width={72}
          height={72}
          data-scope="modal"
          data-part="avatar"
          data-state="image"
        />
      ) : (
        <div className={styles.avatar} aria-hidden="true" data-scope="modal" data-part="avatar" data-state="fallback" />
      )}
      <p className={styles.address} title={address} data-scope="modal" data-part="address" data-state={profileName ? 'named' : 'unnamed'}>
        {profileName ?? (address ? truncateAddress(address) : '')}
      </p>
      {profileName && address && (
        <p className={styles.balance} data-scope="modal" data-part="address-secondary">
          {truncateAddress(address)}
        </p>
      )}
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
          onClick={() => disconnect().catch(() => undefined)}
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
