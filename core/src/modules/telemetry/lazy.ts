// What the kernel and the other modules load of the telemetry module on demand, by import(): its
// lazy door, a chunk of its own (lint: import() from outside this folder reaches only this file).
export * from './services/checkAllowedOrigin.js'
export * from './services/errorReporter.js'
