// Public API of @portico/core. Every name here is guarded by a snapshot test.

// Composition root
export { createPortico } from '../kernel/createPortico.js'
export type { PorticoClient, Controllers } from '../kernel/client/porticoClient.js'

// Options
export type {
  PorticoOptions,
  Features,
  Metadata,
  ThemeMode,
  ThemeVariables,
  SocialProvider,
  ConnectMethod,
  ServicesOptions,
} from '../kernel/options/porticoOptions.js'
export { SOCIAL_PROVIDERS, CONNECT_METHODS } from '../kernel/options/porticoOptions.js'
export type { ResolvedOptions, ResolvedFeatures, ResolvedServices } from '../kernel/options/resolveOptions.js'
export { DEFAULT_FEATURES, DEFAULT_SERVICES } from '../kernel/options/resolveOptions.js'
export { InvalidOptionsError } from '../kernel/options/InvalidOptionsError.js'
export { checkOptions } from '../kernel/options/checkOptions.js'
export { PLUGIN_FEATURES, type PluginFeature } from '../kernel/features/pluginFeatures.js'
export { FEATURE_PLUGINS } from '../kernel/features/featurePlugins.js'

// Actions: headless verbs (no router, no toasts), each with its typed errors
export { connect, type ConnectParams, type ConnectReturnType, type ConnectErrorType, type ConnectedNamespace } from '../modules/connection/actions/connect.js'
export { resetConnectState } from '../modules/connection/actions/resetConnectState.js'
export {
  disconnect,
  type DisconnectParams,
  type DisconnectReturnType,
  type DisconnectErrorType,
} from '../modules/connection/actions/disconnect.js'
export {
  switchNetwork,
  type SwitchNetworkParams,
  type SwitchNetworkReturnType,
  type SwitchNetworkErrorType,
} from '../modules/network/actions/switchNetwork.js'
export { reconnect, type ReconnectReturnType } from '../modules/connection/actions/reconnect.js'
export {
  signMessage,
  type SignMessageParams,
  type SignMessageReturnType,
  type SignMessageErrorType,
} from '../modules/connection/actions/signMessage.js'
export {
  sendTransaction,
  transferToken,
  estimateFees,
  estimateGas,
  waitForReceipt,
  sendCalls,
  writeContract,
  getCapabilities,
  type SendTransactionParams,
  type TransferTokenParams,
  type WriteContractParams,
  type GetCapabilitiesReturnType,
} from '../modules/connection/actions/walletActions.js'
export { addNetwork } from '../modules/network/actions/addNetwork.js'
export { removeNetwork } from '../modules/network/actions/removeNetwork.js'
export { setTheme, type SetThemeParams } from '../modules/modal/actions/setTheme.js'

// Reads, in pairs: getX(client) and watchX(client, onChange)
export { getAccount, watchAccount, type GetAccountParams, type GetAccountReturnType } from '../modules/connection/actions/getAccount.js'
export {
  getBalance,
  watchBalance,
  refreshBalance,
  BALANCE_RETRY_BLOCK_MS,
  type GetBalanceParams,
  type GetBalanceReturnType,
} from '../modules/account-data/actions/getBalance.js'
export { getNetwork, watchNetwork, type GetNetworkReturnType } from '../modules/network/actions/getNetwork.js'
export { getConnectors, watchConnectors, getConnectorStatus } from '../modules/connection/actions/getConnectors.js'
export { getModal, watchModal, type GetModalReturnType } from '../modules/modal/flows/getModal.js'
export { getRoute, watchRoute, type GetRouteReturnType } from '../modules/modal/flows/getRoute.js'
export { getFeatures, watchFeatures, type GetFeaturesReturnType } from '../kernel/features/getFeatures.js'

// Flows: what a visitor does in the modal; they call actions and own navigation and toasts
export { openModal, type OpenModalParams } from '../modules/modal/flows/openModal.js'
export { closeModal, canCloseModal, type CloseModalParams } from '../modules/modal/flows/closeModal.js'
export { goBack } from '../modules/modal/flows/goBack.js'
export { navigate, type NavigateParams } from '../modules/modal/flows/navigate.js'
export { connectFlow, connectingRouteFor } from '../modules/connection/flows/connectFlow.js'
export { disconnectFlow } from '../modules/connection/flows/disconnectFlow.js'
export { selectNetworkFlow, switchActiveChainFlow, type SelectNetworkResult } from '../modules/network/flows/selectNetworkFlow.js'
export { switchNetworkViewFlow } from '../modules/network/flows/switchNetworkViewFlow.js'
export { REJECTION_CODES, toastCode, type WalletRequestKind } from '../modules/modal/flows/requestToast.js'

