// Test-only: lays the page out as a phone for the rest of the test. jsdom has no layout and no
// `matchMedia`; this one answers the skin's phone query (theme/phoneQuery.ts) as matching and every
// other query (prefers-color-scheme, ...) as not, and is removed when the test finishes.
import { onTestFinished } from 'vitest'
import { PHONE_QUERY } from '../src/theme/phoneQuery.js'

export function phoneViewport(): void {
  const had = Object.getOwnPropertyDescriptor(window, 'matchMedia')
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: query === PHONE_QUERY,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  })
  onTestFinished(() => {
    if (had) Object.defineProperty(window, 'matchMedia', had)
    else delete (window as { matchMedia?: unknown }).matchMedia
  })
}
