import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { formatBalance, truncateAddress, useAccount, useAccountName, useBalance, useModal, useNetworkImage, useNetworks } from '@portico/react'
import { connectButton, modal } from '../../styled-system/recipes/index.js'
import { en, type Messages } from '../messages/en.js'
import { applyThemeVariables } from '../theme/themeVariablesToCss.js'
import { usePorticoTheme } from '../theme/usePorticoTheme.js'
import { displayText } from '../utils/displayText.js'
import { WarningIcon } from '../icons/WarningIcon.js'
import { IsolatedText } from './IsolatedText.js'

/** Props of {@link ConnectButton}. */
export interface ConnectButtonProps {
  /** The text of the button, e.g. the `de` catalogue. @default en */
  messages?: Messages
  /** Show the native balance beside the account. @default true */
  showBalance?: boolean
}

/**
 * A connect button for the page: 'Connect wallet' while disconnected, 'Connecting…' while a wallet
 * connects, then the account (its name, else its address truncated, with the network's icon and
 * the native balance). A click opens the modal (Connect, or Account when connected). While the
 * wallet is on a network the site does not list, it says 'Unsupported network' with a warning sign
 * (no green dot, no balance) and a click opens UnsupportedChain, to switch. Themed like the modal;
 * anatomy `data-scope="connect-button"`, `data-part="root|button|network|network-dot|warning|label|balance"`,
 * `data-state` (disconnected / connecting / connected / unsupported) on the button.
 *
 * @example
 * <PorticoProvider client={client}><ConnectButton /><PorticoModal /></PorticoProvider>
 */
export function ConnectButton(props: ConnectButtonProps): ReactNode {
  const messages = (props.messages ?? en).connectButton
  const { status, address, isUnsupportedNetwork } = useAccount()
  const { name } = useAccountName()
  const { balance, symbol } = useBalance()
  const { activeNetwork } = useNetworks()
  const { open } = useModal()
  const { themeMode, colorScheme, themeVariables } = usePorticoTheme()
  const root = useRef<HTMLSpanElement>(null)
  useLayoutEffect(() => {
    if (root.current) applyThemeVariables(root.current, themeVariables)
  }, [themeVariables])
  const styles = connectButton()
  const connected = status === 'connected' && address !== undefined
  const state = connected ? (isUnsupportedNetwork ? 'unsupported' : 'connected') : status === 'connecting' ? 'connecting' : 'disconnected'
  // A name from the name service: without bidirectional controls, isolated, cut by the button with its whole text the tooltip.
  const account = name ? displayText(name) : address ? truncateAddress(address) : ''
  const image = useNetworkImage(activeNetwork)

  return (
    <span ref={root} className={modal().root} data-scope="connect-button" data-part="root" data-theme={colorScheme} data-theme-mode={themeMode}>
      <button
        type="button"
        className={styles.button}
        onClick={() => (state === 'unsupported' ? open({ view: { view: 'UnsupportedChain' } }) : open())}
        aria-busy={state === 'connecting'}
        aria-label={state === 'connected' ? messages.account(account) : state === 'unsupported' ? messages.unsupportedAccount(account) : undefined}
        data-scope="connect-button"
        data-part="button"
        data-state={state}
      >
        {state === 'unsupported' ? (
          <>
            <span className={styles.warning} aria-hidden="true" data-scope="connect-button" data-part="warning">
              <WarningIcon />
            </span>
            <span className={styles.label} data-scope="connect-button" data-part="label">{messages.unsupportedNetwork}</span>
          </>
        ) : state === 'connected' ? (
          <>
            {image ? (
              <img className={styles.network} src={image} alt="" data-scope="connect-button" data-part="network" />
            ) : (
              <span className={styles.networkDot} aria-hidden="true" data-scope="connect-button" data-part="network-dot" />
            )}
            {name ? (
              <IsolatedText className={styles.label} text={account} scope="connect-button" part="label" />
            ) : (
              <span className={styles.label} data-scope="connect-button" data-part="label">{account}</span>
            )}
            {props.showBalance !== false && balance !== undefined && (
              <span className={styles.balance} data-scope="connect-button" data-part="balance">{formatBalance(balance, symbol)}</span>
            )}
          </>
        ) : (
          <span className={styles.label} data-scope="connect-button" data-part="label">
            {state === 'connecting' ? messages.connecting : messages.connect}
          </span>
        )}
      </button>
    </span>
  )
}
