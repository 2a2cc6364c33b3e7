// Public API of @portico/core. Every name here is guarded by a snapshot test.

// Composition root
export { createPortico } from '../root/createPortico.js'
export type { PorticoClient, Controllers } from '../client/porticoClient.js'

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
} from '../options/porticoOptions.js'
export { SOCIAL_PROVIDERS, CONNECT_METHODS } from '../options/porticoOptions.js'
export type { ResolvedOptions, ResolvedFeatures, ResolvedServices } from '../options/resolveOptions.js'
export { DEFAULT_FEATURES, DEFAULT_SERVICES } from '../options/resolveOptions.js'
export { InvalidOptionsError } from '../options/InvalidOptionsError.js'
export { checkOptions } from '../options/checkOptions.js'
export { PLUGIN_FEATURES, type PluginFeature } from '../features/pluginFeatures.js'
export { FEATURE_PLUGINS } from '../features/featurePlugins.js'

// Actions: headless verbs (no router, no toasts), each with its typed errors
export { connect, type ConnectParams, type ConnectReturnType, type ConnectErrorType, type ConnectedNamespace } from '../actions/connect.js'
export { resetConnectState } from '../actions/resetConnectState.js'
export {
  disconnect,
  type DisconnectParams,
  type DisconnectReturnType,
  type DisconnectErrorType,
} from '../actions/disconnect.js'
export {
  switchNetwork,
  type SwitchNetworkParams,
  type SwitchNetworkReturnType,
  type SwitchNetworkErrorType,
} from '../actions/switchNetwork.js'
export { reconnect, type ReconnectReturnType } from '../actions/reconnect.js'
export {
  signMessage,
  type SignMessageParams,
  type SignMessageReturnType,
  type SignMessageErrorType,
} from '../actions/signMessage.js'
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
} from '../actions/walletActions.js'
export { addNetwork } from '../actions/addNetwork.js'
export { removeNetwork } from '../actions/removeNetwork.js'
export { setTheme, type SetThemeParams } from '../actions/setTheme.js'

// Reads, in pairs: getX(client) and watchX(client, onChange)
export { getAccount, watchAccount, type GetAccountParams, type GetAccountReturnType } from '../actions/getAccount.js'
export {
  getBalance,
  watchBalance,
  refreshBalance,
  BALANCE_RETRY_BLOCK_MS,
  type GetBalanceParams,
  type GetBalanceReturnType,
} from '../actions/getBalance.js'
export { getNetwork, watchNetwork, type GetNetworkReturnType } from '../actions/getNetwork.js'
export { getConnectors, watchConnectors, getConnectorStatus } from '../actions/getConnectors.js'
export { getModal, watchModal, type GetModalReturnType } from '../flows/getModal.js'
export { getRoute, watchRoute, type GetRouteReturnType } from '../flows/getRoute.js'
export { getFeatures, watchFeatures, type GetFeaturesReturnType } from '../actions/getFeatures.js'

// Flows: what a visitor does in the modal; they call actions and own navigation and toasts
export { openModal, type OpenModalParams } from '../flows/openModal.js'
export { closeModal, canCloseModal, type CloseModalParams } from '../flows/closeModal.js'
export { goBack } from '../flows/goBack.js'
export { navigate, type NavigateParams } from '../flows/navigate.js'
export { connectFlow, connectingRouteFor } from '../flows/connectFlow.js'
export { disconnectFlow } from '../flows/disconnectFlow.js'
export { selectNetworkFlow, switchActiveChainFlow, type SelectNetworkResult } from '../flows/selectNetworkFlow.js'
export { switchNetworkViewFlow } from '../flows/switchNetworkViewFlow.js'
export { REJECTION_CODES, toastCode, type WalletRequestKind } from '../flows/requestToast.js'

// Plug-ins: chain adapters and connector sources
export { definePlugin, type PorticoPlugin } from '../plugins/porticoPlugin.js'
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
} from '../plugins/chainAdapter.js'
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
} from '../plugins/connectorSource.js'
export {
  BUILTIN_NAMESPACE_RULES,
  defineNamespaceRules,
  chainReferenceOf,
  type NamespaceRules,
} from '../plugins/namespaceRules.js'
export type { QueryCache, QueryEntry, QueryStatus, QueryDefinition } from '../query/createQueryCache.js'
export type { PorticoAbortSignal, PorticoAbortController } from '../utils/abort.js'
export type { AbortSignalLike } from '../platform/ports.js'

