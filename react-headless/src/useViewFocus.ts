import { useCallback, useEffect, useMemo, useRef, useState, type FocusEvent as ReactFocusEvent, type KeyboardEvent as ReactKeyboardEvent } from 'react'
import { currentRoute, type View } from '@portico/core'
import { usePorticoClient } from './usePorticoClient.js'
import { useStoreSelector } from './useStoreSelector.js'

/** Options of {@link useViewFocus}. */
export interface UseViewFocusOptions {
  /**
   * The view the dialog shows. A skin that keeps showing the last view while its dialog fades out
   * passes the one it shows.
   * @default the router's current view
   */
  view?: View
  /**
   * Whether the hook also runs the dialog's own focus: into the dialog (its title) when it opens,
   * Tab and Shift+Tab kept inside it, focus never left on the page's body while it is open, and
   * back to the element that had it before (the opener) when it closes. Set it to false where a
   * dialog library (Ark UI, Radix, React Aria) does that already; the view changes are still
   * handled.
   * @default true
   */
  manageDialog?: boolean
}

/** Props of the element {@link useViewFocus} works from: the dialog, or an element inside it. */
export interface ViewFocusContainerProps {
  ref: (element: HTMLElement | null) => void
  /** Keeps Tab and Shift+Tab inside the dialog (only where the hook manages the dialog). */
  onKeyDown?: (event: ReactKeyboardEvent<HTMLElement>) => void
  /** Brings focus back to the title when it fell to the page's body (only where the hook manages the dialog). */
  onBlur?: (event: ReactFocusEvent<HTMLElement>) => void
}

/** What {@link useViewFocus} returns. */
export interface UseViewFocusReturnType {
  getContainerProps: () => ViewFocusContainerProps
}

const TITLE = '[data-scope="modal"][data-part="title"]'
const TABBABLE = 'a[href], area[href], button, input, select, textarea, iframe, summary, [contenteditable=""], [contenteditable="true"], [tabindex]'

/** The dialog around `element` (its closest `role="dialog"`), or the element itself. */
function dialogOf(element: HTMLElement): HTMLElement {
  return element.closest<HTMLElement>('[role="dialog"]') ?? element
}

/** The focused element as the dialog's own root sees it (a shadow root's, not its host). */
function activeIn(element: HTMLElement): Element | null {
  return (element.getRootNode() as Document | ShadowRoot).activeElement
}

/** Focus is on nothing in particular: no element, or the page's body. */
function isNowhere(active: Element | null): boolean {
  return active === null || active === active.ownerDocument.body
}

/** Moves focus to the dialog's title (the anatomy's `modal`/`title` part), else to the dialog itself. */
function focusTitle(dialog: HTMLElement): void {
  const title = dialog.querySelector<HTMLElement>(TITLE)
  ;(title ?? dialog).focus({ preventScroll: true })
}

/** The controls Tab stops on inside `dialog`, in document order. */
function tabbablesOf(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      !element.closest('[hidden], [inert]') &&
      element.getAttribute('aria-hidden') !== 'true',
  )
}

/** Whether `a` comes before `b` in the document (or is `b`). */
function atOrBefore(a: Element, b: Element): boolean {
  return a === b || Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)
}

/**
 * The modal's view focus, as a prop getter. When the view changes and the control that had the
 * focus left with the old view (the button that led here, a Back button that is gone), focus
 * moves to the new view's title (the anatomy's `data-scope="modal" data-part="title"`, focusable by
 * script only): a screen reader announces where the visitor is, Tab goes on to the controls, and
 * no text field grabs the focus (which would open a phone's keyboard). Focus on a control that
 * stayed in the dialog (Close) is left alone.
 *
 * With `manageDialog` (the default) it also runs the dialog's focus, for a modal built from the
 * hooks alone: the title takes focus when the dialog opens, Tab and Shift+Tab go round its
 * controls, focus that fell to the page's body (a click on nothing, a focused control that went
 * away) comes back to the title, and on close focus returns to the element that had it before the
 * dialog opened.
 *
 * Spread `getContainerProps()` on the dialog element (or, where a dialog library owns that
 * element, on an element inside it). `useModalParts().getDialogProps()` includes it.
 *
 * @example
 * const { getContainerProps } = useViewFocus()
 * <div role="dialog" aria-modal="true" {...getContainerProps()}><h2 data-scope="modal" data-part="title" tabIndex={-1}>…</h2></div>
 */
