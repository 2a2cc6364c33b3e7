import type { BrowserGlobals, BrowserStorageEvent, BrowserWindowHandle } from './browserGlobals.js'
import { createBrowserEnvironment } from './browserEnvironment.js'
import { createCryptoRandom } from './cryptoRandom.js'
import { exactTargetOrigin } from './exactTargetOrigin.js'
import type { BeaconPort, ConsolePort, MessagingPort, NavigationPort, Platform, PopupHandle, PopupPort, StoragePort } from './ports.js'
import { createSystemClock } from './systemClock.js'

/**
 * Every port over the browser, reached through `globals` (by default `globalThis`; tests pass a
 * fake). Nothing is read at creation, so creating it never throws: storage reaches
 * `localStorage` on each call (reading it can throw in sandboxed frames; core swallows that).
 */
export function createBrowserPlatform(globals: BrowserGlobals = globalThis as unknown as BrowserGlobals): Platform {
  const g = globals
  return {
    storage: browserStorage(g),
    clock: createSystemClock(g),
    fetch: (url, init) => g.fetch(url, init),
    random: createCryptoRandom({ getRandomValues: (array) => g.crypto.getRandomValues(array) }),
    environment: createBrowserEnvironment(g),
    messaging: browserMessaging(g),
    popup: browserPopup(g),
    beacon: browserBeacon(g),
    console: browserConsole(g),
    navigation: browserNavigation(g),
    sessionStorage: browserSessionStorage(g),
  }
}

/** `location.assign`, for http(s) addresses only. */
function browserNavigation(g: BrowserGlobals): NavigationPort {
  return {
    assign(url) {
      if (!/^https?:\/\//i.test(url)) throw new TypeError(`Refusing to leave the page for '${url.slice(0, 40)}': only http(s)`)
      const { location } = g
      if (typeof location.assign !== 'function') throw new TypeError('This page cannot be navigated (no location.assign)')
      location.assign(url)
    },
  }
}

/** `sessionStorage`, reached on each call (it may be missing or throw; core swallows that). */
function browserSessionStorage(g: BrowserGlobals): StoragePort {
  const session = (): NonNullable<BrowserGlobals['sessionStorage']> => {
    const storage = g.sessionStorage
    if (!storage) throw new TypeError('This page has no sessionStorage')
    return storage
  }
  return {
    getItem: (key) => session().getItem(key),
    setItem: (key, value) => session().setItem(key, value),
    removeItem: (key) => session().removeItem(key),
  }
}

function browserStorage(g: BrowserGlobals): StoragePort {
  return {
    getItem: (key) => g.localStorage.getItem(key),
    setItem: (key, value) => g.localStorage.setItem(key, value),
    removeItem: (key) => g.localStorage.removeItem(key),
    subscribe(listener) {
      // The browser fires `storage` in the other tabs of the origin, never in the writing one.
      const handler = (event: BrowserStorageEvent) => {
        let local: unknown
        try {
          local = g.localStorage
        } catch {
          return
        }
        if (event.storageArea === local) listener({ key: event.key })
      }
      g.addEventListener('storage', handler)
      return () => g.removeEventListener('storage', handler)
    },
  }
}

/** Posts only to one exact origin (never '*'); hears every `message` event of the window. */
function browserMessaging(g: BrowserGlobals): MessagingPort {
  return {
    post(target, data, targetOrigin) {
      const origin = exactTargetOrigin(targetOrigin)
      const targetWindow = target as { postMessage?: (data: unknown, targetOrigin: string) => void } | null
      if (!targetWindow || typeof targetWindow.postMessage !== 'function') {
        throw new TypeError('Cannot post a message: the target is not a window')
      }
      targetWindow.postMessage(data, origin)
    },
    listen(listener) {
      const handler = (event: { data: unknown; origin: string; source: unknown }) =>
        listener({ data: event.data, origin: event.origin, source: event.source })
      g.addEventListener('message', handler)
      return () => g.removeEventListener('message', handler)
    },
  }
}

/** Addresses a popup may show: web pages, or a blank page to fill in later. */
function checkPopupUrl(url: string): string {
  if (url === 'about:blank' || /^https?:\/\//i.test(url)) return url
  throw new TypeError(`Refusing to open a popup on '${url.slice(0, 40)}': only http(s) or about:blank`)
}

function browserPopup(g: BrowserGlobals): PopupPort {
  return {
    open(url, { width, height, name }) {
      const opened = g.open(checkPopupUrl(url), name ?? '_blank', `popup=yes,width=${width},height=${height}`)
      return opened ? popupHandle(opened) : null
    },
  }
}

function popupHandle(opened: BrowserWindowHandle): PopupHandle {
  return {
    // The WindowProxy `open()` returned is the `source` of every message the popup posts.
    window: opened,
    get closed() {
      return opened.closed
    },
    close: () => opened.close(),
    navigate(url) {
      opened.location.href = checkPopupUrl(url)
    },
  }
}

/** `navigator.sendBeacon`, or false where it is missing or throws. */
function browserBeacon(g: BrowserGlobals): BeaconPort {
  return (url, body) => {
    const { navigator } = g
    if (typeof navigator.sendBeacon !== 'function') return false
    try {
      return navigator.sendBeacon(url, body)
    } catch {
      return false
    }
  }
}

function browserConsole(g: BrowserGlobals): ConsolePort {
  return {
    debug: (...args) => g.console.debug(...args),
    info: (...args) => g.console.info(...args),
    warn: (...args) => g.console.warn(...args),
    error: (...args) => g.console.error(...args),
  }
}
