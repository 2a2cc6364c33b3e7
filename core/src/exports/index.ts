// Public API of @portico/core. Every name here is guarded by a snapshot test.

// Composition root
export { createPortico } from '../client/createPortico.js'
export type { PorticoClient, Controllers } from '../client/porticoClient.js'

// Options
export type {
  PorticoOptions,
  Features,
  Metadata,
  ThemeMode,
  ThemeVariables,
  SiwxConfig,
  SocialProvider,
  ConnectMethod,
} from '../options/porticoOptions.js'
export { SOCIAL_PROVIDERS, CONNECT_METHODS } from '../options/porticoOptions.js'
export type { ResolvedOptions, ResolvedFeatures } from '../options/resolveOptions.js'
export { DEFAULT_FEATURES } from '../options/resolveOptions.js'
export { InvalidOptionsError } from '../options/InvalidOptionsError.js'

// Actions
export { openModal, type OpenModalParams } from '../actions/openModal.js'
export { closeModal, canCloseModal, type CloseModalParams } from '../actions/closeModal.js'
export { goBack } from '../actions/goBack.js'
export { navigate, type NavigateParams } from '../actions/navigate.js'
export { connect, type ConnectParams, type ConnectReturnType, type ConnectErrorType } from '../actions/connect.js'
export { resetConnectState } from '../actions/resetConnectState.js'
export {
  disconnect,
  type DisconnectParams,
  type DisconnectReturnType,
  type DisconnectErrorType,
} from '../actions/disconnect.js'
export { switchNetwork, type SwitchNetworkParams, type SwitchNetworkErrorType } from '../actions/switchNetwork.js'
export { selectNetwork, type SelectNetworkResult } from '../actions/selectNetwork.js'
export { reconnect, type ReconnectReturnType } from '../actions/reconnect.js'
export {
  signMessage,
  type SignMessageParams,
  type SignMessageReturnType,
  type SignMessageErrorType,
} from '../actions/signMessage.js'
export { refreshBalance } from '../actions/refreshBalance.js'
export { addNetwork } from '../actions/addNetwork.js'
export { removeNetwork } from '../actions/removeNetwork.js'
export { setTheme, type SetThemeParams } from '../actions/setTheme.js'
export { getAccount, watchAccount, type GetAccountParams, type GetAccountReturnType } from '../actions/getAccount.js'
export { getNetwork, watchNetwork, type GetNetworkReturnType } from '../actions/getNetwork.js'
export { getConnectors, watchConnectors } from '../actions/getConnectors.js'

// Adapters
export {
  createAdapter,
  type ChainAdapter,
  type AdapterContext,
  type AdapterEvents,
  type AdapterConnectParams,
  type AdapterConnectResult,
  type AdapterSwitchNetworkParams,
  type AdapterBalanceParams,
  type AdapterBalance,
  type AdapterSignMessageParams,
  type AdapterSendTransactionParams,
} from '../adapter/createAdapter.js'

// Entities
export { CHAIN_NAMESPACES, isChainNamespace } from '../types/namespace.js'
export type { ChainNamespace, CaipNetworkId, CaipAddress } from '../types/namespace.js'
export type { Network, NativeCurrency, NamespaceNetworkState } from '../types/network.js'
export { CONNECTOR_TYPES, isEmbeddedWalletConnector } from '../types/connector.js'
export type { Connector, ConnectorType, ConnectorStatus } from '../types/connector.js'
export type {
  AccountState,
  AccountStatus,
  AccountType,
  AccountTab,
  AccountEntry,
  ConnectedWalletInfo,
  TokenBalance,
} from '../types/account.js'

// Wallet lists
export {
  filterWalletList,
  filterConnectors,
  connectorIdentity,
  type WalletIdentity,
  type WalletListFilter,
} from '../wallets/filterWalletList.js'

// Networks
export { isNetworkSupported, isNetworkDisabled } from '../network/networkSupport.js'
export { isUnsupportedNetwork, UNSUPPORTED_NETWORK_NAME } from '../network/unsupportedNetwork.js'

// Router
export { VIEWS } from '../router/routes.js'
export type { View, Route, RouteOf, RouterState, SendRouteParams, TransactionCallbacks } from '../router/routes.js'
export { footerFor, type FooterKind } from '../router/footer.js'
export { currentRoute } from '../router/routerReducer.js'

