import { createElement } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { EnvironmentProvider } from '@ark-ui/react/environment'
import { PorticoProvider, type CloseModalParams, type OpenModalParams, type PorticoClient } from '@portico/react'
import { definePorticoModalElement, PORTICO_MODAL_TAG } from './element/definePorticoModalElement.js'
import { ModalControls, type ModalControlsRef } from './element/ModalControls.js'
import type { Locale } from './messages/catalogues.js'
import { PorticoModal } from './modal/PorticoModal.js'
import type { ConnectMethodRegistry } from './modal/connectMethodRegistry.js'
import type { ViewRegistry } from './modal/viewRegistry.js'

/** Options of {@link createModal}. */
export interface CreateModalOptions {
  /** The Portico client (`createPortico(...)`). The modal never destroys it. */
  client: PorticoClient
  /**
   * The language of the modal.
   * @default 'en'
   */
  locale?: Locale
  /**
   * Views replacing or adding to the default ones, by view name.
   * @default {}
   */
  views?: ViewRegistry
  /**
   * Groups of Connect replacing or adding to the default ones, by connect method (see
   * `PorticoModalProps.connectMethods`).
   * @default {}
   */
  connectMethods?: ConnectMethodRegistry
  /**
   * Do not append `<portico-modal>` to `document.body`: the site places `handle.element` itself.
   * @default false
   */
  disableAppend?: boolean
  /**
   * Embedded mode: the site places `handle.element` where the modal belongs (never appended to
   * the body); the element carries `data-embedded`.
   * @default false
   */
  embedded?: boolean
  /**
   * The skin's stylesheet as CSS text (`@portico/skin-default/styles.css`, e.g. imported with
   * Vite's `?inline`) or a constructed `CSSStyleSheet`. It is adopted by the shadow root as a
   * constructable stylesheet: CSSOM, which a strict Content Security Policy allows.
   */
  styles?: string | CSSStyleSheet
  /** Or the URL of the built `styles.css`, linked inside the shadow root (same origin under `style-src 'self'`). */
  stylesheetHref?: string
}

/** What {@link createModal} returns. */
export interface PorticoModalHandle {
  /** The `<portico-modal>` element. */
  element: HTMLElement
  /** Opens the modal (on `params.view`, or on Connect or Account). */
  open: (params?: OpenModalParams) => void
  /** Closes the modal; false where closing is disabled (it shakes instead). */
  close: (params?: CloseModalParams) => boolean
  /** Unmounts the modal and removes the element. The client lives on. */
  destroy: () => void
}

function adopt(shadow: ShadowRoot, styles: string | CSSStyleSheet): void {
  let sheet = styles
  if (typeof sheet === 'string') {
    if (typeof CSSStyleSheet.prototype.replaceSync !== 'function' || !('adoptedStyleSheets' in shadow)) {
      throw new Error('createModal: this browser has no constructable stylesheets; pass `stylesheetHref` instead')
    }
    const constructed = new CSSStyleSheet()
    constructed.replaceSync(sheet)
    sheet = constructed
  }
  shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet]
}

/**
 * Mounts the default modal on any page: defines `<portico-modal>` (once), renders
 * `<PorticoProvider client><PorticoModal /></PorticoProvider>` into its shadow root with the
 * skin's styles, and appends it to the body unless `disableAppend` or `embedded` is set. No
 * inline script, no `eval`, no `<style>` injection: it runs under a strict CSP.
 *
 * @example
 * import css from '@portico/skin-default/styles.css?inline'
 * const modal = createModal({ client, styles: css })
 * button.onclick = () => modal.open()
 */
export function createModal(options: CreateModalOptions): PorticoModalHandle {
  const { client, locale, views, connectMethods, disableAppend = false, embedded = false, styles, stylesheetHref } = options
  if (styles === undefined && stylesheetHref === undefined) {
    throw new TypeError('createModal: pass the skin’s stylesheet as `styles` (CSS text) or `stylesheetHref` (a URL)')
  }
  definePorticoModalElement()
  const element = document.createElement(PORTICO_MODAL_TAG)
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' })
  if (styles !== undefined) adopt(shadow, styles)
  if (stylesheetHref !== undefined) {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = stylesheetHref
    shadow.append(link)
  }
  if (embedded) element.setAttribute('data-embedded', '')
  const container = document.createElement('div')
  container.setAttribute('data-scope', 'modal')
  container.setAttribute('data-part', 'mount')
  shadow.append(container)
  if (!disableAppend && !embedded) document.body.append(element)

  const controls: ModalControlsRef = { current: undefined }
  const root = createRoot(container)
  // Synchronously, so open() works as soon as createModal returns. Ark portals the dialog into the
  // shadow root (its environment's root node) instead of document.body.
  flushSync(() => {
    root.render(
      createElement(
        PorticoProvider,
        { client },
        createElement(
          EnvironmentProvider,
          { value: () => shadow },
          createElement(ModalControls, { controls }),
          createElement(PorticoModal, { locale, views, connectMethods }),
        ),
      ),
    )
  })

  const modal = () => {
    if (!controls.current) throw new Error('createModal: the modal has been destroyed')
    return controls.current
  }
  return {
    element,
    open: (params) => modal().open(params),
    close: (params) => modal().close(params),
    destroy() {
      root.unmount()
      controls.current = undefined
      element.remove()
    },
  }
}
