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