// Entities
export { CHAIN_NAMESPACES, isChainNamespace } from '../types/namespace.js'
export type { ChainNamespace, CaipNetworkId, CaipAddress } from '../types/namespace.js'
export type { Network, NativeCurrency, NamespaceNetworkState } from '../types/network.js'
export { CONNECTOR_TYPES, isEmbeddedWalletConnector } from '../types/connector.js'
export type { Connector, ConnectorType, ConnectorStatus } from '../types/connector.js'
export type { WalletListing } from '../types/walletListing.js'
export type {
  AccountStatus,
  AccountType,
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
export {
  listCatalogueWallets,
  reachableOnMobile,
  excludedRdns,
  isExcludedByRdns,
  recommendedSlots,
  installedConnectorOf,
  CONNECT_WALLET_ENTRIES,
  type CatalogueListContext,
} from '../wallets/buildCatalogueList.js'
export { imageDataUrl } from '../images/imageDataUrl.js'
export type { StoredImage, ImageType } from '../images/storedImage.js'
export type { ImageCacheKind } from '../images/imageCache.js'
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
} from '../wallets/walletCatalogue.js'
export { storeLinkFor, storeLinkOf, storePlatformOf, isSafeStoreLink, type StorePlatform, type StoreLink } from '../wallets/storeLink.js'
export type { WalletPage } from '../services/walletListingSchema.js'
export type { GetWalletsParams, RegistryImageKind } from '../services/walletRegistry.js'
export { selectWalletFlow, type SelectWalletResult } from '../flows/selectWalletFlow.js'

// Networks
export { isNetworkSupported, isNetworkDisabled } from '../network/networkSupport.js'
export { isUnsupportedNetwork, UNSUPPORTED_NETWORK_NAME } from '../network/unsupportedNetwork.js'

// Router
export { VIEWS } from '../router/routes.js'
export type { View, Route, RouteOf, RouterState, SendRouteParams, TransactionCallbacks, EmbeddedLoginStep } from '../router/routes.js'
export { footerFor, type FooterKind } from '../router/footer.js'
export { currentRoute } from '../router/routerReducer.js'

// Controllers' state shapes
export type { ModalState } from '../controllers/modalController.js'
export type { ChainsState } from '../controllers/chainsController.js'
export type {
  ConnectionState,
  Connection,
  NamespaceConnection,
  ConnectAttempt,
  Pairing,
  RecentWallet,
  LastConnect,
} from '../controllers/connectionController.js'
export { RECENT_WALLETS_KEPT } from '../controllers/connectionController.js'
export type { ConnectorsState } from '../controllers/connectorsController.js'
export { connectorNamespaces } from '../controllers/connectorsController.js'
export type { OptionsState } from '../controllers/optionsController.js'
export type { ThemeState } from '../controllers/themeController.js'
export type { AlertsState, Alert, AlertSeverity } from '../controllers/alertsController.js'
export type { SnackbarState, SnackbarVariant } from '../controllers/snackbarController.js'
export type { EventsState, AnalyticsEvent } from '../controllers/eventsController.js'
export type { SiwxState, SiwxStatus } from '../controllers/siwxController.js'
export type { ReadableStore } from '../store/createStore.js'
export { shallowEqual } from '../store/createStore.js'

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
export { ConnectSupersededError } from '../errors/ConnectSupersededError.js'
export { WalletIdentityConflictError } from '../errors/WalletIdentityConflictError.js'
export { wrapError, withErrorWrapping } from '../errors/wrapError.js'
export { errorCodeOf, errorCodesOf } from '../errors/errorCodeOf.js'

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
export { hostTimer, type TimerLike } from '../platform/hostTimer.js'
export { base58Decode, base58Encode } from '../encoding/base58.js'
export { base64Decode, base64Encode, isBase64 } from '../encoding/base64.js'
export { sanitizeAmountInput, type SanitizeAmountInputOptions } from '../utils/amountInput.js'
export { truncateAddress, truncateEmail, type TruncateAddressOptions } from '../utils/truncate.js'
export { formatBalance, BALANCE_DECIMALS } from '../format/formatBalance.js'
export { toDisplayUnits, toSmallestUnit } from '../format/formatAmount.js'
export { isSafeDeepLink, isSafeImageUrl, sanitizeImageUrl } from '../utils/urlSafety.js'
export { isValidEmail, INVALID_EMAIL_MESSAGE } from '../utils/email.js'
export {
  sanitizeWalletText,
  isBlankLooking,
  type SanitizeWalletTextOptions,
  type SanitizedWalletText,
  type WalletTextProblem,
} from '../utils/walletText.js'
export {
  isEvmTransactionHash,
  isEvmSignature,
  isSolanaSignature,
  isSolanaTransactionSignature,
  EVM_EOA_SIGNATURE_BYTES,
  MAX_EVM_SIGNATURE_BYTES,
  SOLANA_SIGNATURE_BYTES,
} from '../utils/walletReplies.js'
export { createLogger, LOG_LEVELS, type Logger, type LogLevel, type LogEntry } from '../logger/createLogger.js'
export { createEventBus, type EventBus } from '../events/createEventBus.js'
export { ANALYTICS_ALWAYS_SENT, type PorticoEvents, type PorticoEventName } from '../events/porticoEvents.js'
export { STORAGE_PREFIX, STORAGE_KEYS } from '../storage/storageKeys.js'

