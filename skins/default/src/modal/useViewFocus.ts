import { useEffect, useRef, type RefObject } from 'react'
import type { View } from '@portico/react'

/** Controls a keyboard reaches with Tab (Ark's unselected tabs carry tabindex -1 and are left out). */
const TABBABLE =
  'button:not([disabled]), a[href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Keeps keyboard focus in the modal when the view changes. The old view's controls unmount with
 * it, and when one of them had the focus (the button that led here, or a Back button that is gone)
 * the browser leaves focus on the page's body, outside the dialog. After a change of view, if
 * focus is not inside the dialog any more, it moves to the new view's first control, or to the
 * dialog itself when the view has none (and from there, on the next view, to its first control).
 * Focus on a control that stayed in the dialog is left alone.
 *
 * @returns the ref for the element holding the view (the modal's body).
 */
export function useViewFocus(view: View): RefObject<HTMLDivElement | null> {
  const bodyRef = useRef<HTMLDivElement | null>(null)
  const shownView = useRef(view)
  useEffect(() => {
    if (shownView.current === view) return
    shownView.current = view
    const body = bodyRef.current
    const dialog = body?.closest<HTMLElement>('[role="dialog"]')
    if (!body || !dialog) return
    // In a shadow root (createModal) the document's activeElement is the host element.
    const root = body.getRootNode() as Document | ShadowRoot
    // Focus on a control that stayed (the close button) stays; focus on the dialog itself (where a
    // view without controls left it) moves on to the new view's first control.
    const active = root.activeElement
    if (active && active !== dialog && dialog.contains(active)) return
    const target = body.querySelector<HTMLElement>(TABBABLE) ?? dialog
    target.focus({ preventScroll: true })
  }, [view])
  return bodyRef
}
