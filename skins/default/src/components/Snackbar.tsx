import type { ReactNode } from 'react'
import { useSnackbar } from '@portico/react'
import { notice } from '../../styled-system/recipes/index.js'
import { snackbarText } from '../messages/snackbarText.js'
import { useMessages } from '../messages/useMessages.js'

/**
 * The snackbar of core's snackbar controller, at the bottom of the card. The live region is always
 * in the page (so screen readers announce a new message politely); the message bubble is in it only
 * while it is open. Its text comes from the catalogue (by code, or core's known messages); for a
 * code the catalogue lacks, the variant's generic text, with core's message as the bubble's `title`.
 * Anatomy: `data-scope="modal"`, `data-part="snackbar"` (the region, with `data-state="open|closed"`
 * and `data-variant`) and `data-part="snackbar-message"` (the bubble, with `data-code`).
 */
export function Snackbar(): ReactNode {
  const messages = useMessages()
  const { isOpen: open, message, variant, code } = useSnackbar()
  const styles = notice()
  const { text, original } = snackbarText(messages, { message, code, variant })
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy={open && variant === 'loading' ? true : undefined}
      className={styles.snackbar}
      data-scope="modal"
      data-part="snackbar"
      data-state={open ? 'open' : 'closed'}
      data-variant={variant}
    >
      {open && (
        <p
          className={styles.snackbarMessage}
          title={original}
          data-scope="modal"
          data-part="snackbar-message"
          data-variant={variant}
          data-code={code}
        >
          {text}
        </p>
      )}
    </div>
  )
}
