import { useEffect, useRef, type ReactNode } from 'react'
import { useConnect, useConnectors, useModalRouter } from '@portico/react'
import { button, status as statusRecipe } from '../../styled-system/recipes/index.js'
import { WalletIcon } from '../components/WalletIcon.js'
import { WarningIcon } from '../icons/WarningIcon.js'
import { errorText } from '../messages/errorText.js'
import { useMessages } from '../messages/useMessages.js'

/**
 * ConnectingExternal: waits for the wallet to answer, then (on failure) says whether the visitor
 * rejected the request or something else went wrong, with a Retry button. Success closes the
 * modal (core's connect flow does that). A wallet that keeps the request unanswered for 20 s
 * (core marks the connect overdue) gets the visitor a way on while the request still stands:
 * Retry, and Choose another wallet (back to where the wallet was picked).
 */
export function ConnectingExternalView(): ReactNode {
  const messages = useMessages()
  const { route, canGoBack, goBack, reset } = useModalRouter()
  const { connectors } = useConnectors()
  const { mutate: connect, status, isRejected, isOverdue, error } = useConnect()
  const styles = statusRecipe()

  const connectorId = route.view === 'ConnectingExternal' ? route.connectorId : undefined
  const connector = connectors.find((entry) => entry.id === connectorId)
  const walletName = connector?.name ?? messages.connecting.unknownWallet
  const phase = status === 'error' ? (isRejected ? 'rejected' : 'error') : isOverdue ? 'overdue' : 'waiting'
  const waiting = phase === 'waiting' || phase === 'overdue'
  // On a phone the sheet keeps the height the view settled at (its content scrolls): the way on
  // that appears later (overdue, or after a failure) is scrolled into sight, not left below the fold.
  const actions = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (phase === 'waiting') return
    // To the body's end, so the sheet's bottom padding shows under the last button too.
    const body = actions.current?.closest<HTMLElement>('[data-scope="modal"][data-part="body"]')
    if (body && body.scrollHeight > body.clientHeight) body.scrollTop = body.scrollHeight
  }, [phase])

  // The error's own text when the catalogue knows its code and it says more than the headline
  // ('This network is not set up on this site', ...). Core's English message is never shown.
  const known = errorText(messages, error)
  const errorMessage = known && known !== messages.connecting.errorHeadline ? known : messages.connecting.errorMessage

  const retry = () => {
    if (!connector) return
    // The outcome (and a new error) is read back through useConnect.
    connect({ connectorId: connector.id, namespace: connector.chain })
  }
  // The request still stands: picking another wallet supersedes it, closing the modal aborts it.
  const chooseAnother = () => (canGoBack ? goBack() : reset({ view: 'Connect' }))

  return (
    <div className={styles.root} data-scope="modal" data-part="connecting" data-state={phase}>
      <div className={styles.visual} data-scope="modal" data-part="visual" data-state={phase}>
        {phase === 'error' ? <WarningIcon /> : <WalletIcon name={walletName} src={connector?.imageUrl} />}
        {waiting && <span className={styles.spinner} aria-hidden="true" data-scope="modal" data-part="spinner" />}
      </div>
      <div className={styles.text} role="status" aria-live="polite" data-scope="modal" data-part="text">
        <p className={styles.headline} data-scope="modal" data-part="headline" data-state={waiting ? 'waiting' : 'error'}>
          {phase === 'waiting' && messages.connecting.waitingHeadline(walletName)}
          {phase === 'overdue' && messages.connecting.overdueHeadline(walletName)}
          {phase === 'rejected' && messages.connecting.rejectedHeadline}
          {phase === 'error' && messages.connecting.errorHeadline}
        </p>
        <p className={styles.message} data-scope="modal" data-part="message">
          {phase === 'waiting' && messages.connecting.waitingMessage}
          {phase === 'overdue' && messages.connecting.overdueMessage}
          {phase === 'rejected' && messages.connecting.rejectedMessage}
          {phase === 'error' && errorMessage}
        </p>
      </div>
      {phase !== 'waiting' && connector && (
        <div ref={actions} className={styles.actions} data-scope="modal" data-part="actions">
          <button type="button" className={button({ variant: 'secondary' })} onClick={retry} data-scope="modal" data-part="retry">
            {messages.connecting.retry}
          </button>
          {phase === 'overdue' && (
            <button type="button" className={button({ variant: 'secondary' })} onClick={chooseAnother} data-scope="modal" data-part="other-wallet">
              {messages.connecting.otherWallet}
            </button>
          )}
        </div>
      )}
    </div>
  )
}
