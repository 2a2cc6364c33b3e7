// Public API of @portico/adapter-walletconnect. Every name here is guarded by a snapshot test.

export {
  createWalletConnectSource,
  WALLETCONNECT_SOURCE_ID,
  WALLETCONNECT_CONNECTOR_ID,
  PAIRING_LIFETIME_MS,
  type WalletConnectSource,
} from '../createWalletConnectSource.js'
export type {
  WalletConnectOptions,
  WalletConnectMetadata,
  WalletConnectStorage,
  UniversalProviderModule,
} from '../walletConnectOptions.js'
export { DEFAULT_METHODS, DEFAULT_EVENTS, PAIRING_NAMESPACES } from '../session/namespaceDefaults.js'
export { buildProposalNamespaces, type ProposalNamespace } from '../session/proposalNamespaces.js'
export { RelayUnavailableError } from '../session/sessionRequester.js'
export { UnsafeDeepLinkChoiceError } from '../session/deepLinkChoice.js'
export { SUPPORTED_SDK_VERSION, UnsupportedSdkVersionError, sdkVersionOf } from '../session/sdkVersion.js'
export { createEip1193Handle, type SessionEip1193Provider } from '../handles/createEip1193Handle.js'
export { createSolanaHandle, withSignature, type SessionSolanaWallet } from '../handles/createSolanaHandle.js'
export { createWalletConnectAdapter, type WalletConnectAdapter } from '../createWalletConnectAdapter.js'
