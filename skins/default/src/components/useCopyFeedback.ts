import { useCallback, useEffect, useRef, useState } from 'react'
import { usePorticoClient } from '@portico/react'

/** What a copy control shows: nothing yet, the copy done, or the copy refused. */
export type CopyFeedback = 'idle' | 'copied' | 'failed'

/** How long a copy control shows its outcome, in ms. */
export const COPY_FEEDBACK_MS = 2000

/**
 * The outcome of a copy, shown for {@link COPY_FEEDBACK_MS} on the platform clock (so a site's or a
 * test's clock rules it, not the page's timers), then back to idle. A new copy starts the time again.
 */
export function useCopyFeedback(): { feedback: CopyFeedback; show: (outcome: Exclude<CopyFeedback, 'idle'>) => void } {
  const { clock } = usePorticoClient().platform
  const [feedback, setFeedback] = useState<CopyFeedback>('idle')
  const timer = useRef<ReturnType<typeof clock.setTimeout> | undefined>(undefined)
  useEffect(
    () => () => {
      if (timer.current !== undefined) clock.clearTimeout(timer.current)
    },
    [clock],
  )
  const show = useCallback(
    (outcome: Exclude<CopyFeedback, 'idle'>) => {
      setFeedback(outcome)
      if (timer.current !== undefined) clock.clearTimeout(timer.current)
      timer.current = clock.setTimeout(() => {
        timer.current = undefined
        setFeedback('idle')
      }, COPY_FEEDBACK_MS)
    },
    [clock],
  )
  return { feedback, show }
}
