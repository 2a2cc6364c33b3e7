// Public API of @portico/adapter-solana. Every name here is guarded by a snapshot test.

export { createSolanaAdapter, type SolanaAdapter } from '../createSolanaAdapter.js'
export type { SolanaAdapterOptions } from '../solanaAdapterOptions.js'
export { createSolanaChainAdapter, type SolanaChainAdapter } from '../chain/createSolanaChainAdapter.js'
export { SOLANA_RULES } from '../chain/solanaRules.js'
export type { SolanaTokenBalance } from '../chain/readTokenBalances.js'
export { SIGNATURE_STATUS_TIMEOUT_MS, type TimerLike } from '../chain/waitForSignature.js'
export { TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID, ASSOCIATED_TOKEN_PROGRAM_ID } from '../chain/tokenPrograms.js'

// Networks
export { solanaMainnet, solanaDevnet, solanaTestnet, solanaLocalnet, SOLANA_NETWORK_IDS } from '../networks/solanaNetworks.js'
export { toSolanaChainReference, walletStandardChainOf, type WalletStandardChain } from '../networks/walletStandardChain.js'

// Discovery
export { createWalletStandardSource, WALLET_STANDARD_SOURCE_ID } from '../discovery/createWalletStandardSource.js'
export { validateWalletRegistration, isInlineImageIcon, MAX_WALLET_NAME_LENGTH, REQUIRED_FEATURES, type RegistrationCheck } from '../discovery/validateWalletRegistration.js'
export { walletStandardConnectorId } from '../discovery/createWalletEntries.js'
export { parseWalletAccounts } from '../discovery/parseWalletAccounts.js'
export type { WalletRegistryLike } from '../discovery/walletRegistry.js'

// Wallet handle and capabilities
export { bindSolanaWallet } from '../wallet/bindSolanaWallet.js'
export { isSolanaWalletHandle, type SolanaWalletHandle } from '../wallet/solanaWalletHandle.js'
export type { SolanaWalletCapabilities, SolanaSendOptions } from '../wallet/solanaCapabilities.js'
export { PREFLIGHT_COMMITMENTS, isPreflightCommitment, checkPreflightCommitment, type PreflightCommitment } from '../wallet/preflightCommitment.js'

// Errors
export {
  UnsupportedChainError,
  InvalidPreflightCommitmentError,
  InvalidSolanaRequestError,
  SolanaTransactionFailedError,
  SignatureStatusTimeoutError,
} from '../errors/solanaErrors.js'
export { toSolanaError } from '../errors/toSolanaError.js'

// Sign-in sessions
export { createSolanaSignatureVerifier } from '../siwx/solanaSignatureVerifier.js'
