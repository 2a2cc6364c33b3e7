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
      const handle = blocked ? null : createHandle(url)
      opened.push({ url, features: { width: features.width, height: features.height, ...(features.name === undefined ? {} : { name: features.name }) }, handle })
      return handle
    },
  }
}

function createHandle(url: string): MemoryPopupHandle {
  const urls = [url]
  let closed = false
  return {
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
