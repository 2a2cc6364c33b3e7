import { useCallback, useRef, type RefCallback } from 'react'

/** The view's height now (CSS variable on the modal's body). */
const LIVE = '--ptc-view-height'
/** The view's height when it settled (CSS variable on the modal's body). */
const HELD = '--ptc-view-held-height'
const TRANSITION_EVENTS = ['transitionrun', 'transitionend', 'transitioncancel'] as const
const ANIMATION_EVENTS = ['animationend', 'animationcancel'] as const

/** True while `element` has an animation or transition of its own that has not finished. */
function isMoving(element: Element | null): boolean {
  return element !== null && element.getAnimations().some((animation) => animation.pending || animation.playState === 'running' || animation.playState === 'paused')
}

/**
 * Sizes the modal's body to its view, so the body can animate its height (CSS cannot transition
 * to `height: auto`). Returns the ref for the view's element (a child of the body, in the card).
 *
 * It writes on the body, in the very frame the view's size changed (not through a React render):
 * - `--ptc-view-height`: the view's height now, kept live with a ResizeObserver;
 * - `--ptc-view-held-height`: the view's height when it settled, that is when its entry animation,
 *   the card's and the body's height change had all ended (told by the animations' own end
 *   events, never a timer; at its first measure under prefers-reduced-motion, where there are
 *   none). It is kept while the view stays shown, whatever its data does afterwards, and the next
 *   view's first measure replaces it;
 * - `data-resizing` while the body's height is in transition (the view may be taller than the
 *   body then, and that is no reason for a scroll bar).
 * The modal recipe picks the height: the desktop card follows its view (it hangs from a fixed top
 * edge, so it grows downwards), and the phone's bottom sheet, which would grow upwards and lift its
 * header, holds the settled height (more content scrolls inside).
 * A view that is not rendered (a hidden, prepared one) is not measured: its 0 would make the first
 * open animate the height up from nothing. Each new view (the body keys it by name) starts at the
 * top of the body's scroll. Without ResizeObserver (jsdom) the body simply sizes to its content.
 */
export function useViewHeight(): RefCallback<HTMLElement> {
  const release = useRef<(() => void) | undefined>(undefined)
  return useCallback((node: HTMLElement | null) => {
    // React 19 calls the returned cleanup; React 18 calls the ref with null instead.
    release.current?.()
    release.current = undefined
    const body = node?.parentElement
    if (!node || !body || typeof ResizeObserver === 'undefined') return undefined
    const card = node.closest<HTMLElement>('[data-scope="modal"][data-part="content"]')
    body.scrollTop = 0

    let measured: number | undefined
    let held = false
    const shown = () => node.getClientRects().length > 0
    const markResizing = () => {
      // Reading the height applies the new variables now, so a transition they start is running.
      void getComputedStyle(body).height
      body.toggleAttribute('data-resizing', isMoving(body))
    }
    const settle = () => {
      if (held || measured === undefined || !shown() || isMoving(node) || isMoving(body) || isMoving(card)) return
      held = true
      // What the visitor sees: the view's height, or less where the card reached its maximum
      // height, or more where the view takes the phone's whole sheet. A later view starts from it.
      body.style.setProperty(HELD, `${body.getBoundingClientRect().height}px`)
      markResizing()
    }

    const observer = new ResizeObserver(() => {
      if (!shown()) return
      const first = measured === undefined
      measured = node.offsetHeight
      body.style.setProperty(LIVE, `${measured}px`)
      // The previous view's held height goes with this view's first measure, so the body animates
      // from where it stood straight to the new view's height.
      if (first) body.style.removeProperty(HELD)
      markResizing()
      settle()
    })
    observer.observe(node)

    const onTransition = (event: Event) => {
      if (event.target !== body || (event as TransitionEvent).propertyName !== 'height') return
      // A height that changes mid-way cancels one transition and runs another.
      body.toggleAttribute('data-resizing', isMoving(body))
      settle()
    }
    const onAnimation = (event: Event) => {
      if (event.target === node || event.target === card) settle()
    }
    const events = card ?? body
    for (const type of TRANSITION_EVENTS) events.addEventListener(type, onTransition)
    for (const type of ANIMATION_EVENTS) events.addEventListener(type, onAnimation)

    const cleanup = () => {
      observer.disconnect()
      for (const type of TRANSITION_EVENTS) events.removeEventListener(type, onTransition)
      for (const type of ANIMATION_EVENTS) events.removeEventListener(type, onAnimation)
      if (release.current === cleanup) release.current = undefined
    }
    release.current = cleanup
    return cleanup
  }, [])
}
