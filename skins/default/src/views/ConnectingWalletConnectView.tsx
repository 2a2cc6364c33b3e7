import type { ReactNode } from 'react'
import { useWalletConnect, type UseWalletConnectReturnType } from '@portico/react'
import { css } from '../../styled-system/css/index.js'
import { button, status as statusRecipe } from '../../styled-system/recipes/index.js'
import { QrCode } from '../components/QrCode.js'
import { WalletIcon } from '../components/WalletIcon.js'
import { WarningIcon } from '../icons/WarningIcon.js'
import { useMessages } from '../messages/useMessages.js'

/**
 * ConnectingWalletConnect: the pairing URI as a QR code (or, for a catalogue wallet the visitor
 * picked, its name and image with an Open button that follows the app link in the same tap, and
 * its store page), copy link, the time until a new code, and after a rejection or an error a
 * Try again button. The wallet approving closes the modal (core's pairing flow does that).
 */
export function ConnectingWalletConnectView(): ReactNode {
  return <PairingPanel pairing={useWalletConnect()} />
}

/** The panel both pairing views show. */
export function PairingPanel({ pairing, basic = false }: { pairing: UseWalletConnectReturnType; basic?: boolean }): ReactNode {
  const messages = useMessages().walletConnect
  const styles = statusRecipe()
  const { status, uri, wallet, link, store } = pairing
  const { secondsLeft } = pairing
  const failed = status === 'rejected' || status === 'error'
  const walletName = wallet?.name
  const showQr = !failed && (!wallet || !link?.ok || !basic)

  return (
    <div className={styles.root} data-scope="pairing" data-part="root" data-state={status}>
      {wallet && (
        <div className={styles.visual} data-scope="pairing" data-part="visual" data-state={status}>
          {failed ? <WarningIcon /> : <WalletIcon name={wallet.name} src={(wallet as { imageUrl?: string }).imageUrl} />}
        </div>
      )}
      {!wallet && failed && (
        <div className={styles.visual} data-scope="pairing" data-part="visual" data-state={status}>
          <WarningIcon />
        </div>
      )}
      <div className={styles.text} role="status" aria-live="polite" data-scope="pairing" data-part="text">
        <p className={styles.headline} data-scope="pairing" data-part="headline" data-state={failed ? 'error' : 'waiting'}>
          {status === 'rejected' && messages.rejectedHeadline}
          {status === 'error' && messages.errorHeadline}
          {!failed && (walletName ? messages.walletHeadline(walletName) : messages.scanHeadline)}
        </p>
        <p className={styles.message} data-scope="pairing" data-part="message">
          {status === 'rejected' && messages.rejectedMessage}
          {status === 'error' && messages.errorMessage}
          {status === 'unavailable' && messages.unavailable}
          {status === 'buffering' && messages.preparing}
          {status === 'ready' && (walletName ? messages.walletMessage(walletName) : messages.scanMessage)}
        </p>
      </div>
      {showQr && status !== 'unavailable' && (
        <div className={css({ width: '100%', minHeight: '200px', display: 'flex', alignItems: 'center', justifyContent: 'center' })}>
          {uri ? (
            <QrCode value={uri} partProps={pairing.getQrCodeProps({ label: messages.qrLabel })} />
          ) : (
            // The ring is drawn over its positioned parent: this 96 px slot, not the modal.
            <span className={styles.visual} data-scope="pairing" data-part="spinner-slot">
              <span className={styles.spinner} aria-hidden="true" data-scope="pairing" data-part="spinner" />
            </span>
          )}
        </div>
      )}
      {status === 'ready' && secondsLeft !== undefined && (
        <p className={css({ fontSize: 'xs', color: 'textMuted', textAlign: 'center' })} data-scope="pairing" data-part="expiry">
          {messages.expiresIn(secondsLeft)}
        </p>
      )}
      {wallet && link && !link.ok && link.reason === 'unsafe' && (
        <p className={styles.message} role="alert" data-scope="pairing" data-part="link-refused">
          {messages.linkRefused(wallet.name)}
        </p>
      )}
      <div className={styles.actions} data-scope="pairing" data-part="actions">
        {failed ? (
          <button className={button({ variant: 'secondary' })} {...pairing.getRetryButtonProps()}>
            {messages.retry}
          </button>
        ) : (
          <>
            {wallet && link?.ok && (
              <a className={button({ variant: 'primary' })} {...pairing.getOpenInAppProps()}>
                {messages.openInApp(wallet.name)}
              </a>
            )}
            {/* After a copy the button reads 'Link copied' for 2 s; its name follows what it shows. */}
            <button className={button({ variant: 'secondary' })} {...pairing.getCopyButtonProps({ label: pairing.copied ? messages.copied : messages.copyLabel })}>
              {pairing.copied ? messages.copied : messages.copy}
            </button>
          </>
        )}
      </div>
      <span className={styles.live} role="status" aria-live="polite" data-scope="pairing" data-part="copy-status">
        {pairing.copied ? messages.copied : ''}
      </span>
      {wallet && store && (
        <a className={css({ fontSize: 'sm', color: 'accent', textDecoration: 'underline' })} {...pairing.getStoreLinkProps()}>
          {messages.getWallet(wallet.name)}
        </a>
      )}
    </div>
  )
}
