// The network module's public door: what the kernel and the other modules may use of it
// (lint: a file outside this folder imports nothing else of it; import() goes through lazy.ts).
export { switchNetwork } from './actions/switchNetwork.js'
export { createChainsController } from './chainsController.js'
export type { ChainsController } from './chainsController.js'
export { isUnsupportedNetwork, unsupportedNetwork } from './unsupportedNetwork.js'
export { networkModule } from './networkModule.js'
