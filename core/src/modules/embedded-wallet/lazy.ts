// What the kernel and the other modules load of the embedded-wallet module on demand, by import(): its
// lazy door, a chunk of its own (lint: import() from outside this folder reaches only this file).
export * from './flows/socialReturnFlow.js'
export * from './reactions/embeddedReactions.js'
