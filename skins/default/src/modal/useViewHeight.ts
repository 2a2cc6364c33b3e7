import { useCallback, useState, type RefCallback } from 'react'

/**
 * The height of an element, kept live with a ResizeObserver, so its container can animate to it
 * (CSS cannot transition to `height: auto`). Undefined until measured, and where ResizeObserver
 * does not exist (jsdom): the container then simply sizes to its content.
 */
export function useMeasuredHeight(): { ref: RefCallback<HTMLElement>; height: number | undefined } {
  const [height, setHeight] = useState<number | undefined>(undefined)
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node || typeof ResizeObserver === 'undefined') return undefined
    const observer = new ResizeObserver(() => {
      // Not while the element is not rendered (a hidden, prepared view): its 0 would make the
      // first open animate the height up from nothing.
      if (node.getClientRects().length > 0) setHeight(node.offsetHeight)
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [])
  return { ref, height }
}
