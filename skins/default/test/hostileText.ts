// Test-only: wallet- and API-supplied text a hostile party would send, shared by the skin's tests
// of the Account view, its Tokens and Activity tabs and the connect button.

/** U+202E RIGHT-TO-LEFT OVERRIDE: "\u202Egnp.exe" reads as "exe.png" unless the override is removed. */
export const RLO = '\u202E'
/** A file-name trick: written "gnp.exe", shown "exe.png" by the override. */
export const OVERRIDDEN = `${RLO}gnp.exe`
/** What a visitor must see of it: the text in the order it was written. */
export const OVERRIDDEN_SHOWN = 'gnp.exe'
/** A 64-character symbol without a space (the API's longest), and a 200-character name. */
export const LONG_SYMBOL = 'S'.repeat(64)
export const LONG_NAME = `Wrapped ${'Verylongtokenname'.repeat(11)}`.slice(0, 200)

/**
 * True when the element's text reaches the bidirectional algorithm isolated, with its direction
 * from its own letters: `dir="auto"` (on a `<bdi>` or any element; both isolate).
 */
export function isIsolated(element: Element | null | undefined): boolean {
  return element?.getAttribute('dir') === 'auto'
}
