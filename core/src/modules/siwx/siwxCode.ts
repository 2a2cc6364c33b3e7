// Everything of sign-in that loads on first use, as one module, so that a bundler makes one lazy
// chunk of it (several lazy chunks sharing modules would split the entry chunk of every site).
export { siwxAccountChanged, signInWithSiwx, cancelSiwx, signOutOfSiwx, captureSiwxEmail } from './flows/siwxFlow.js'
export { siwxAccountReaction } from './reactions/siwxAccountReaction.js'
export { siwxFromSiweConfig } from './siweConfig.js'
export { createDefaultSiwxStore } from './defaultSiwxStore.js'
export { pairingSignInRequest, storePairingSignIns } from './pairingSignIn.js'
