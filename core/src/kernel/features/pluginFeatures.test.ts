import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES, type ResolvedFeatures } from '../options/resolveOptions.js'
import { SOCIAL_PROVIDERS } from '../options/porticoOptions.js'
import { effectiveFeatures, isPluginFeature, providedFeatures, type PluginFeature } from './pluginFeatures.js'

const ALL: readonly PluginFeature[] = ['email', 'socials', 'swaps', 'onramp', 'send', 'receive', 'payWithExchange', 'payments']
const everythingOn: ResolvedFeatures = {
  ...DEFAULT_FEATURES,
  swaps: true,
  onramp: true,
  send: true,
  receive: true,
  payWithExchange: true,
  payments: true,
  activity: true,
  multiWallet: true,
  emailCapture: true,
}

describe('effectiveFeatures', () => {
  it('turns off every plug-in feature that nothing provides, and names it', () => {
    const { features, missing } = effectiveFeatures(everythingOn, new Set())
    expect(features).toMatchObject({ email: false, socials: [], swaps: false, onramp: false, send: false, receive: false, payWithExchange: false, payments: false })
    expect(missing).toEqual(ALL)
    // Features built into core need no plug-in.
    expect(features).toMatchObject({ activity: true, multiWallet: true, emailCapture: true, analytics: true, emailShowWallets: true })
  })

  it('keeps what is provided as it was asked for', () => {
    const { features, missing } = effectiveFeatures(everythingOn, new Set<PluginFeature>(['email', 'socials']))
    expect(features).toMatchObject({ email: true, socials: everythingOn.socials, swaps: false })
    expect(missing).toEqual(['swaps', 'onramp', 'send', 'receive', 'payWithExchange', 'payments'])
    const none = { ...everythingOn, email: false, socials: [] }
    expect(effectiveFeatures(none, new Set<PluginFeature>(['email', 'socials'])).features).toMatchObject({ email: false, socials: [] })
  })

  it('never turns on what was not asked for, and never names a feature not asked for as missing', () => {
    const requested = fc.record({
      email: fc.boolean(),
      socials: fc.subarray([...SOCIAL_PROVIDERS]),
      swaps: fc.boolean(),
      onramp: fc.boolean(),
      send: fc.boolean(),
      receive: fc.boolean(),
      payWithExchange: fc.boolean(),
      payments: fc.boolean(),
    })
    fc.assert(
      fc.property(requested, fc.subarray([...ALL]), (asked, provided) => {
        const input = { ...DEFAULT_FEATURES, ...asked }
        const { features, missing } = effectiveFeatures(input, new Set(provided))
        for (const feature of ALL) {
          const wanted = feature === 'socials' ? input.socials.length > 0 : input[feature] === true
          const on = feature === 'socials' ? features.socials.length > 0 : features[feature] === true
          expect(on).toBe(wanted && provided.includes(feature))
          expect(missing.includes(feature)).toBe(wanted && !provided.includes(feature))
        }
        // The input is never changed.
        expect(input).toEqual({ ...DEFAULT_FEATURES, ...asked })
      }),
    )
  })
})

describe('providedFeatures', () => {
  it('joins what every plug-in declares, ignoring what is no plug-in feature', () => {
    const provided = providedFeatures([{}, { provides: ['email'] }, { provides: ['socials', 'email'] }, { provides: ['activity' as PluginFeature] }])
    expect([...provided].sort()).toEqual(['email', 'socials'])
  })

  it('knows the plug-in features by name only', () => {
    expect(ALL.every(isPluginFeature)).toBe(true)
    for (const value of ['activity', 'analytics', 'toString', '__proto__', '', 1, null, undefined, ['email']]) expect(isPluginFeature(value)).toBe(false)
  })
})
