// The telemetry module's public door: what the kernel and the other modules may use of it
// (lint: a file outside this folder imports nothing else of it; import() goes through lazy.ts).
export type { ErrorReporter } from './services/errorReporter.js'
export { fetchRemoteFeatures, localConfigurationIgnored, mergeFeatures } from './services/remoteConfig.js'
export type { GatedFeature, RemoteFeatures } from './services/remoteConfig.js'
export { telemetryModule } from './telemetryModule.js'
