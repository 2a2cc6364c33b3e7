import type { PopupHandle, PopupPort } from './ports.js'

/** A popup opened on the memory platform. */
export interface MemoryPopupHandle extends PopupHandle {
  /** Every address the popup showed, the opening one first. */
  readonly urls: readonly string[]
  /** Simulates the user closing the popup. */
  userClose(): void
}

/** One `open` call. */
export interface OpenedPopup {
  url: string
  features: { width: number; height: number; name?: string }
  /** Null when the popup was blocked. */
  handle: MemoryPopupHandle | null
}

/** Popups in memory: records what was opened. */
export interface MemoryPopup extends PopupPort {
  readonly opened: readonly OpenedPopup[]
  /** Makes later `open` calls return null, as a popup blocker does. */
  setBlocked(blocked: boolean): void
}

export function createMemoryPopup(options: { blocked?: boolean } = {}): MemoryPopup {
  const opened: OpenedPopup[] = []
  let blocked = options.blocked ?? false
  return {
    opened,
    setBlocked(value) {
      blocked = value
    },
    open(url, features) {
      const handle = blocked ? null : createHandle(url, opened.length + 1)
      opened.push({ url, features: { width: features.width, height: features.height, ...(features.name === undefined ? {} : { name: features.name }) }, handle })
      return handle
    },
  }
}

/** A popup with a window object of its own (the source of the messages it posts, for tests). */
function createHandle(url: string, index: number): MemoryPopupHandle {
  const urls = [url]
  let closed = false
  return {
    window: Object.freeze({ memoryPopup: index }),
    urls,
    get closed() {
      return closed
    },
    close() {
      closed = true
    },
    userClose() {
      closed = true
    },
    navigate(next) {
      if (!closed) urls.push(next)
    },
  }
}
