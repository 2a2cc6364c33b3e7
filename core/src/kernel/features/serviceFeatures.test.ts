import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES, DEFAULT_SERVICES } from '../options/resolveOptions.js'
import { missingServices, missingServicesHint, withServedFeatures } from './serviceFeatures.js'

const URLS = { apiUrl: 'https://api.example', analyticsUrl: 'https://pulse.example', blockchainApiUrl: 'https://data.example' }
const site = (services: Partial<typeof URLS>, extra: { telemetry?: boolean; errorReports?: boolean; activity?: boolean } = {}) => ({
  services: { ...DEFAULT_SERVICES, ...services, errorReports: extra.errorReports ?? true },
  telemetry: extra.telemetry ?? true,
  features: { ...DEFAULT_FEATURES, activity: extra.activity ?? true },
})
const featuresOf = (services: Partial<typeof URLS>, extra?: Parameters<typeof site>[1]) => missingServices(site(services, extra)).map((entry) => entry.feature)

describe('missingServices', () => {
  it('names each feature of an unset service with the option that sets it, and nothing when all are set', () => {
    expect(missingServices(site(URLS))).toEqual([])
    expect(missingServices(site({ ...URLS, analyticsUrl: undefined }))).toEqual([
      { feature: 'analytics', option: 'services.analyticsUrl' },
      { feature: 'errorReports', option: 'services.analyticsUrl' },
    ])
    expect(featuresOf({ ...URLS, apiUrl: undefined })).toEqual(['remoteConfig', 'allowedOrigins', 'walletRegistry'])
    expect(featuresOf({ ...URLS, blockchainApiUrl: undefined })).toEqual(['tokenBalances', 'prices', 'activity', 'identity', 'accountNames'])
  })

  it('does not count what the site switched off itself as missing', () => {
    expect(featuresOf({ ...URLS, analyticsUrl: undefined }, { telemetry: false })).toEqual([])
    expect(featuresOf({ ...URLS, analyticsUrl: undefined }, { errorReports: false })).toEqual(['analytics'])
    expect(featuresOf({ ...URLS, blockchainApiUrl: undefined }, { activity: false })).not.toContain('activity')
  })
})

describe('withServedFeatures', () => {
  it('turns activity and analytics off without the service that answers them, and keeps the object when nothing changes', () => {
    const all = site(URLS).services
    expect(withServedFeatures(DEFAULT_FEATURES, all)).toBe(DEFAULT_FEATURES)
    expect(withServedFeatures(DEFAULT_FEATURES, DEFAULT_SERVICES)).toMatchObject({ activity: false, analytics: false, email: true })
  })
})

describe('missingServicesHint', () => {
  it('writes one line per option, and nothing when nothing is missing', () => {
    expect(missingServicesHint([])).toBeUndefined()
    const hint = missingServicesHint(missingServices(site({})))
    expect(hint?.split('\n')).toEqual([
      'Portico: no outside service is contacted unless you set its URL (docs/services.md). Off until set:',
      '- services.apiUrl: remoteConfig, allowedOrigins, walletRegistry',
      '- services.analyticsUrl: analytics, errorReports',
      '- services.blockchainApiUrl: tokenBalances, prices, activity, identity, accountNames',
    ])
  })
})
