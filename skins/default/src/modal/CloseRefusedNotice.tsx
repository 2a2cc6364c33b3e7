import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { usePorticoClient, type View } from '@portico/react'
import { notice } from '../../styled-system/recipes/index.js'
import { useMessages } from '../messages/useMessages.js'

/** How long the notice shows after an attempt to close, in ms. */
export const CLOSE_NOTICE_MS = 5000

/**
 * The view on which the visitor last tried to close while closing was disabled, for
 * {@link CLOSE_NOTICE_MS} on the platform clock; `refuse(view)` records an attempt.
 */
export function useCloseRefusal(): { refusedOn: View | undefined; refuse: (view: View) => void } {
  const { clock } = usePorticoClient().platform
  const [refusedOn, setRefusedOn] = useState<View | undefined>(undefined)
  const timer = useRef<ReturnType<typeof clock.setTimeout> | undefined>(undefined)
  useEffect(
    () => () => {
      if (timer.current !== undefined) clock.clearTimeout(timer.current)
    },
    [clock],
  )
  const refuse = useCallback(
    (view: View) => {
      setRefusedOn(view)
      if (timer.current !== undefined) clock.clearTimeout(timer.current)
      timer.current = clock.setTimeout(() => {
        timer.current = undefined
        setRefusedOn(undefined)
      }, CLOSE_NOTICE_MS)
    },
    [clock],
  )
  return { refusedOn, refuse }
}

/**
 * Why the modal stays open: where closing is disabled (sign-in required and no session), a polite
 * live region under the header, empty until the visitor tries to close (the close button, Escape,
 * a click outside), then saying what to do instead ('Sign in to continue'). The region is in the
 * page before its text arrives, so screen readers announce it.
 * Anatomy: `data-scope="modal" data-part="close-notice" data-state="open|closed"`.
 */
export function CloseRefusedNotice({ view, refused }: { view: View; refused: boolean }): ReactNode {
  const messages = useMessages()
  const styles = notice()
  return (
    <p
      id="ptc-close-notice"
      className={styles.closeNotice}
      role="status"
      aria-live="polite"
      data-scope="modal"
      data-part="close-notice"
      data-state={refused ? 'open' : 'closed'}
    >
      {refused ? messages.modal.closeRefused(view) : ''}
    </p>
  )
}
