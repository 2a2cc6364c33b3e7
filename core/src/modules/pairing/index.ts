// The pairing module's public door: what the kernel and the other modules may use of it
// (lint: a file outside this folder imports nothing else of it; import() goes through lazy.ts).
export { openPairingSession } from './openPairingSession.js'
export { PAIRING_LIFETIME_MS } from './pairingTiming.js'
export { pairingModule } from './pairingModule.js'
