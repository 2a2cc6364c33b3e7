// Public API of @portico/adapter-evm. Every name here is guarded by a snapshot test.

export { createEvmAdapter, type EvmAdapter } from '../createEvmAdapter.js'
export { createEvmChainAdapter, type EvmChainAdapter } from '../chain/createEvmChainAdapter.js'
export { networkFromViemChain } from '../chain/networkFromViemChain.js'
export { createInjectedSource, INJECTED_SOURCE_ID } from '../discovery/createInjectedSource.js'
export { bindEvmWallet, isEip1193Provider, type WalletRequester } from '../wallet/bindEvmWallet.js'
export type { EvmAdapterOptions } from '../evmAdapterOptions.js'
export type {
  Eip1193Provider,
  Eip1193RequestArguments,
  Eip6963ProviderDetail,
  Eip6963ProviderInfo,
  EventLike,
  EventTargetLike,
  TimerLike,
} from '../eip1193.js'

// Discovery
export { watchEip6963, ANNOUNCE_EVENT, REQUEST_EVENT, type WatchEip6963Options } from '../discovery/watchEip6963.js'
export {
  validateAnnouncement,
  isPlainWalletName,
  isReverseDns,
  isInlineImageIcon,
  MAX_WALLET_NAME_LENGTH,
  MAX_RDNS_LENGTH,
  type AnnouncementCheck,
} from '../discovery/validateAnnouncement.js'
export { INJECTED_CONNECTOR_ID, announcedConnector } from '../discovery/createConnectorRegistry.js'

// Wallet RPC
export { toEvmError } from '../errors/toEvmError.js'
export { parseAccounts, parseChainId, toHexChainId } from '../wallet/parseWalletResponses.js'
export { switchChain, toAddChainParameter, type SwitchChainParams } from '../wallet/switchChain.js'
export { assertSendCalls, InvalidSendCallsError, type WalletCall } from '../wallet/sendCalls.js'

// Chain RPC and fees
export { createChainClient, shouldThrowAtOnce, RPC_BATCH, RPC_RANK, type ChainTransportOptions } from '../chain/createChainClient.js'
export {
  DEFAULT_GAS_FEE_MULTIPLIER,
  assertFeeFields,
  estimateFeesPerGas,
  applyMultiplier,
  BaseFeeMultiplierError,
  Eip1559FeesNotSupportedError,
  MaxFeePerGasTooLowError,
  MixedFeeFieldsError,
  type FeeFields,
} from '../chain/fees.js'
export { SEND_RECEIPT_TIMEOUT_MS, ReceiptTimeoutError } from '../chain/waitForReceipt.js'
export type { TokenBalanceResult } from '../chain/readBalances.js'

// Sign-in sessions
export { createEvmSignatureVerifier, type EvmSignatureVerifierOptions } from '../siwx/evmSignatureVerifier.js'
