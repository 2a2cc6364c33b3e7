// Public API of @portico/skin-default. Every name here is guarded by a snapshot test (index.test.ts).
// The stylesheet is a separate entry: import '@portico/skin-default/styles.css'.

// The modal
export { PorticoModal, type PorticoModalProps } from '../modal/PorticoModal.js'
export type { ViewRegistry } from '../modal/viewRegistry.js'
export { defaultViews } from '../modal/defaultViews.js'

// Views, to reuse or wrap when replacing one through `views`
export { ConnectView } from '../views/ConnectView.js'
export { ConnectingExternalView } from '../views/ConnectingExternalView.js'
export { AccountView } from '../views/AccountView.js'
export { NetworksView } from '../views/NetworksView.js'
export { UnsupportedChainView } from '../views/UnsupportedChainView.js'

// Messages
export { useMessages } from '../messages/useMessages.js'
export type { Messages } from '../messages/en.js'
