/** The sdk type sent as `st` with every request (SPEC.md section 7). */
export const SDK_TYPE = 'portico'

/** The version of @portico/core (kept equal to package.json by sdkInfo.test.ts). */
export const PORTICO_VERSION = '0.1.0'

/** The sdk version sent as `sv` with every request. */
export const SDK_VERSION = `core-${PORTICO_VERSION}`
