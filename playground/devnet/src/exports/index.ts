// @portico/devnet, Node side: the launcher's building blocks. The chains, the token and the test
// wallet themselves come from @portico/test-chains; browser code (the injected test wallets) is in
// `@portico/devnet/wallet`.
export { startDevnet } from '../startDevnet.js'
export type { Devnet, DevnetChain, StartDevnetOptions } from '../startDevnet.js'
export type { DevnetSolana, DevnetSolanaConfig } from '../solana/startDevnetSolana.js'
export { DEFAULT_DEVNET_CHAINS } from '../chains/defaultDevnetChains.js'
export type { DevnetChainConfig } from '../chains/defaultDevnetChains.js'
export { DEVNET_MNEMONIC, devnetAccounts } from '@portico/test-chains'
export type { DevnetAccount } from '@portico/test-chains'
export { startLocalServices, SERVICE_PATHS, CONTROL_PREFIX } from '../services/startLocalServices.js'
export type { LocalServices, LocalServicesOptions } from '../services/startLocalServices.js'
export { FAILURE_MODES, DEFAULT_SERVICES_CONFIG } from '../services/servicesState.js'
export type { FailureMode, RemoteFeature, ServicesConfig, ServicesRecord } from '../services/servicesState.js'
export { solanaDevnetAccounts } from '@portico/test-chains'
export type { SolanaDevnetAccount } from '@portico/test-chains'
export { startLoginFrame } from '../loginFrame/startLoginFrame.js'
export type { LoginFrame, MailboxEntry, StartLoginFrameOptions } from '../loginFrame/startLoginFrame.js'
