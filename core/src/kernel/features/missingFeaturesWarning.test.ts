import { describe, expect, it } from 'vitest'
import { missingFeaturesWarning } from './missingFeaturesWarning.js'
import { unprovidedRequests } from './pluginFeatures.js'

describe('unprovidedRequests', () => {
  it('lists the plug-in features the site switched on that nothing provides, not its defaults or what is off', () => {
    expect(unprovidedRequests(undefined, new Set())).toEqual([])
    expect(unprovidedRequests({}, new Set())).toEqual([])
    expect(unprovidedRequests({ email: false, socials: false, swaps: false }, new Set())).toEqual([])
    expect(unprovidedRequests({ socials: [] }, new Set())).toEqual([])
    expect(unprovidedRequests({ email: true, socials: ['google'], swaps: true, activity: true }, new Set())).toEqual(['email', 'socials', 'swaps'])
    expect(unprovidedRequests({ email: true, socials: ['google'], onramp: true }, new Set(['email', 'socials'] as const))).toEqual(['onramp'])
  })
})

describe('missingFeaturesWarning', () => {
  it('says nothing when nothing is missing', () => {
    expect(missingFeaturesWarning([])).toBeUndefined()
  })

  it('names the plug-in to add, once per plug-in, and the features no package provides', () => {
    expect(missingFeaturesWarning(['email', 'socials', 'swaps', 'onramp'])).toBe(
      [
        'Portico: these features are switched on but stay off, because no plug-in in `adapters` provides them:',
        '- email, socials: add createEmbeddedWallet() from @portico/adapter-embedded to `adapters`',
        '- swaps, onramp: no Portico package provides them yet',
      ].join('\n'),
    )
    expect(missingFeaturesWarning(['payments'])).toBe(
      'Portico: these features are switched on but stay off, because no plug-in in `adapters` provides them:\n- payments: no Portico package provides it yet',
    )
  })
})
