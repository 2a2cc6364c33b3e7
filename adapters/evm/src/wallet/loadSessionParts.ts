/**
 * The door to {@link import('./sessionParts.js')}: the wallet requests and the chain reads, kept
 * out of a page's first load (DESIGN.md, "Adapters"). The module system keeps a loaded module, so
 * later calls cost nothing.
 */
export function loadSessionParts(): Promise<typeof import('./sessionParts.js')> {
  return import('./sessionParts.js')
}
