import { createElement } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { PorticoProvider, type PorticoClient } from '@portico/react'
import { ConnectButton } from './components/ConnectButton.js'
import type { Messages } from './messages/en.js'

/** The tag of the custom element `createConnectButton` makes. */
export const PORTICO_CONNECT_BUTTON_TAG = 'portico-connect-button'

/** Options of {@link createConnectButton}. */
export interface CreateConnectButtonOptions {
  /** The Portico client; the button opens its modal (mount one with `createModal`). */
  client: PorticoClient
  /** The skin's stylesheet as CSS text or a constructed `CSSStyleSheet` (adopted by the shadow root). */
  styles?: string | CSSStyleSheet
  /** Or the URL of the built `styles.css`, linked inside the shadow root. */
  stylesheetHref?: string
  /** The button's text (e.g. the `de` catalogue). @default en */
  messages?: Messages
  /** Show the native balance beside the account. @default true */
  showBalance?: boolean
}

/** What {@link createConnectButton} returns. */
export interface ConnectButtonHandle {
  /** The `<portico-connect-button>` element, for the site to place. */
  element: HTMLElement
  /** Unmounts the button and removes the element. */
  destroy: () => void
}

function defineElement(): void {
  if (customElements.get(PORTICO_CONNECT_BUTTON_TAG)) return
  customElements.define(
    PORTICO_CONNECT_BUTTON_TAG,
    class PorticoConnectButtonElement extends HTMLElement {
      constructor() {
        super()
        this.attachShadow({ mode: 'open' })
      }
    },
  )
}

/**
 * The connect button as a `<portico-connect-button>` custom element for pages without React: it
 * shows connect / connecting / the account and opens the client's modal. The site places
 * `handle.element`; its styles live in the element's shadow root (CSSOM, allowed by a strict CSP).
 *
 * @example
 * import css from '@portico/skin-default/styles.css?inline'
 * createModal({ client, styles: css })
 * document.querySelector('header')?.append(createConnectButton({ client, styles: css }).element)
 */
export function createConnectButton(options: CreateConnectButtonOptions): ConnectButtonHandle {
  const { client, styles, stylesheetHref } = options
  if (styles === undefined && stylesheetHref === undefined) {
    throw new TypeError('createConnectButton: pass the skin’s stylesheet as `styles` (CSS text) or `stylesheetHref` (a URL)')
  }
  defineElement()
  const element = document.createElement(PORTICO_CONNECT_BUTTON_TAG)
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' })
  if (styles !== undefined) {
    let sheet = styles
    if (typeof sheet === 'string') {
      const constructed = new CSSStyleSheet()
      constructed.replaceSync(sheet)
      sheet = constructed
    }
    shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet]
  }
  if (stylesheetHref !== undefined) {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = stylesheetHref
    shadow.append(link)
  }
  const container = document.createElement('span')
  shadow.append(container)
  const root = createRoot(container)
  flushSync(() => {
    root.render(
      createElement(PorticoProvider, { client }, createElement(ConnectButton, { ...(options.messages ? { messages: options.messages } : {}), ...(options.showBalance === false ? { showBalance: false } : {}) })),
    )
  })
  return {
    element,
    destroy() {
      root.unmount()
      element.remove()
    },
  }
}