// Plug-ins: chain adapters and connector sources
export { definePlugin, type PorticoPlugin } from '../kernel/plugins/porticoPlugin.js'
export { defineModule, type PorticoModule, type ModuleReactions } from '../kernel/plugins/porticoModule.js'
export { ViewNotProvidedError } from '../kernel/router/ViewNotProvidedError.js'
export {
  ACCOUNTS_ONLY_CAPABILITIES,
  UNSUPPORTED,
  type ChainAdapter,
  type BindWalletParams,
  type WalletCapabilities,
  type Capability,
  type CapabilityName,
  type NetworkSwitching,
  type NativeBalance,
  type SignMessageRequest,
  type SendTransactionRequest,
  type TransferTokenRequest,
  type FeeEstimate,
  type TransactionReceipt,
  type WalletCall,
  type WriteContractRequest,
} from '../kernel/plugins/chainAdapter.js'
export type {
  ConnectorSource,
  SourceContext,
  SourceEvent,
  SourceSession,
  NamespaceSession,
  SessionAccount,
  SourceConnectParams,
  SourceSignInRequest,
  SourceSignIn,
} from '../kernel/plugins/connectorSource.js'
export {
  BUILTIN_NAMESPACE_RULES,
  defineNamespaceRules,
  chainReferenceOf,
  type NamespaceRules,
} from '../kernel/plugins/namespaceRules.js'
export type { QueryCache, QueryEntry, QueryStatus, QueryDefinition } from '../kernel/query/createQueryCache.js'
export type { PorticoAbortSignal, PorticoAbortController } from '../kernel/utils/abort.js'
export type { AbortSignalLike } from '../kernel/platform/ports.js'

// Entities
export { CHAIN_NAMESPACES, isChainNamespace } from '../kernel/types/namespace.js'
export type { ChainNamespace, CaipNetworkId, CaipAddress } from '../kernel/types/namespace.js'
export type { Network, NativeCurrency, NamespaceNetworkState } from '../kernel/types/network.js'
export { CONNECTOR_TYPES, isEmbeddedWalletConnector } from '../kernel/types/connector.js'
export type { Connector, ConnectorType, ConnectorStatus } from '../kernel/types/connector.js'
export type { WalletListing } from '../kernel/types/walletListing.js'
export type {
  AccountStatus,
  AccountType,
  AccountEntry,
  ConnectedWalletInfo,
  TokenBalance,
} from '../kernel/types/account.js'

// Wallet lists
export {
  filterWalletList,
  filterConnectors,
  connectorIdentity,
  type WalletIdentity,
  type WalletListFilter,
} from '../modules/catalogue/filterWalletList.js'
export {
  listCatalogueWallets,
  reachableOnMobile,
  excludedRdns,
  isExcludedByRdns,
  recommendedSlots,
  installedConnectorOf,
  CONNECT_WALLET_ENTRIES,
  type CatalogueListContext,
} from '../modules/catalogue/buildCatalogueList.js'
export { imageDataUrl } from '../kernel/images/imageDataUrl.js'
export type { StoredImage, ImageType } from '../kernel/images/storedImage.js'
export type { ImageCacheKind } from '../kernel/images/imageCache.js'
export {
  catalogueQuery,
  fetchCatalogue,
  registryImageQuery,
  walletsParams,
  WALLET_PAGE_SIZES,
  WALLET_SEARCH_DELAY_MS,
  CATALOGUE_LIFETIME_MS,
  CATALOGUE_RETRY_BLOCK_MS,
  type CatalogueRequest,
} from '../modules/catalogue/walletCatalogue.js'
export { storeLinkFor, storeLinkOf, storePlatformOf, isSafeStoreLink, type StorePlatform, type StoreLink } from '../modules/catalogue/storeLink.js'
export type { WalletPage } from '../modules/catalogue/services/walletListingSchema.js'
export type { GetWalletsParams, RegistryImageKind } from '../modules/catalogue/services/walletRegistry.js'
export { selectWalletFlow, type SelectWalletResult } from '../modules/connection/flows/selectWalletFlow.js'
export {
  catalogueListView,
  catalogueRequests,
  featuredWallets,
  walletItemProps,
  walletConnectItemProps,
  type CatalogueListView,
  type CatalogueMode,
  type CatalogueStatus,
  type WalletItemProps,
} from '../modules/catalogue/catalogueView.js'

