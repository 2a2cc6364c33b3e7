import type { ReactNode } from 'react'
import type { View } from '@portico/react'
import { modal } from '../../styled-system/recipes/index.js'
import { useMeasuredHeight } from './useMeasuredHeight.js'
import { useViewFocus } from './useViewFocus.js'

/** Props of {@link ModalBody}. */
export interface ModalBodyProps {
  view: View
  state: 'open' | 'closed'
  children?: ReactNode
}

/**
 * The body: one view at a time. Its height follows the view's (animated, 150 ms) and each new
 * view slides in (150 ms); both are off under prefers-reduced-motion. When the control that had
 * the focus left with the old view, focus moves to the new view's title.
 */
export function ModalBody({ view, state, children }: ModalBodyProps): ReactNode {
  const styles = modal()
  const { ref, height } = useMeasuredHeight()
  const bodyRef = useViewFocus(view)
  return (
    <div
      ref={bodyRef}
      className={styles.body}
      style={height === undefined ? undefined : { height }}
      data-scope="modal"
      data-part="body"
      data-state={state}
    >
      <div key={view} ref={ref} className={styles.view} data-scope="modal" data-part="view" data-state={state} data-view={view}>
        {children}
      </div>
    </div>
  )
}
