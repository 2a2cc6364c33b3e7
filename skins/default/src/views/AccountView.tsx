import { useState, type ReactNode } from 'react'
import {
  formatBalance,
  formatFiat,
  truncateAddress,
  truncateEmail,
  useAccount,
  useAccountName,
  useBalance,
  useDisconnect,
  useEmbeddedWallet,
  useIdentity,
  useModalRouter,
  useNetworkImage,
  useNetworks,
  useTokenBalances,
} from '@portico/react'
import { account, button } from '../../styled-system/recipes/index.js'
import { AccountTabs } from '../components/AccountTabs.js'
import { AddressAvatar } from '../components/AddressAvatar.js'
import { CopyAddressButton } from '../components/CopyAddressButton.js'
import { useLocale } from '../messages/useLocale.js'
import { WarningIcon } from '../icons/WarningIcon.js'
import { useMessages } from '../messages/useMessages.js'
import { displayText } from '../utils/displayText.js'

/** The identity's avatar when it loads, else the avatar drawn from the address. */
function AccountAvatar(props: { address: string | undefined; image: string | undefined; className: string }): ReactNode {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const image = props.image && props.image !== failed ? props.image : undefined
  return (
    <div className={props.className} aria-hidden="true" data-scope="modal" data-part="avatar" data-state={image ? 'image' : props.address ? 'address' : 'fallback'}>
      {image ? <img src={image} alt="" onError={() => setFailed(image)} /> : props.address ? <AddressAvatar address={props.address} /> : null}
    </div>
  )
}

/**
 * The Account view: the avatar (the identity's, else one drawn from the address), the name or the
 * address (4 + 6 characters) with a copy button, the native balance (3 decimals) and the account's
 * value (2), the network with its icon, the explorer link, the networks, name and disconnect
 * actions, and the Tokens and Activity tabs. On a network the site does not list, the network part
 * says so (`data-state="unsupported"`, a warning sign, never the green dot), no value is shown, and
 * 'Switch network' (UnsupportedChain: the site's networks, through the select-network flow)
 * replaces Networks.
 */