// Networks
export { isNetworkSupported, isNetworkDisabled } from '../modules/network/networkSupport.js'
export { isUnsupportedNetwork, UNSUPPORTED_NETWORK_NAME } from '../modules/network/unsupportedNetwork.js'
export {
  networksView,
  networkConnectionFlags,
  searchNetworks,
  networkItemProps,
  type NetworkItem,
  type NetworksView,
  type NetworkItemProps,
  type NetworkConnectionFlags,
} from '../modules/network/networksView.js'

// Router
export { VIEWS } from '../kernel/router/routes.js'
export type { View, Route, RouteOf, RouterState, SendRouteParams, TransactionCallbacks, EmbeddedLoginStep } from '../kernel/router/routes.js'
export { footerFor, type FooterKind } from '../kernel/router/footer.js'
export { currentRoute } from '../kernel/router/routerReducer.js'

// Controllers' state shapes
export type { ModalState } from '../modules/modal/modalController.js'
export type { ChainsState } from '../modules/network/chainsController.js'
export type {
  ConnectionState,
  Connection,
  NamespaceConnection,
  ConnectAttempt,
  Pairing,
  RecentWallet,
  LastConnect,
} from '../modules/connection/connectionController.js'
export { RECENT_WALLETS_KEPT } from '../modules/connection/connectionController.js'
export type { ConnectorsState } from '../modules/connection/connectorsController.js'
export { connectorNamespaces } from '../modules/connection/connectorsController.js'
export type { OptionsState } from '../kernel/options/optionsController.js'
export type { ThemeState } from '../modules/modal/themeController.js'
export type { AlertsState, Alert, AlertSeverity } from '../kernel/alerts/alertsController.js'
export type { SnackbarState, SnackbarVariant } from '../modules/modal/snackbarController.js'
export type { EventsState, AnalyticsEvent } from '../kernel/events/eventsController.js'
export type { SiwxState, SiwxStatus } from '../modules/siwx/siwxController.js'
export type { ReadableStore } from '../kernel/store/createStore.js'
export { shallowEqual } from '../kernel/store/createStore.js'
export { createMutation, type Mutation, type MutationState, type MutationStatus } from '../kernel/store/createMutation.js'

// Platform
export type {
  Platform,
  StoragePort,
  ClockPort,
  FetchPort,
  RandomPort,
  EnvironmentPort,
  MessagingPort,
  FramePort,
  MountedFrame,
  FrameBox,
  PopupPort,
  BeaconPort,
  ConsolePort,
  NavigationPort,
} from '../kernel/platform/ports.js'
export { createBrowserPlatform } from '../kernel/platform/browserPlatform.js'

// Errors (SPEC.md section 8; messages and codes verbatim)
export { PorticoError, isPorticoError, type ErrorCategory } from '../kernel/errors/PorticoError.js'
export {
  defineError,
  type ErrorDefinition,
  type DefinedError,
  type DefinedErrorClass,
  type DefinedErrorOptions,
} from '../kernel/errors/defineError.js'
export { ALERT_ERRORS, AlertPorticoError, mapServerMessageToAlert } from '../kernel/alerts/AlertPorticoError.js'
export type { AlertError, AlertErrorKey } from '../kernel/alerts/AlertPorticoError.js'
export {
  UserRejectedRequestError,
  isUserRejection,
  toUserRejectedError,
  USER_REJECTION_CODES,
} from '../kernel/errors/UserRejectedRequestError.js'
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
} from '../kernel/errors/connectionErrors.js'
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
} from '../kernel/errors/providerErrors.js'
export { InvalidCaipAddressError } from '../kernel/errors/InvalidCaipAddressError.js'
export { InvalidCaipNetworkIdError } from '../kernel/errors/InvalidCaipNetworkIdError.js'
export { InvalidWalletResponseError } from '../kernel/errors/InvalidWalletResponseError.js'
export { NotConnectedError, AdapterCapabilityError } from '../kernel/errors/actionErrors.js'
export { SdkError } from '../kernel/errors/SdkError.js'
export { ConnectSupersededError } from '../kernel/errors/ConnectSupersededError.js'
export { WalletIdentityConflictError } from '../kernel/errors/WalletIdentityConflictError.js'
export { wrapError, withErrorWrapping } from '../kernel/errors/wrapError.js'
export { errorCodeOf, errorCodesOf } from '../kernel/errors/errorCodeOf.js'

