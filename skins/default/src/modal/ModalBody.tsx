import type { ReactNode } from 'react'
import { useViewFocus, type View } from '@portico/react'
import { modal } from '../../styled-system/recipes/index.js'
import { useViewHeight } from './useViewHeight.js'

/** Props of {@link ModalBody}. */
export interface ModalBodyProps {
  view: View
  state: 'open' | 'closed'
  children?: ReactNode
}

/**
 * The body: one view at a time. Its height follows the view's (animated, 150 ms) and each new
 * view slides in (150 ms); both are off under prefers-reduced-motion. {@link useViewHeight} gives
 * the body the view's heights, and the recipe picks one: the desktop card hangs from a fixed top
 * edge and follows its view, while the phone's bottom sheet holds the height the view settled at,
 * so that its header does not rise when the view's data arrives (the body scrolls instead). When
 * the control that had the focus left with the old view, focus moves to the new view's title
 * (@portico/react's useViewFocus; Ark UI's dialog runs the focus on open and close).
 */
export function ModalBody({ view, state, children }: ModalBodyProps): ReactNode {
  const styles = modal()
  const viewRef = useViewHeight()
  const { getContainerProps } = useViewFocus({ view, manageDialog: false })
  // No `style` here: useViewHeight writes the body's height variables itself.
  return (
    <div {...getContainerProps()} className={styles.body} data-scope="modal" data-part="body" data-state={state}>
      <div key={view} ref={viewRef} className={styles.view} data-scope="modal" data-part="view" data-state={state} data-view={view}>
        {children}
      </div>
    </div>
  )
}
