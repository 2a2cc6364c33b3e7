// @portico/test-chains/wallet: the EIP-1193 test wallet and the devnet accounts it signs for.
// Browser-safe (no Node modules), so the devnet's page can inject it. Test tooling only: product
// code never imports it (a lint rule says so).
export { createTestWallet } from '../wallet/createTestWallet.js'
export type { CreateTestWalletOptions, RequestArguments, TestWallet, TestWalletChain } from '../wallet/createTestWallet.js'
export type { TestWalletBehavior } from '../wallet/createBehaviorGate.js'
export type { WalletStorage } from '../wallet/createWalletMemory.js'
export { DEVNET_MNEMONIC, devnetAccounts } from '../accounts/devnetAccounts.js'
export type { DevnetAccount } from '../accounts/devnetAccounts.js'
export { ProviderRpcError } from '../rpc/providerRpcError.js'
export { jsonRpcRequest } from '../rpc/jsonRpcRequest.js'
export type { JsonRpcRequestOptions } from '../rpc/jsonRpcRequest.js'
