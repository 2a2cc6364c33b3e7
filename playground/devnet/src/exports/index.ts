// @portico/devnet, Node side: the local chains and the launcher's building blocks. Browser code
// (the injected test wallets) is in `@portico/devnet/wallet`.
export { startDevnet } from '../startDevnet.js'
export type { Devnet, DevnetChain, StartDevnetOptions } from '../startDevnet.js'
export { startAnvil } from '../chains/startAnvil.js'
export type { AnvilChain, StartAnvilOptions } from '../chains/startAnvil.js'
export { resolveAnvilBinary } from '../chains/resolveAnvilBinary.js'
export { DEFAULT_DEVNET_CHAINS } from '../chains/defaultDevnetChains.js'
export type { DevnetChainConfig } from '../chains/defaultDevnetChains.js'
export { DEVNET_MNEMONIC, devnetAccounts } from '../accounts/devnetAccounts.js'
export type { DevnetAccount } from '../accounts/devnetAccounts.js'
export { loadPorticoTokenArtifact } from '../contracts/loadPorticoTokenArtifact.js'
export type { ContractArtifact } from '../contracts/compilePorticoToken.js'
