import { useEffect } from 'react'
import { preventBodyScroll } from '@zag-js/remove-scroll'

/**
 * Locks the page's scrolling while `locked` is true, starting only after the frame that shows the
 * open modal has been painted. The lock is Ark's own (zag's `preventBodyScroll`: the same
 * reference-counted lock an Ark dialog takes, with its scrollbar-gutter and iOS handling), but
 * taking it measures the page (scrollbar width, padding side), which forces a layout; done inside
 * the click, before the modal's first frame, that layout came on top of the frame's own. One frame
 * later it costs the visitor nothing they could see or do: a scroll in that frame is the page's.
 * Released when `locked` turns false or the component unmounts, also before it was taken.
 */
export function useDeferredScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked || typeof document === 'undefined') return undefined
    let release: (() => void) | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    // requestAnimationFrame runs before the next frame is drawn; a timer set there runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        timer = undefined
        release = preventBodyScroll(document)
      }, 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      if (timer !== undefined) clearTimeout(timer)
      release?.()
    }
  }, [locked])
}
