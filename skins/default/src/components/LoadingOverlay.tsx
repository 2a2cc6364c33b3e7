import type { ReactNode } from 'react'
import { notice } from '../../styled-system/recipes/index.js'
import { useMessages } from '../messages/useMessages.js'

/**
 * The modal's loading state (`useModal().isLoading`): a spinner over the card. The caller marks
 * the card `aria-busy`. Anatomy: `data-scope="modal" data-part="loading" data-state="loading"`.
 */
export function LoadingOverlay(): ReactNode {
  const messages = useMessages()
  const styles = notice()
  return (
    <div
      className={styles.overlay}
      role="progressbar"
      aria-label={messages.loading.label}
      data-scope="modal"
      data-part="loading"
      data-state="loading"
    >
      <span className={styles.overlaySpinner} aria-hidden="true" data-scope="modal" data-part="loading-spinner" />
    </div>
  )
}
