/** The tag of the custom element `createModal` mounts. */
export const PORTICO_MODAL_TAG = 'portico-modal'

/**
 * Defines `<portico-modal>` once, and hands back the definition found in the registry on every
 * later call (another `createModal`, or a second copy of the skin on the page). The element only
 * hosts: its open shadow root keeps the modal's markup and styles apart from the page's;
 * `createModal` renders into it.
 */
export function definePorticoModalElement(
  registry: CustomElementRegistry = customElements,
): CustomElementConstructor {
  const existing = registry.get(PORTICO_MODAL_TAG)
  if (existing) return existing
  class PorticoModalElement extends HTMLElement {
    constructor() {
      super()
      this.attachShadow({ mode: 'open' })
    }
  }
  registry.define(PORTICO_MODAL_TAG, PorticoModalElement)
  return PorticoModalElement
}
