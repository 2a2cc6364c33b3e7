import type { ReactNode } from 'react'
import { useFarcasterLogin } from '@portico/react'
import { css } from '../../styled-system/css/index.js'
import { button, status as statusRecipe } from '../../styled-system/recipes/index.js'
import { QrCode } from '../components/QrCode.js'
import { QrDisclosure } from '../components/QrDisclosure.js'
import { useMessages } from '../messages/useMessages.js'
import { usePhoneLayout } from '../theme/usePhoneLayout.js'

/**
 * ConnectingFarcaster: the Farcaster sign-in address as a QR code (a spinner until the login frame
 * gave it) and as a link for a visitor already on the phone; core's flow connects and closes the
 * modal once the visitor approved, and goes back with a toast when it fails. On a phone (the
 * bottom sheet) the link is the first action and the QR code is folded behind 'Show QR code'.
 */
export function ConnectingFarcasterView(): ReactNode {
  const messages = useMessages()
  const { uri } = useFarcasterLogin()
  const phone = usePhoneLayout()
  const styles = statusRecipe()
  const qr = (
    <div className={css({ width: '100%', minHeight: '200px', display: 'flex', alignItems: 'center', justifyContent: 'center' })}>
      {uri ? (
        <QrCode value={uri} partProps={{ role: 'img', 'aria-label': messages.embedded.farcasterQrLabel, 'data-scope': 'modal', 'data-part': 'farcaster-qr' }} />
      ) : (
        <span className={styles.spinner} aria-hidden="true" data-scope="modal" data-part="spinner" />
      )}
    </div>
  )
  return (
    <div className={styles.root} data-scope="modal" data-part="connecting-farcaster" data-state={uri ? 'waiting' : 'preparing'}>
      <div className={styles.text} role="status" aria-live="polite" data-scope="modal" data-part="text">
        <p className={styles.headline} data-scope="modal" data-part="headline">
          {messages.embedded.farcasterHeadline}
        </p>
        <p className={styles.message} data-scope="modal" data-part="message">
          {!uri ? messages.embedded.farcasterPreparing : phone ? messages.embedded.farcasterPhoneMessage : messages.embedded.farcasterMessage}
        </p>
      </div>
      {!(phone && uri) && qr}
      {uri && (
        <div className={styles.actions} data-scope="modal" data-part="actions">
          <a
            className={button({ variant: phone ? 'primary' : 'secondary' })}
            href={uri}
            target="_blank"
            rel="noopener noreferrer"
            data-scope="modal"
            data-part="farcaster-link"
          >
            {messages.embedded.farcasterOpen}
          </a>
          {phone && <QrDisclosure scope="modal">{qr}</QrDisclosure>}
        </div>
      )}
    </div>
  )
}