export function AccountView(): ReactNode {
  const messages = useMessages()
  const locale = useLocale()
  const { address, addressExplorerUrl, namespace, isUnsupportedNetwork } = useAccount()
  const { balance, symbol, isLoading: balanceLoading } = useBalance()
  const { activeNetwork } = useNetworks()
  const { avatar } = useIdentity()
  const { name } = useAccountName()
  const { totalValue } = useTokenBalances({ enabled: false })
  const { push } = useModalRouter()
  const { mutate: disconnect, isPending } = useDisconnect()
  // An e-mail (or social) login of the embedded wallet: its e-mail, and the way to change it.
  const { email, isSmartAccountAvailable, preferredAccountType, switchAccountType } = useEmbeddedWallet()
  // The embedded wallet's EOA / smart-account switch, offered on the networks where the frame has smart accounts.
  const canSwitchType = namespace === 'eip155' && isSmartAccountAvailable
  const isSmartAccount = namespace === 'eip155' && preferredAccountType === 'smartAccount'
  const styles = account()

  let balanceText: string | undefined
  if (balanceLoading) balanceText = messages.account.balanceLoading
  else if (balance !== undefined) balanceText = formatBalance(balance, symbol, locale)
  // Core's one fiat rule already applies: 0 on a testnet, none on an unsupported network.
  const fiat = totalValue
  const networkImage = useNetworkImage(activeNetwork)

  return (
    <div className={styles.root} data-scope="modal" data-part="account" data-state={address ? 'connected' : 'disconnected'}>
      <AccountAvatar address={address} image={avatar} className={styles.avatar} />
      <div className={styles.identity} data-scope="modal" data-part="identity">
        {/* A name from the name service is isolated (dir="auto", no bidirectional controls) and may be long: cut here, whole (with the address) in the tooltip. */}
        <p
          className={styles.address}
          dir={name ? 'auto' : undefined}
          title={name && address ? `${displayText(name)} (${address})` : address}
          data-scope="modal"
          data-part="address"
          data-state={name ? 'named' : 'unnamed'}
        >
          {name ? displayText(name) : address ? truncateAddress(address) : ''}
        </p>
        {address && <CopyAddressButton address={address} />}
      </div>
      {balanceText && (
        <p className={styles.balance} data-scope="modal" data-part="balance" aria-busy={balanceLoading}>
          {balanceText}
        </p>
      )}
      {fiat !== undefined && (
        <p className={styles.fiat} data-scope="modal" data-part="fiat">
          {messages.account.fiatValue(formatFiat(fiat, 'usd', locale))}
        </p>
      )}
      <span className={styles.network} data-scope="modal" data-part="network" data-state={isUnsupportedNetwork ? 'unsupported' : 'supported'}>
        {isUnsupportedNetwork ? (
          <WarningIcon />
        ) : networkImage ? (
          <img className={styles.networkIcon} src={networkImage} alt="" data-scope="modal" data-part="network-icon" />
        ) : (
          <span className={styles.networkDot} aria-hidden="true" data-scope="modal" data-part="network-dot" />
        )}
        {isUnsupportedNetwork ? messages.account.unsupportedNetwork : (activeNetwork?.name ?? messages.account.noNetwork)}
      </span>
      {isUnsupportedNetwork && (
        <p className={styles.unsupportedMessage} data-scope="modal" data-part="unsupported-message">
          {messages.account.unsupportedNetworkMessage}
        </p>
      )}
      {email && (
        <p className={styles.fiat} title={displayText(email)} data-scope="modal" data-part="email">
          {messages.embedded.accountEmail(truncateEmail(displayText(email)))}
        </p>
      )}
      {isSmartAccount && (
        <p className={styles.fiat} data-scope="modal" data-part="account-type">
          {messages.embedded.smartAccount}
        </p>
      )}
      <div className={styles.links} data-scope="modal" data-part="links">
        {addressExplorerUrl && (
          <a className={styles.link} href={addressExplorerUrl} target="_blank" rel="noopener noreferrer" data-scope="modal" data-part="explorer">
            {messages.account.explorer}
          </a>
        )}
        {email && (
          <button type="button" className={styles.link} onClick={() => push({ view: 'UpdateEmailWallet' })} data-scope="modal" data-part="change-email">
            {messages.embedded.changeEmail}
          </button>
        )}
        {canSwitchType && (
          <button
            type="button"
            className={styles.link}
            disabled={switchAccountType.isPending}
            aria-busy={switchAccountType.isPending}
            onClick={() => switchAccountType.mutate(isSmartAccount ? 'eoa' : 'smartAccount')}
            data-scope="modal"
            data-part="switch-account-type"
            data-state={isSmartAccount ? 'smartAccount' : 'eoa'}
          >
            {switchAccountType.isPending ? messages.embedded.switchingAccount : isSmartAccount ? messages.embedded.switchToEoa : messages.embedded.switchToSmartAccount}
          </button>
        )}
        {/* A name is registered on the site's network: not offered from one it does not list. */}
        {namespace === 'eip155' && !name && !isUnsupportedNetwork && (
          <button type="button" className={styles.link} onClick={() => push({ view: 'RegisterAccountName' })} data-scope="modal" data-part="register-name">
            {messages.account.registerName}
          </button>
        )}
      </div>
      <div className={styles.actions} data-scope="modal" data-part="actions">
        {isUnsupportedNetwork ? (
          <button type="button" className={button({ variant: 'primary' })} onClick={() => push({ view: 'UnsupportedChain' })} data-scope="modal" data-part="switch-network">
            {messages.account.switchNetwork}
          </button>
        ) : (
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => push({ view: 'Networks' })}
            data-scope="modal"
            data-part="networks-button"
          >
            {messages.account.networks}
          </button>
        )}
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
