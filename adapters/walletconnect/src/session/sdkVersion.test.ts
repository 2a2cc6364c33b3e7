import { describe, expect, it } from 'vitest'
import { SUPPORTED_SDK_VERSION, UnsupportedSdkVersionError, assertSupportedSdk, sdkVersionOf } from './sdkVersion.js'

/** A provider whose relay connection has this URL, as the SDK builds it (`ua` names the SDK). */
const connectedTo = (url: unknown) => ({ client: { core: { relayer: { provider: { connection: { url } } } } } })
const relayUrl = (agent: string) => `ws://127.0.0.1:4000/?auth=x&projectId=p&ua=${encodeURIComponent(agent)}&useOnCloseEvent=true`

describe('the pairing SDK’s version, read from its relay connection', () => {
  it('reads the version the SDK names itself by', () => {
    expect(sdkVersionOf(connectedTo(relayUrl('wc-2/js-2.21.8/linux-x64/nodejs:20')))).toBe('2.21.8')
    expect(sdkVersionOf(connectedTo(relayUrl('wc-2/js-2.25.0/browser/127.0.0.1:5173')))).toBe('2.25.0')
    expect(sdkVersionOf(connectedTo(relayUrl('wc-2/js-2.22.0-canary.1/browser')))).toBe('2.22.0-canary.1')
  })

  it('says nothing before the relay is connected or when the URL does not name it', () => {
    expect(sdkVersionOf({ client: { core: { relayer: {} } } })).toBeUndefined()
    expect(sdkVersionOf({ client: { core: { relayer: { provider: {} } } } })).toBeUndefined()
    expect(sdkVersionOf(connectedTo(42))).toBeUndefined()
    expect(sdkVersionOf(connectedTo('not a url'))).toBeUndefined()
    expect(sdkVersionOf(connectedTo('ws://127.0.0.1:4000/?projectId=p'))).toBeUndefined()
    expect(sdkVersionOf(connectedTo(relayUrl('wc-2/rust-2.21.8/x')))).toBeUndefined()
  })

  it('accepts only the supported release, with a typed error that says what to install', () => {
    expect(() => assertSupportedSdk(connectedTo(relayUrl(`wc-2/js-${SUPPORTED_SDK_VERSION}/browser`)))).not.toThrow()
    for (const agent of ['wc-2/js-2.21.9/browser', 'wc-2/js-2.25.0/browser', 'wc-2/js-2.21.7/browser']) {
      const error = (() => {
        try {
          assertSupportedSdk(connectedTo(relayUrl(agent)))
        } catch (caught) {
          return caught
        }
        return undefined
      })()
      expect(error).toBeInstanceOf(UnsupportedSdkVersionError)
      expect(error).toMatchObject({ code: 'UNSUPPORTED_SDK_VERSION', category: 'CONFIGURATION_ERROR' })
      expect((error as Error).message).toContain(`install ${SUPPORTED_SDK_VERSION} exactly`)
    }
    expect(() => assertSupportedSdk({ client: { core: { relayer: {} } } })).toThrow(/\(version unknown\) is not supported/)
  })
})