// Utilities
export {
  parseCaipNetworkId,
  parseCaipAddress,
  formatCaipNetworkId,
  formatCaipAddress,
  isCaipNetworkId,
  isCaipAddress,
} from '../kernel/utils/caip.js'
export { isEvmAddress } from '../kernel/utils/evmAddress.js'
export { isSolanaAddress } from '../kernel/utils/solanaAddress.js'
export { hostTimer, type TimerLike } from '../kernel/platform/hostTimer.js'
export { base58Decode, base58Encode } from '../kernel/encoding/base58.js'
export { base64Decode, base64Encode, isBase64 } from '../kernel/encoding/base64.js'
export { sanitizeAmountInput, type SanitizeAmountInputOptions } from '../kernel/utils/amountInput.js'
export { truncateAddress, truncateEmail, type TruncateAddressOptions } from '../kernel/utils/truncate.js'
export { formatBalance, BALANCE_DECIMALS } from '../kernel/format/formatBalance.js'
export { toDisplayUnits, toSmallestUnit } from '../kernel/format/formatAmount.js'
export { isSafeDeepLink, isSafeImageUrl, sanitizeImageUrl } from '../kernel/utils/urlSafety.js'
export { isValidEmail, INVALID_EMAIL_MESSAGE } from '../kernel/utils/email.js'
export {
  sanitizeWalletText,
  isBlankLooking,
  type SanitizeWalletTextOptions,
  type SanitizedWalletText,
  type WalletTextProblem,
} from '../kernel/utils/walletText.js'
export {
  isEvmTransactionHash,
  isEvmSignature,
  isSolanaSignature,
  isSolanaTransactionSignature,
  EVM_EOA_SIGNATURE_BYTES,
  MAX_EVM_SIGNATURE_BYTES,
  SOLANA_SIGNATURE_BYTES,
} from '../kernel/utils/walletReplies.js'
export { createLogger, LOG_LEVELS, type Logger, type LogLevel, type LogEntry } from '../kernel/logger/createLogger.js'
export { createEventBus, type EventBus } from '../kernel/events/createEventBus.js'
export { ANALYTICS_ALWAYS_SENT, type PorticoEvents, type PorticoEventName } from '../kernel/events/porticoEvents.js'
export { STORAGE_PREFIX, STORAGE_KEYS } from '../kernel/storage/storageKeys.js'

// Services (SPEC.md section 7): the HTTP client, the allowed-origin rules, the privacy scrubber
export { createHttpClient, DEFAULT_HTTP_TIMEOUT_MS } from '../kernel/services/createHttpClient.js'
export type { HttpClient, HttpClientOptions, RequestOptions, JsonRequestOptions, QueryParams } from '../kernel/services/createHttpClient.js'
export {
  HttpStatusError,
  NetworkRequestError,
  RequestTimeoutError,
  RequestAbortedError,
  InvalidResponseError,
} from '../kernel/services/httpErrors.js'
export type { Services, ServiceClients, ServiceName } from '../kernel/services/createServices.js'
export { ServiceNotConfiguredError } from '../kernel/services/ServiceNotConfiguredError.js'
export { SERVICE_FEATURES, type ServiceFeature, type MissingService } from '../kernel/features/serviceFeatures.js'
export { originMatches, isOriginAllowed, DEFAULT_ALLOWED_ANCESTORS } from '../modules/telemetry/services/originPattern.js'
export { scrubText, scrubValue, REDACTED } from '../modules/telemetry/services/scrubPayload.js'
export { SDK_TYPE, SDK_VERSION } from '../kernel/services/sdkInfo.js'

