// The embedded-wallet module's public door: what the kernel and the other modules may use of it
// (lint: a file outside this folder imports nothing else of it; import() goes through lazy.ts).
export { SOCIAL_RESULT_PARAM, SOCIAL_STATE_PARAM } from './flows/socialResultParam.js'
export { embeddedWalletModule } from './embeddedWalletModule.js'
