import type { NavigationPort } from './ports.js'

/** The navigation port of the memory platform: records where the page was sent, goes nowhere. */
export interface MemoryNavigation extends NavigationPort {
  /** Every address the page was sent to, oldest first. */
  readonly assigned: readonly string[]
}

/** Records each `assign`; refuses what the browser port refuses (anything but http(s)). */
export function createMemoryNavigation(): MemoryNavigation {
  const assigned: string[] = []
  return {
    assigned,
    assign(url) {
      if (!/^https?:\/\//i.test(url)) throw new TypeError(`Refusing to leave the page for '${url.slice(0, 40)}': only http(s)`)
      assigned.push(url)
    },
  }
}