export function useViewFocus(options: UseViewFocusOptions = {}): UseViewFocusReturnType {
  const client = usePorticoClient()
  const routerView = useStoreSelector(client.controllers.router, (state) => currentRoute(state).view)
  const isOpen = useStoreSelector(client.controllers.modal, (state) => state.open)
  const view = options.view ?? routerView
  const manageDialog = options.manageDialog ?? true
  const [container, setContainer] = useState<HTMLElement | null>(null)
  const shownView = useRef(view)
  const opener = useRef<HTMLElement | null>(null)

  // A new view: the title, unless focus is still on a control inside the dialog.
  useEffect(() => {
    if (shownView.current === view) return
    shownView.current = view
    if (!container) return
    const dialog = dialogOf(container)
    const active = activeIn(dialog)
    if (active && active !== dialog && dialog.contains(active)) return
    focusTitle(dialog)
  }, [view, container])

  // Open: remember the opener and move into the dialog. Closed (or gone): back to the opener.
  useEffect(() => {
    if (!manageDialog) return
    if (isOpen && container) {
      const dialog = dialogOf(container)
      const active = activeIn(dialog)
      if (active && dialog.contains(active)) return
      opener.current = active instanceof HTMLElement && !isNowhere(active) ? active : null
      focusTitle(dialog)
      return
    }
    const back = opener.current
    opener.current = null
    if (!back?.isConnected) return
    const active = activeIn(back)
    if (isNowhere(active) || (container !== null && active !== null && container.contains(active))) back.focus({ preventScroll: true })
  }, [manageDialog, isOpen, container])

  // Open: a control that had the focus and left the page (a Try again button hidden once pressed)
  // leaves focus on the body, with no blur the dialog hears; after each change inside the dialog,
  // focus found on the body goes back to the title.
  useEffect(() => {
    if (!manageDialog || !isOpen || !container || typeof MutationObserver === 'undefined') return
    const dialog = dialogOf(container)
    const observer = new MutationObserver(() => {
      if (isNowhere(activeIn(dialog))) focusTitle(dialog)
    })
    observer.observe(dialog, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [manageDialog, isOpen, container])

  const onKeyDown = useCallback(
    (event: ReactKeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Tab' || event.defaultPrevented || !container) return
      const dialog = dialogOf(container)
      const stops = tabbablesOf(dialog)
      const active = activeIn(dialog)
      const first = stops[0]
      const last = stops[stops.length - 1]
      if (!first || !last || !active) {
        event.preventDefault()
        focusTitle(dialog)
        return
      }
      // Past the last stop goes round to the first, before the first round to the last.
      if (event.shiftKey && atOrBefore(active, first)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && atOrBefore(last, active)) {
        event.preventDefault()
        first.focus()
      }
    },
    [container],
  )

  const onBlur = useCallback(
    (event: ReactFocusEvent<HTMLElement>) => {
      // Focus moving to another element (inside or out) is the visitor's; only focus going nowhere
      // (a click on the backdrop, say) falls to the body: once the blur is over, take it back in.
      if (!container || event.relatedTarget !== null) return
      queueMicrotask(() => {
        if (!container.isConnected) return
        const dialog = dialogOf(container)
        if (isNowhere(activeIn(dialog))) focusTitle(dialog)
      })
    },
    [container],
  )

  return useMemo(
    () => ({
      getContainerProps: () => (manageDialog ? { ref: setContainer, onKeyDown, onBlur } : { ref: setContainer }),
    }),
    [manageDialog, onKeyDown, onBlur],
  )
}
