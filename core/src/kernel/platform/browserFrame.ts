import type { BrowserGlobals } from './browserGlobals.js'
import type { FrameBox, FramePort, MountedFrame } from './ports.js'

/** Hidden, yet loaded and running: browsers may not run a `display: none` frame's timers on time. */
const HIDDEN_STYLE = 'position:fixed;top:0;left:0;width:0;height:0;border:0;opacity:0;pointer-events:none;visibility:hidden'

/** Only finite, non-negative pixel values reach the style. */
function px(value: number): string {
  return `${Number.isFinite(value) && value > 0 ? Math.round(value) : 0}px`
}

function shownStyle(box: FrameBox): string {
  return `position:fixed;top:${px(box.top)};left:${px(box.left)};width:${px(box.width)};height:${px(box.height)};border:0;opacity:1;pointer-events:auto;visibility:visible;z-index:2147483647`
}

/**
 * The login frame in a page: an `<iframe>` appended to the body, hidden until shown over the modal.
 * Only http(s) addresses are loaded. Null without a document body (server rendering).
 */
export function createBrowserFrame(g: Pick<BrowserGlobals, 'document'>): FramePort {
  return {
    mount(url) {
      if (!/^https?:\/\//i.test(url)) throw new TypeError(`Refusing to load the login frame from '${url.slice(0, 40)}': only http(s)`)
      const { document } = g
      const body = document.body
      if (typeof document.createElement !== 'function' || !body) return null
      const element = document.createElement('iframe')
      element.title = 'Secure login'
      element.setAttribute('data-portico-frame', '')
      element.setAttribute('allow', 'clipboard-write')
      element.style.cssText = HIDDEN_STYLE
      element.src = url
      body.appendChild(element)
      const frame: MountedFrame = {
        window: element.contentWindow,
        show: (box) => void (element.style.cssText = shownStyle(box)),
        hide: () => void (element.style.cssText = HIDDEN_STYLE),
        remove: () => element.remove(),
        onLoad(listener) {
          if (typeof element.addEventListener !== 'function') return () => undefined
          const heard = () => listener()
          element.addEventListener('load', heard)
          return () => element.removeEventListener?.('load', heard)
        },
      }
      return frame
    },
  }
}
