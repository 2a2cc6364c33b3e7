import type { ReactNode } from 'react'
import { account } from '../../styled-system/recipes/index.js'
import { CheckIcon } from '../icons/CheckIcon.js'
import { CopyIcon } from '../icons/CopyIcon.js'
import { WarningIcon } from '../icons/WarningIcon.js'
import { useMessages } from '../messages/useMessages.js'
import { useCopyFeedback } from './useCopyFeedback.js'

/**
 * Copies the full address to the clipboard (a button: mouse, Enter and Space). The outcome is shown
 * on the button itself for 2 s on the platform clock ('Copied' with a tick, or 'Not copied'), and
 * announced through a polite live region, so a screen reader hears 'Address copied'.
 */
export function CopyAddressButton(props: { address: string }): ReactNode {
  const messages = useMessages().account
  const styles = account()
  const { feedback, show } = useCopyFeedback()

  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard
    if (!clipboard) {
      show('failed')
      return
    }
    clipboard.writeText(props.address).then(
      () => show('copied'),
      () => show('failed'),
    )
  }

  // The name always contains what the button shows (WCAG 2.5.3).
  const label = feedback === 'copied' ? messages.addressCopied : feedback === 'failed' ? messages.addressNotCopied : messages.copyAddress
  return (
    <>
      <button
        type="button"
        className={styles.copy}
        onClick={copy}
        aria-label={label}
        title={messages.copyAddress}
        data-scope="modal"
        data-part="copy-address"
        data-state={feedback}
      >
        {feedback === 'copied' ? (
          <span className={styles.copyIcon} data-scope="modal" data-part="copied-icon" data-state="copied">
            <CheckIcon />
          </span>
        ) : feedback === 'failed' ? (
          <span className={styles.copyIcon} data-scope="modal" data-part="copy-failed-icon" data-state="failed">
            <WarningIcon />
          </span>
        ) : (
          <CopyIcon />
        )}
        {feedback !== 'idle' && (
          <span className={styles.copyText} data-scope="modal" data-part="copy-feedback">
            {feedback === 'copied' ? messages.copied : messages.notCopied}
          </span>
        )}
      </button>
      <span className={styles.live} role="status" aria-live="polite" data-scope="modal" data-part="copy-status">
        {feedback === 'copied' ? messages.addressCopied : feedback === 'failed' ? messages.copyFailed : ''}
      </span>
    </>
  )
}