// Sign-in with X (SPEC.md sections 3 to 5): the message, its strict parser, sessions, the flow
export type { SiwxMessage, SiwxSession, SiwxMessageInput } from '../modules/siwx/siwxMessage.js'
export { DEFAULT_SIWX_CHAIN, SIWX_ACCOUNT_NAMES, SIWX_LIMITS } from '../modules/siwx/siwxMessage.js'
export { serializeSiwxMessage } from '../modules/siwx/serializeSiwxMessage.js'
export {
  parseSiwxMessage,
  checkSiwxMessageTimes,
  isRfc3339,
  SIWX_CLOCK_SKEW_MS,
  type ParseSiwxMessageOptions,
} from '../modules/siwx/parseSiwxMessage.js'
export { verifySiwxSession, type VerifySiwxSessionParams, type VerifySiwxSessionResult } from '../modules/siwx/verifySiwxSession.js'
export type { SignatureVerifier, VerifySignatureParams } from '../modules/siwx/signatureVerifier.js'
export type { SiwxConfig, SiwxContext } from '../modules/siwx/siwxConfig.js'
export { siwxFromSiweConfig, type SiweConfig, type SiweMessageParams, type SiweSession } from '../modules/siwx/siweConfig.js'
export { createDefaultSiwx, DEFAULT_SIWX_SESSION_LIFETIME_MS, type DefaultSiwxOptions } from '../modules/siwx/createDefaultSiwx.js'
export {
  SiwxNotEnabledError,
  SiwxNoAddressError,
  SiwxNoNetworkError,
  SiwxNoClientError,
  SiwxSigningError,
  SiwxSignMessageFailedError,
  SiwxInitializationError,
  InvalidSiwxMessageError,
} from '../modules/siwx/siwxErrors.js'
export { signInFlow, cancelSignInFlow, signOutFlow, captureEmailFlow } from '../modules/siwx/flows/siwxActions.js'
export { getSiwx, watchSiwx, type GetSiwxReturnType } from '../modules/siwx/actions/getSiwx.js'
export type { ResolvedSiwx } from '../kernel/options/resolveOptions.js'
// Pairing (SPEC.md section 4, Pairing): the URI lifecycle, wallet links and link safety
export { PAIRING_LIFETIME_MS, PAIRING_EXPIRY_MARGIN_MS, isPairingExpired } from '../modules/pairing/pairingTiming.js'
export { PairingExpiredError } from '../modules/pairing/openPairingSession.js'
export {
  formatUniversalLink,
  formatNativeLink,
  isSafeWalletBase,
  walletLinkFor,
  bestWalletLink,
  linkTargetsFor,
  type WalletLink,
  type WalletLinkTarget,
} from '../modules/pairing/walletLinks.js'
export { startPairing, retryPairing, pairingLinkFor, pairingConnector, isPairingPending, type PairingLinkResult } from '../modules/pairing/flows/pairingFlow.js'
export {
  pairingView,
  pairingWalletOf,
  pairingSecondsLeft,
  pairingLinks,
  pairingParts,
  type PairingView,
  type PairingStatus,
  type PairingPart,
  type PairingParts,
  type PairingPartsInput,
} from '../modules/pairing/pairingView.js'
export type { PairingLinking } from '../modules/connection/connectionController.js'
// Account data: the blockchain-data API in the query cache (issue 14)
export {
  getTokenBalances,
  watchTokenBalances,
  fetchTokenBalances,
  type GetTokenBalancesParams,
  type GetTokenBalancesReturnType,
} from '../modules/account-data/actions/getTokenBalances.js'
export {
  getActivity,
  watchActivity,
  fetchActivity,
  fetchNextActivityPage,
  type GetActivityParams,
  type GetActivityReturnType,
} from '../modules/account-data/actions/getActivity.js'
export {
  getIdentity,
  watchIdentity,
  fetchIdentity,
  getAccountName,
  watchAccountName,
  fetchAccountName,
  type GetIdentityParams,
  type GetIdentityReturnType,
  type GetAccountNameReturnType,
} from '../modules/account-data/actions/getIdentity.js'
export { registerAccountName, evmCoinType, type RegisterAccountNameParams } from '../modules/account-data/actions/registerAccountName.js'
export { loadTokenBalancesFlow, loadActivityFlow, registerAccountNameFlow } from '../modules/account-data/flows/accountDataFlows.js'
export { filterTokenBalances, totalTokenValue, type RawTokenBalance } from '../modules/account-data/tokenBalances.js'
export { isAcceptedWalletAssetList, tokenBalancesFromWalletAssets } from '../modules/account-data/walletAssets.js'
export {
  filterHistory,
  filterActivityTransfers,
  operationPrefix,
  isSpamOnly,
  GAS_FEE_SHARE,
  MINOR_AMOUNT_SHARE,
  TRANSFERS_KEPT,
} from '../modules/account-data/activityRules.js'
export { activityItems, type ActivityItem, type ActivityTransfer } from '../modules/account-data/activityItems.js'
export { explorerUrl } from '../modules/account-data/explorerLinks.js'
export { isValidAccountName, accountNameMessage, ACCOUNT_NAME_MIN_LENGTH, ACCOUNT_NAME_MAX_LENGTH } from '../modules/account-data/accountName.js'
export { TOKEN_BALANCE_RETRY_BLOCK_MS, type Identity } from '../modules/account-data/accountQueries.js'
export { formatFiat, accountFiatValue, CURRENCY_DECIMALS } from '../kernel/format/formatFiat.js'
export type { ApiTransaction, ApiTransfer, ApiTokenBalance, ApiNameRecord } from '../modules/account-data/services/blockchainApi.js'
export {
  FetchTransactionsError,
  TokenBalanceUnavailableError,
  ResolveNameError,
  NameSuggestionsError,
  FetchNamesError,
  RegisterNameError,
  NameNetworkNotFoundError,
  NameAddressNotFoundError,
  InvalidAccountNameError,
} from '../modules/account-data/accountDataErrors.js'
export {
  getNameSuggestions,
  watchNameSuggestions,
  fetchNameSuggestions,
  MAX_NAME_SUGGESTIONS,
  type NameSuggestion,
  type GetNameSuggestionsParams,
  type GetNameSuggestionsReturnType,
} from '../modules/account-data/actions/getNameSuggestions.js'

