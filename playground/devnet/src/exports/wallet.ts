// @portico/devnet/wallet: the injected test wallets. Browser-safe (no Node modules); dev tooling
// only, product code never imports it. The wallet itself is @portico/test-chains' test wallet.
export { createTestWallet, DEVNET_MNEMONIC, devnetAccounts, ProviderRpcError } from '@portico/test-chains/wallet'
export type {
  CreateTestWalletOptions,
  DevnetAccount,
  RequestArguments,
  TestWallet,
  TestWalletBehavior,
  TestWalletChain,
  WalletStorage,
} from '@portico/test-chains/wallet'
export { announceWallet } from '../wallet/announceWallet.js'
export type { AnnounceWalletOptions, WalletInfo } from '../wallet/announceWallet.js'
export { porticoTestWalletInfo, secondTestWalletInfo } from '../wallet/testWalletInfos.js'
export { injectTestWallets } from '../wallet/injectTestWallets.js'
export { mountWalletControls } from '../wallet/mountWalletControls.js'
export type { MountWalletControlsOptions } from '../wallet/mountWalletControls.js'
export type { InjectedTestWallets, InjectTestWalletsOptions } from '../wallet/injectTestWallets.js'
export { DEFAULT_DEVNET_CHAINS } from '../chains/defaultDevnetChains.js'
export type { DevnetChainConfig } from '../chains/defaultDevnetChains.js'
export { injectSolanaTestWallet, SOLANA_TEST_WALLET_NAME } from '../wallet/injectSolanaTestWallet.js'
export type { InjectedSolanaTestWallet, InjectSolanaTestWalletOptions } from '../wallet/injectSolanaTestWallet.js'
export { registerStandardWallet } from '../wallet/registerStandardWallet.js'
export type { RegisterStandardWalletOptions } from '../wallet/registerStandardWallet.js'
export { createSolanaTestWallet, solanaDevnetAccounts } from '@portico/test-chains/solana-wallet'
export type { SolanaDevnetAccount, SolanaTestWallet } from '@portico/test-chains/solana-wallet'
export { ownedAccounts } from '../wallet/ownedAccounts.js'
export type { OwnedAccounts, OwnedEvmAccount, OwnedSolanaAccount } from '../wallet/ownedAccounts.js'
