import { useEffect, useRef, type RefObject } from 'react'
import type { View } from '@portico/react'

/**
 * Keeps keyboard focus in the modal when the view changes. The old view's controls unmount with
 * it, and when one of them had the focus (the button that led here, or a Back button that is gone)
 * the browser leaves focus on the page's body, outside the dialog. After a change of view, if
 * focus is not inside the dialog any more, it moves to the new view's title (the header's heading,
 * focusable by script only): a screen reader announces where the visitor is, Tab goes on to the
 * controls, and no text field grabs the focus (which would open a phone's keyboard). Focus on a
 * control that stayed in the dialog (the close button) is left alone.
 *
 * @returns the ref for an element inside the dialog (the modal's body).
 */
export function useViewFocus(view: View): RefObject<HTMLDivElement | null> {
  const bodyRef = useRef<HTMLDivElement | null>(null)
  const shownView = useRef(view)
  useEffect(() => {
    if (shownView.current === view) return
    shownView.current = view
    const dialog = bodyRef.current?.closest<HTMLElement>('[role="dialog"]')
    if (!dialog) return
    // In a shadow root (createModal) the document's activeElement is the host element.
    const root = dialog.getRootNode() as Document | ShadowRoot
    const active = root.activeElement
    if (active && active !== dialog && dialog.contains(active)) return
    const title = dialog.querySelector<HTMLElement>('[data-scope="modal"][data-part="title"]')
    ;(title ?? dialog).focus({ preventScroll: true })
  }, [view])
  return bodyRef
}
