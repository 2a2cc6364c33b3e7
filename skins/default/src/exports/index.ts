// Public API of @portico/skin-default. Every name here is guarded by a snapshot test (index.test.ts).
// The stylesheet is a separate entry: import '@portico/skin-default/styles.css'.

// The modal
export { PorticoModal, type PorticoModalProps } from '../modal/PorticoModal.js'
export type { ViewRegistry } from '../modal/viewRegistry.js'
export { defaultViews } from '../modal/defaultViews.js'
export { defaultConnectMethods, type ConnectMethodRegistry } from '../modal/connectMethodRegistry.js'

// The custom element, for pages without React
export { createModal, type CreateModalOptions, type PorticoModalHandle } from '../createModal.js'

// Views, to reuse or wrap when replacing one through `views`
export { ConnectView } from '../views/ConnectView.js'
export { WalletGroup } from '../components/WalletGroup.js'
export { ConnectWalletsView } from '../views/ConnectWalletsView.js'
export { ConnectingExternalView } from '../views/ConnectingExternalView.js'
export { AccountView } from '../views/AccountView.js'
export { NetworksView } from '../views/NetworksView.js'
export { UnsupportedChainView } from '../views/UnsupportedChainView.js'
export { SwitchNetworkView } from '../views/SwitchNetworkView.js'
export { SwitchActiveChainView } from '../views/SwitchActiveChainView.js'

// Modal parts, to reuse in a replaced view or shell
export { AlertBanner } from '../components/AlertBanner.js'
export { Snackbar } from '../components/Snackbar.js'
export { LoadingOverlay } from '../components/LoadingOverlay.js'

// Messages
export { useMessages } from '../messages/useMessages.js'
export { useLocale } from '../messages/useLocale.js'
export { en, type Messages, type ErrorCode, type ActivityRowSummary } from '../messages/en.js'
export { de } from '../messages/de.js'
export type { Locale } from '../messages/catalogues.js'
export type { PluralForms } from '../messages/pluralForms.js'

// The connect button for the page (issue 14), and the account-data views
export { ConnectButton, type ConnectButtonProps } from '../components/ConnectButton.js'
export {
  createConnectButton,
  PORTICO_CONNECT_BUTTON_TAG,
  type CreateConnectButtonOptions,
  type ConnectButtonHandle,
} from '../createConnectButton.js'
export { RegisterAccountNameView } from '../views/RegisterAccountNameView.js'
export { RegisterAccountNameSuccessView } from '../views/RegisterAccountNameSuccessView.js'
export { TokensPanel } from '../components/TokensPanel.js'
export { ActivityPanel } from '../components/ActivityPanel.js'
