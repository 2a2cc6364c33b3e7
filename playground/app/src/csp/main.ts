// The page of the strict-CSP test (csp.html): a site without React that mounts the modal as the
// <portico-modal> custom element. The skin's stylesheet is adopted by the element's shadow root
// (a constructable stylesheet), never injected as a <style> element.
import { createPortico } from '@portico/core'
import { createMockAdapter, testEvmMainnet, testEvmSecond } from '@portico/core/testing'
import { createModal } from '@portico/skin-default'
// The built stylesheet as text (Vite's `?inline`): bundled into the script, adopted through the CSSOM.
import styles from '@portico/skin-default/styles.css?inline'
import { PLAYGROUND_WALLETS } from '../mockWallets.js'
import { withServices } from '../devnetServices.js'
import { exposeForTests } from '../playgroundGlobals.js'

const adapter = createMockAdapter({ wallets: PLAYGROUND_WALLETS })
const client = createPortico({
  projectId: 'portico-playground-csp',
  networks: [testEvmMainnet, testEvmSecond],
  adapters: [adapter],
  ...withServices(),
})
exposeForTests({ client, adapter })

const modal = createModal({ client, styles })
document.getElementById('open-modal')?.addEventListener('click', () => modal.open())
