// @portico/test-chains, Node side: real local chains (anvil) and the ERC-20 test token, plus
// everything of the browser-safe `@portico/test-chains/wallet`. Used by the adapter tests and the
// devnet; product code never imports it (a lint rule says so).
export * from './wallet.js'
export { startAnvil } from '../anvil/startAnvil.js'
export type { AnvilChain, StartAnvilOptions } from '../anvil/startAnvil.js'
export { resolveAnvilBinary } from '../anvil/resolveAnvilBinary.js'
export { chainAnswers } from '../probes/chainAnswers.js'
export { isProcessRunning } from '../probes/isProcessRunning.js'
export { loadPorticoTokenArtifact } from '../token/loadPorticoTokenArtifact.js'
export { deployPorticoToken } from '../token/deployPorticoToken.js'
export type { DeployPorticoTokenOptions } from '../token/deployPorticoToken.js'
export type { ContractArtifact } from '../token/compilePorticoToken.js'
// Solana: the local runtime (LiteSVM behind JSON-RPC), its test tokens, and the Wallet Standard test wallet.
export * from './solanaWallet.js'
export { startSolanaRuntime } from '../solana/startSolanaRuntime.js'
export type { SolanaRuntime, StartSolanaRuntimeOptions } from '../solana/startSolanaRuntime.js'
export { solanaTestTokens } from '../solana/seedSolanaLedger.js'
export type { SolanaTestToken } from '../solana/seedSolanaLedger.js'
export { LOCAL_GENESIS_HASH, LAMPORTS_PER_SIGNATURE } from '../solana/createSolanaRpcMethods.js'
export { sendSolanaTransfer } from '../solana/sendSolanaTransfer.js'
export type { SendSolanaTransferParams, SolanaTokenTransfer } from '../solana/sendSolanaTransfer.js'
// WalletConnect: the local relay and the wallet on the wallet-side SDK.
export * from './pairingWallet.js'
export { startWalletConnectRelay } from '../walletconnect/startWalletConnectRelay.js'
export type { WalletConnectRelay, WalletConnectRelayOptions } from '../walletconnect/startWalletConnectRelay.js'
// Smart accounts: the PorticoAccount contract, its CREATE2 factory, and an owner-driven test account.
export { loadPorticoAccountArtifacts } from '../smartAccount/loadPorticoAccountArtifacts.js'
export type { PorticoAccountArtifacts } from '../smartAccount/compilePorticoAccount.js'
export { deployPorticoAccountFactory } from '../smartAccount/deployPorticoAccountFactory.js'
export type { DeployPorticoAccountFactoryOptions } from '../smartAccount/deployPorticoAccountFactory.js'
export { porticoAccountAbi, porticoAccountFactoryAbi } from '../smartAccount/porticoAccountAbi.js'
export { createTestSmartAccount } from '../smartAccount/createTestSmartAccount.js'
export type { CreateTestSmartAccountParams, SmartAccountCall, SmartAccountChain, TestSmartAccount } from '../smartAccount/createTestSmartAccount.js'
