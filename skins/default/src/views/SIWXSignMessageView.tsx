import type { ReactNode } from 'react'
import { truncateAddress, useAccount, useOptions, useSiwx } from '@portico/react'
import { button, status as statusRecipe } from '../../styled-system/recipes/index.js'
import { WalletIcon } from '../components/WalletIcon.js'
import { useMessages } from '../messages/useMessages.js'

/**
 * SIWXSignMessage: the site asks the visitor to sign in with the connected account. Sign asks the
 * wallet for the signature (core's sign-in flow, which closes the modal once the session is kept,
 * or shows 'Sign message failed' here); Cancel follows core's cancel rule (close, or when sign-in
 * is required, back to the last signed network or disconnect).
 */
export function SIWXSignMessageView(): ReactNode {
  const messages = useMessages()
  const { options } = useOptions()
  const { address, connectedWalletInfo } = useAccount()
  const { required, status, signIn, cancel } = useSiwx()
  const styles = statusRecipe()
  const signing = status === 'signing' || signIn.isPending
  const checking = status === 'checking'
  const phase = signing ? 'signing' : checking ? 'checking' : 'idle'
  const appName = options.metadata.name || messages.siwx.unknownApp

  return (
    <div className={styles.root} data-scope="modal" data-part="siwx-sign-message" data-state={phase}>
      <div className={styles.visual} data-scope="modal" data-part="visual">
        <WalletIcon name={connectedWalletInfo?.name ?? appName} src={connectedWalletInfo?.imageUrl ?? options.metadata.icons[0]} />
        {signing ? <span className={styles.spinner} data-scope="modal" data-part="spinner" aria-hidden="true" /> : null}
      </div>
      <div className={styles.text} data-scope="modal" data-part="text">
        <p className={styles.headline} data-scope="modal" data-part="headline">
          {messages.siwx.headline(appName)}
        </p>
        <p className={styles.message} data-scope="modal" data-part="message">
          {messages.siwx.message}
        </p>
        {address ? (
          <p className={styles.message} data-scope="modal" data-part="account" title={address}>
            {messages.siwx.account(truncateAddress(address))}
          </p>
        ) : null}
        {required ? (
          <p className={styles.message} data-scope="modal" data-part="required-note">
            {messages.siwx.requiredNote}
          </p>
        ) : null}
        <p className={styles.message} role="status" aria-live="polite" data-scope="modal" data-part="status-message" data-state={phase}>
          {signing ? messages.siwx.signingMessage : null}
        </p>
      </div>
      <div className={styles.actions} data-scope="modal" data-part="actions">
        <button
          type="button"
          className={button({ variant: 'primary' })}
          onClick={() => signIn.mutate()}
          disabled={signing || checking || cancel.isPending}
          aria-busy={signing}
          data-scope="modal"
          data-part="sign"
        >
          {signing ? messages.siwx.signing : messages.siwx.sign}
        </button>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={() => cancel.mutate()}
          disabled={cancel.isPending}
          aria-busy={cancel.isPending}
          data-scope="modal"
          data-part="cancel"
        >
          {messages.siwx.cancel}
        </button>
      </div>
    </div>
  )
}