// The embedded wallet: e-mail and social login, approvals through the login frame
export {
  getEmbeddedWallet,
  watchEmbeddedWallet,
  sendEmailCode,
  verifyEmailDevice,
  verifyEmailOtp,
  connectSocialResult,
  updateEmail,
  verifyUpdateEmailPrimary,
  verifyUpdateEmailSecondary,
  placeLoginFrame,
  type GetEmbeddedWalletReturnType,
} from '../modules/embedded-wallet/actions/embeddedLogin.js'
export {
  setPreferredAccountType,
  type SetPreferredAccountTypeParams,
  type SetPreferredAccountTypeReturnType,
} from '../modules/embedded-wallet/actions/setPreferredAccountType.js'
export { setPreferredAccountTypeFlow } from '../modules/embedded-wallet/flows/preferredAccountTypeFlow.js'
export { emailLoginFlow, verifyEmailOtpFlow } from '../modules/embedded-wallet/flows/emailLoginFlow.js'
export { socialLoginFlow, SOCIAL_POPUP } from '../modules/embedded-wallet/flows/socialLoginFlow.js'
export { farcasterLoginFlow } from '../modules/embedded-wallet/flows/farcasterLoginFlow.js'
export { completeSocialReturn, socialResultUriFrom } from '../modules/embedded-wallet/flows/socialReturnFlow.js'
export { SOCIAL_RESULT_PARAM, SOCIAL_STATE_PARAM, SOCIAL_RETURN_PARAM } from '../modules/embedded-wallet/flows/socialResultParam.js'
export { getSocialProviders, hiddenSocialProviders } from '../modules/embedded-wallet/actions/getSocialProviders.js'
export { SOCIAL_LOGIN_START_MAX_AGE_MS } from '../modules/embedded-wallet/flows/socialLoginStart.js'
export { updateEmailFlow, verifyUpdateEmailPrimaryFlow, verifyUpdateEmailSecondaryFlow, EMAIL_UPDATED_MESSAGE } from '../modules/embedded-wallet/flows/updateEmailFlow.js'
export { getEmailCooldown, watchEmailCooldown, EMAIL_COOLDOWN_IDLE_CHECK_MS } from '../modules/embedded-wallet/actions/emailCooldown.js'
export {
  isEmbeddedLoginSource,
  type EmbeddedLoginSession,
  type EmbeddedLoginSource,
  type EmbeddedWalletUi,
  type EmailConnectAction,
  type EmailUpdateAction,
} from '../kernel/plugins/embeddedLoginSource.js'
export {
  AuthConnectorNotFoundError,
  PopupClosedError,
  SocialConnectionFailedError,
  NotConnectedToEmailError,
  FarcasterConnectionFailedError,
  InvalidAccountTypeError,
  SocialLoginNotStartedError,
  SocialRedirectFailedError,
} from '../modules/embedded-wallet/embeddedLoginErrors.js'
