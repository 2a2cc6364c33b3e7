// Public API of @portico/react. Every name here is guarded by a snapshot test (index.test.ts).
// Skins import only this package: what they need from core is re-exported below.

// Provider and client
export { PorticoProvider, type PorticoProviderProps } from '../PorticoProvider.js'
export { usePorticoClient } from '../usePorticoClient.js'

// Store access
export { useStoreSelector } from '../useStoreSelector.js'
export { shallowEqual } from '@portico/core'

// Hooks
export { useModal, type UseModalReturnType } from '../useModal.js'
export {
  useModalParts,
  type UseModalPartsReturnType,
  type TitleProps,
  type DialogProps,
  type ControlProps,
  type SearchFieldParts,
  type ListProps,
} from '../useModalParts.js'
export {
  useViewFocus,
  type UseViewFocusOptions,
  type UseViewFocusReturnType,
  type ViewFocusContainerProps,
} from '../useViewFocus.js'
export { useModalRouter, type UseModalRouterReturnType, type ModalFooter } from '../useModalRouter.js'
export { useAccount, type UseAccountParams, type UseAccountReturnType } from '../useAccount.js'
export { useFeatures, type UseFeaturesReturnType } from '../useFeatures.js'
export { useBalance, type UseBalanceParams, type UseBalanceReturnType } from '../useBalance.js'
export {
  useNetworks,
  type UseNetworksReturnType,
  type NetworkItem,
  type NetworkItemProps,
} from '../useNetworks.js'
export {
  useConnectors,
  type UseConnectorsReturnType,
  type ConnectorItemProps,
  type ConnectorItemOptions,
} from '../useConnectors.js'
export { useConnect, type UseConnectReturnType, type ConnectVariables } from '../useConnect.js'
export { useDisconnect, type UseDisconnectReturnType, type DisconnectVariables } from '../useDisconnect.js'
export { useSendTransaction, type UseSendTransactionReturnType } from '../useSendTransaction.js'
export { useNetworkSwitchView, type UseNetworkSwitchViewReturnType, type SwitchPhase } from '../useNetworkSwitchView.js'
export type { MutationResult, MutationStatus } from '../internal/useMutation.js'
export { useOptions, type UseOptionsReturnType } from '../useOptions.js'
export { useSignMessage, type UseSignMessageReturnType } from '../useSignMessage.js'
export { useTheme, type UseThemeReturnType } from '../useTheme.js'
export { useAlerts, type UseAlertsReturnType } from '../useAlerts.js'
export { useSnackbar, type UseSnackbarReturnType } from '../useSnackbar.js'
export { useSwitchNetwork, type UseSwitchNetworkReturnType } from '../useSwitchNetwork.js'
export { useWallets, type UseWalletsReturnType } from '../useWallets.js'
export { useSiwx, type UseSiwxReturnType } from '../useSiwx.js'
export { useWalletConnect, type UseWalletConnectReturnType, type PairingStatus } from '../useWalletConnect.js'
export {
  useWalletCatalogue,
  type UseWalletCatalogueParams,
  type UseWalletCatalogueReturnType,
  type WalletItemOptions,
  type WalletItemProps,
} from '../useWalletCatalogue.js'
export { useWalletImage } from '../useWalletImage.js'
export { useNetworkImage } from '../useNetworkImage.js'
export { useEmbeddedWallet, type UseEmbeddedWalletReturnType } from '../useEmbeddedWallet.js'
export { useEmailLogin, type UseEmailLoginReturnType } from '../useEmailLogin.js'
export { useSocialLogin, type UseSocialLoginReturnType, type PopupSocialProvider } from '../useSocialLogin.js'
export { useFarcasterLogin, type UseFarcasterLoginReturnType } from '../useFarcasterLogin.js'
export { useUpdateEmail, type UseUpdateEmailReturnType, type UpdateEmailStep } from '../useUpdateEmail.js'
export {
  orderWallets,
  type OrderWalletsParams,
  type WalletGroup,
  type WalletListItem,
} from '../orderWallets.js'

// From @portico/core: the values a skin needs, and the types hooks speak in.
export {
  VIEWS,
  footerFor,
  isUnsupportedNetwork,
  isPorticoError,
  REJECTION_CODES,
  truncateAddress,
  truncateEmail,
  formatBalance,
  toDisplayUnits,
  toSmallestUnit,
  sanitizeAmountInput,
  isValidEmail,
} from '@portico/core'
export { storeLinkFor, storePlatformOf, isSafeStoreLink, recommendedSlots, CONNECT_WALLET_ENTRIES, WALLET_SEARCH_DELAY_MS } from '@portico/core'
export type { WalletListing, StorePlatform, RegistryImageKind } from '@portico/core'
export type {
  PorticoClient,
  ResolvedOptions,
  ResolvedFeatures,
  FooterKind,
  View,
  Route,
  RouteOf,
  RouterState,
  SendRouteParams,
  OpenModalParams,
  CloseModalParams,
  ModalState,
  Network,
  NativeCurrency,
  ChainNamespace,
  CaipNetworkId,
  CaipAddress,
  SelectNetworkResult,
  Connector,
  ConnectorType,
  ConnectorStatus,
  AccountStatus,
  AccountType,
  ConnectedWalletInfo,
  ConnectParams,
  SignMessageParams,
  SignMessageReturnType,
  SendTransactionParams,
  SwitchNetworkParams,
  SwitchNetworkReturnType,
  GetAccountReturnType,
  GetBalanceReturnType,
  WalletRequestKind,
  ConnectReturnType,
  ConnectErrorType,
  DisconnectParams,
  DisconnectReturnType,
  DisconnectErrorType,
  PorticoError,
  ErrorCategory,
  ReadableStore,
  ThemeMode,
  SetThemeParams,
  ThemeVariables,
  Alert,
  AlertSeverity,
  SnackbarVariant,
  ConnectMethod,
  RecentWallet,
  SiwxSession,
  SiwxMessage,
  SiwxStatus,
  GetSiwxReturnType,
  GetEmbeddedWalletReturnType,
  EmailConnectAction,
  EmbeddedLoginStep,
  SocialProvider,
  FrameBox,
} from '@portico/core'
// Account data (issue 14)
export { useTokenBalances, type UseTokenBalancesParams, type UseTokenBalancesReturnType } from '../useTokenBalances.js'
export { useActivity, type UseActivityParams, type UseActivityReturnType } from '../useActivity.js'
export { useIdentity } from '../useIdentity.js'
export { useAccountName } from '../useAccountName.js'
export { useRegisterAccountName, type UseRegisterAccountNameReturnType } from '../useRegisterAccountName.js'
export {
  formatFiat,
  accountFiatValue,
  explorerUrl,
  isValidAccountName,
  ACCOUNT_NAME_MIN_LENGTH,
  type TokenBalance,
  type ActivityItem,
  type ActivityTransfer,
} from '@portico/core'
// Features that need a plug-in (issue 15)
export { PLUGIN_FEATURES, type PluginFeature } from '@portico/core'
export { useNameSuggestions, type UseNameSuggestionsParams } from '../useNameSuggestions.js'
export type { NameSuggestion, GetNameSuggestionsReturnType } from '@portico/core'
