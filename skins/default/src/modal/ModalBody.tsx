import type { ReactNode } from 'react'
import type { View } from '@portico/react'
import { modal } from '../../styled-system/recipes/index.js'
import { useMeasuredHeight } from './useMeasuredHeight.js'

/** Props of {@link ModalBody}. */
export interface ModalBodyProps {
  view: View
  state: 'open' | 'closed'
  children?: ReactNode
}

/**
 * The body: one view at a time. Its height follows the view's (animated, 150 ms) and each new
 * view slides in (150 ms); both are off under prefers-reduced-motion.
 */
export function ModalBody({ view, state, children }: ModalBodyProps): ReactNode {
  const styles = modal()
  const { ref, height } = useMeasuredHeight()
  return (
    <div
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