// Services (SPEC.md section 7): the HTTP client, the allowed-origin rules, the privacy scrubber
export { createHttpClient, DEFAULT_HTTP_TIMEOUT_MS } from '../services/createHttpClient.js'
export type { HttpClient, HttpClientOptions, RequestOptions, JsonRequestOptions, QueryParams } from '../services/createHttpClient.js'
export {
  HttpStatusError,
  NetworkRequestError,
  RequestTimeoutError,
  RequestAbortedError,
  InvalidResponseError,
} from '../services/httpErrors.js'
export type { Services, ServiceClients } from '../services/createServices.js'
export { originMatches, isOriginAllowed, DEFAULT_ALLOWED_ANCESTORS } from '../services/originPattern.js'
export { scrubText, scrubValue, REDACTED } from '../services/scrubPayload.js'
export { SDK_TYPE, SDK_VERSION } from '../services/sdkInfo.js'

// Sign-in with X (SPEC.md sections 3 to 5): the message, its strict parser, sessions, the flow
export type { SiwxMessage, SiwxSession, SiwxMessageInput } from '../siwx/siwxMessage.js'
export { DEFAULT_SIWX_CHAIN, SIWX_ACCOUNT_NAMES, SIWX_LIMITS } from '../siwx/siwxMessage.js'
export { serializeSiwxMessage } from '../siwx/serializeSiwxMessage.js'
export {
  parseSiwxMessage,
  checkSiwxMessageTimes,
  isRfc3339,
  SIWX_CLOCK_SKEW_MS,
  type ParseSiwxMessageOptions,
} from '../siwx/parseSiwxMessage.js'
export { verifySiwxSession, type VerifySiwxSessionParams, type VerifySiwxSessionResult } from '../siwx/verifySiwxSession.js'
export type { SignatureVerifier, VerifySignatureParams } from '../siwx/signatureVerifier.js'
export type { SiwxConfig, SiwxContext } from '../siwx/siwxConfig.js'
export { siwxFromSiweConfig, type SiweConfig, type SiweMessageParams, type SiweSession } from '../siwx/siweConfig.js'
export { createDefaultSiwx, DEFAULT_SIWX_SESSION_LIFETIME_MS, type DefaultSiwxOptions } from '../siwx/createDefaultSiwx.js'
export {
  SiwxNotEnabledError,
  SiwxNoAddressError,
  SiwxNoNetworkError,
  SiwxNoClientError,
  SiwxSigningError,
  SiwxSignMessageFailedError,
  SiwxInitializationError,
  InvalidSiwxMessageError,
} from '../siwx/siwxErrors.js'
export { signInFlow, cancelSignInFlow, signOutFlow, captureEmailFlow } from '../flows/siwxActions.js'
export { getSiwx, watchSiwx, type GetSiwxReturnType } from '../actions/getSiwx.js'
export type { ResolvedSiwx } from '../options/resolveOptions.js'
// Pairing (SPEC.md section 4, Pairing): the URI lifecycle, wallet links and link safety
export { PAIRING_LIFETIME_MS, PAIRING_EXPIRY_MARGIN_MS, isPairingExpired } from '../pairing/pairingTiming.js'
export { PairingExpiredError } from '../pairing/openPairingSession.js'
export {
  formatUniversalLink,
  formatNativeLink,
  isSafeWalletBase,
  walletLinkFor,
  bestWalletLink,
  linkTargetsFor,
  type WalletLink,
  type WalletLinkTarget,
} from '../pairing/walletLinks.js'
export { startPairing, retryPairing, pairingLinkFor, pairingConnector, isPairingPending, type PairingLinkResult } from '../flows/pairingFlow.js'
export type { PairingLinking } from '../controllers/connectionController.js'
// Account data: the blockchain-data API in the query cache (issue 14)
export {
  getTokenBalances,
  watchTokenBalances,
  fetchTokenBalances,
  type GetTokenBalancesParams,
  type GetTokenBalancesReturnType,
} from '../actions/getTokenBalances.js'
export {
  getActivity,
  watchActivity,
  fetchActivity,
  fetchNextActivityPage,
  type GetActivityParams,
  type GetActivityReturnType,
} from '../actions/getActivity.js'
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
} from '../actions/getIdentity.js'
export { registerAccountName, evmCoinType, type RegisterAccountNameParams } from '../actions/registerAccountName.js'
export { loadTokenBalancesFlow, loadActivityFlow, registerAccountNameFlow } from '../flows/accountDataFlows.js'
export { filterTokenBalances, totalTokenValue, type RawTokenBalance } from '../account/tokenBalances.js'
export { isAcceptedWalletAssetList, tokenBalancesFromWalletAssets } from '../account/walletAssets.js'
export {
  filterHistory,
  filterActivityTransfers,
  operationPrefix,
  isSpamOnly,
  GAS_FEE_SHARE,
  MINOR_AMOUNT_SHARE,
  TRANSFERS_KEPT,
} from '../account/activityRules.js'
export { activityItems, type ActivityItem, type ActivityTransfer } from '../account/activityItems.js'
export { explorerUrl } from '../account/explorerLinks.js'
export { isValidAccountName, accountNameMessage, ACCOUNT_NAME_MIN_LENGTH, ACCOUNT_NAME_MAX_LENGTH } from '../account/accountName.js'
export { TOKEN_BALANCE_RETRY_BLOCK_MS, type Identity } from '../account/accountQueries.js'
export { formatFiat, accountFiatValue, CURRENCY_DECIMALS } from '../format/formatFiat.js'
export type { ApiTransaction, ApiTransfer, ApiTokenBalance, ApiNameRecord } from '../services/blockchainApi.js'
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
} from '../errors/accountDataErrors.js'
export {
  getNameSuggestions,
  watchNameSuggestions,
  fetchNameSuggestions,
  MAX_NAME_SUGGESTIONS,
  type NameSuggestion,
  type GetNameSuggestionsParams,
  type GetNameSuggestionsReturnType,
} from '../actions/getNameSuggestions.js'

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
} from '../actions/embeddedLogin.js'
export {
  setPreferredAccountType,
  type SetPreferredAccountTypeParams,
  type SetPreferredAccountTypeReturnType,
} from '../actions/setPreferredAccountType.js'
export { setPreferredAccountTypeFlow } from '../flows/preferredAccountTypeFlow.js'
export { emailLoginFlow, verifyEmailOtpFlow } from '../flows/emailLoginFlow.js'
export { socialLoginFlow, SOCIAL_POPUP } from '../flows/socialLoginFlow.js'
export { farcasterLoginFlow } from '../flows/farcasterLoginFlow.js'
export { completeSocialReturn, socialResultUriFrom } from '../flows/socialReturnFlow.js'
export { SOCIAL_RESULT_PARAM, SOCIAL_STATE_PARAM, SOCIAL_RETURN_PARAM } from '../flows/socialResultParam.js'
export { getSocialProviders, hiddenSocialProviders } from '../actions/getSocialProviders.js'
export { SOCIAL_LOGIN_START_MAX_AGE_MS } from '../flows/socialLoginStart.js'
export { updateEmailFlow, verifyUpdateEmailPrimaryFlow, verifyUpdateEmailSecondaryFlow, EMAIL_UPDATED_MESSAGE } from '../flows/updateEmailFlow.js'
export { getEmailCooldown, watchEmailCooldown, EMAIL_COOLDOWN_IDLE_CHECK_MS } from '../actions/emailCooldown.js'
export {
  isEmbeddedLoginSource,
  type EmbeddedLoginSession,
  type EmbeddedLoginSource,
  type EmbeddedWalletUi,
  type EmailConnectAction,
  type EmailUpdateAction,
} from '../plugins/embeddedLoginSource.js'
export {
  AuthConnectorNotFoundError,
  PopupClosedError,
  SocialConnectionFailedError,
  NotConnectedToEmailError,
  FarcasterConnectionFailedError,
  InvalidAccountTypeError,
  SocialLoginNotStartedError,
  SocialRedirectFailedError,
} from '../errors/embeddedLoginErrors.js'