// Controllers' state shapes
export type { ModalState } from '../controllers/modalController.js'
export type { AccountsState } from '../controllers/accountsController.js'
export type { ChainsState } from '../controllers/chainsController.js'
export type {
  ConnectionState,
  ConnectionStatus,
  Connection,
  RecentWallet,
  LastConnect,
} from '../controllers/connectionController.js'
export { RECENT_WALLETS_KEPT } from '../controllers/connectionController.js'
export type { ConnectorsState } from '../controllers/connectorsController.js'
export type { OptionsState } from '../controllers/optionsController.js'
export type { ThemeState } from '../controllers/themeController.js'
export type { AlertsState, Alert, AlertSeverity } from '../controllers/alertsController.js'
export type { SnackbarState, SnackbarVariant } from '../controllers/snackbarController.js'
export type { EventsState, AnalyticsEvent } from '../controllers/eventsController.js'
export type { SiwxState, SiwxSession } from '../controllers/siwxController.js'
export type { ReadableStore } from '../store/createStore.js'

// Platform
export type {
  Platform,
  StoragePort,
  ClockPort,
  FetchPort,
  RandomPort,
  EnvironmentPort,
  MessagingPort,
  PopupPort,
  BeaconPort,
  ConsolePort,
} from '../platform/ports.js'
export { createBrowserPlatform } from '../platform/browserPlatform.js'

// Errors (SPEC.md section 8; messages and codes verbatim)
export { PorticoError, isPorticoError, type ErrorCategory } from '../errors/PorticoError.js'
export {
  defineError,
  type ErrorDefinition,
  type DefinedError,
  type DefinedErrorClass,
  type DefinedErrorOptions,
} from '../errors/defineError.js'
export { ALERT_ERRORS, AlertPorticoError, mapServerMessageToAlert } from '../errors/AlertPorticoError.js'
export type { AlertError, AlertErrorKey } from '../errors/AlertPorticoError.js'
export {
  UserRejectedRequestError,
  isUserRejection,
  toUserRejectedError,
  USER_REJECTION_CODES,
} from '../errors/UserRejectedRequestError.js'
export {
  ModalClosedError,
  ConnectionRejectedError,
  ConnectionFailedError,
  ConnectorNotFoundError,
  DisconnectFailedError,
  ChainAdapterNotFoundError,
  InvalidConnectionStatusError,
  SiwxConflictError,
  DisconnectChainsError,
} from '../errors/connectionErrors.js'
export {
  PROVIDER_ERROR_CODES,
  ProviderRpcError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  ProviderDisconnectedError,
  ChainDisconnectedError,
  UnrecognizedChainError,
  InvalidChainError,
  isUnrecognizedChainError,
  ChainNotSupportedError,
  ProviderNotFoundError,
  SwitchChainNotSupportedError,
} from '../errors/providerErrors.js'
export { InvalidCaipAddressError } from '../errors/InvalidCaipAddressError.js'
export { InvalidCaipNetworkIdError } from '../errors/InvalidCaipNetworkIdError.js'
export { InvalidWalletResponseError } from '../errors/InvalidWalletResponseError.js'
export { NotConnectedError, AdapterCapabilityError } from '../errors/actionErrors.js'
export { SdkError } from '../errors/SdkError.js'
export { wrapError, withErrorWrapping } from '../errors/wrapError.js'

// Utilities
export {
  parseCaipNetworkId,
  parseCaipAddress,
  formatCaipNetworkId,
  formatCaipAddress,
  isCaipNetworkId,
  isCaipAddress,
} from '../utils/caip.js'
export { isEvmAddress } from '../utils/evmAddress.js'
export { isSolanaAddress } from '../utils/solanaAddress.js'
export { isAddressForNamespace } from '../utils/isAddressForNamespace.js'
export { sanitizeAmountInput, type SanitizeAmountInputOptions } from '../utils/amountInput.js'
export { truncateAddress, truncateEmail, type TruncateAddressOptions } from '../utils/truncate.js'
export { isSafeDeepLink, isSafeImageUrl, sanitizeImageUrl } from '../utils/urlSafety.js'
export { isValidEmail, INVALID_EMAIL_MESSAGE } from '../utils/email.js'
export { createLogger, LOG_LEVELS, type Logger, type LogLevel, type LogEntry } from '../logger/createLogger.js'
export { createEventBus, type EventBus } from '../events/createEventBus.js'
export { ANALYTICS_ALWAYS_SENT, type PorticoEvents, type PorticoEventName } from '../events/porticoEvents.js'
export { STORAGE_PREFIX, STORAGE_KEYS } from '../storage/storageKeys.js'
