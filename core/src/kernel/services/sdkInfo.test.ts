import { describe, expect, it } from 'vitest'
import corePackage from '../../../package.json' with { type: 'json' }
import { PORTICO_VERSION, SDK_VERSION } from './sdkInfo.js'

describe('sdkInfo', () => {
  it("reports core's own package version", () => {
    expect(PORTICO_VERSION).toBe(corePackage.version)
    expect(SDK_VERSION).toBe(`core-${corePackage.version}`)
  })
})
