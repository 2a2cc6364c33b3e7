// The siwx module's public door: what the kernel and the other modules may use of it
// (lint: a file outside this folder imports nothing else of it; import() goes through lazy.ts).
export { lazySiweConfig } from './lazySiweConfig.js'
export { loadSiwxFlow } from './reactions/siwxReaction.js'
export type { SignatureVerifier } from './signatureVerifier.js'
export type { SiweConfig } from './siweConfig.js'
export type { SiwxConfig } from './siwxConfig.js'
export { createSiwxController, isSiwxSessionActive } from './siwxController.js'
export type { SiwxController } from './siwxController.js'
export type { SiwxMessage } from './siwxMessage.js'
export { siwxModule } from './siwxModule.js'
