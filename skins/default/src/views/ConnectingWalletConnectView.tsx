import type { ReactNode } from 'react'
import { useWalletConnect, type UseWalletConnectReturnType } from '@portico/react'
import { css } from '../../styled-system/css/index.js'
import { button, status as statusRecipe } from '../../styled-system/recipes/index.js'
import { QrCode } from '../components/QrCode.js'
import { QrDisclosure } from '../components/QrDisclosure.js'
import { WalletIcon } from '../components/WalletIcon.js'
import { WarningIcon } from '../icons/WarningIcon.js'
import { useMessages } from '../messages/useMessages.js'
import { usePhoneLayout } from '../theme/usePhoneLayout.js'

/**
 * ConnectingWalletConnect: the pairing URI as a QR code (or, for a catalogue wallet the visitor
 * picked, its name and image with an Open button that follows the app link in the same tap, and
 * its store page), copy link, the time until a new code, and after a rejection or an error a
 * Try again button. The wallet approving closes the modal (core's pairing flow does that).
 *
 * On a phone (the bottom sheet) the phone cannot scan its own screen: the wallet's app link is the
 * first action (or, with no wallet picked, Copy link), and the QR code is folded behind 'Show QR
 * code' for another device. A desktop shows the code first, as before.
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
  const phone = usePhoneLayout()
  const openable = Boolean(wallet && link?.ok)
  // Ready on a phone: the code folds away under the actions. Still being made: the spinner shows.
  const foldQr = phone && uri !== undefined
  const qr = showQr && status !== 'unavailable' && (
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
  )

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
          {!failed && (walletName ? messages.walletHeadline(walletName) : phone ? messages.phoneHeadline : messages.scanHeadline)}
        </p>
        <p className={styles.message} data-scope="pairing" data-part="message">
          {status === 'rejected' && messages.rejectedMessage}
          {status === 'error' && messages.errorMessage}
          {status === 'unavailable' && messages.unavailable}
          {status === 'buffering' && messages.preparing}
          {status === 'ready' && (walletName ? messages.walletMessage(walletName) : phone ? messages.phoneMessage : messages.scanMessage)}
        </p>
      </div>
      {!foldQr && qr}
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
            {wallet && openable && (
              <a className={button({ variant: 'primary' })} {...pairing.getOpenInAppProps()}>
                {messages.openInApp(wallet.name)}
              </a>
            )}
            {/* After a copy the button reads 'Link copied' for 2 s; its name follows what it shows.
                On a phone with no app to open, copying the link is the way in. */}
            <button
              className={button({ variant: phone && !openable ? 'primary' : 'secondary' })}
              {...pairing.getCopyButtonProps({ label: pairing.copied ? messages.copied : messages.copyLabel })}
            >
              {pairing.copied ? messages.copied : messages.copy}
            </button>
          </>
        )}
        {foldQr && qr && <QrDisclosure scope="pairing">{qr}</QrDisclosure>}
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
