import { createPortico, getFeatures } from '@portico/core'
import { createMemoryPlatform, createMemoryServices, createMockAdapter, DEFAULT_MOCK_WALLETS, testEvmMainnet } from '@portico/core/testing'
import { describe, expect, it } from 'vitest'
import { createEmbeddedWallet } from './createEmbeddedWallet.js'

/** A client over the memory services (no remote features), with or without the embedded wallet. */
function clientWith(embedded: boolean) {
  return createPortico({
    projectId: 'portico-test',
    networks: [testEvmMainnet],
    adapters: [createMockAdapter({ wallets: DEFAULT_MOCK_WALLETS }), ...(embedded ? [createEmbeddedWallet({ secureSiteUrl: 'http://127.0.0.1:4600/frame', projectId: 'portico-test' })] : [])],
    features: { email: true, socials: ['google', 'github'] },
    platform: createMemoryPlatform({ fetch: createMemoryServices().fetch }),
  })
}

describe('the embedded wallet provides e-mail and social login', () => {
  it('puts them in force on a site that lists it, and only there', async () => {
    const withWallet = clientWith(true)
    await withWallet.ready
    expect(getFeatures(withWallet)).toMatchObject({ features: { email: true, socials: ['google', 'github'] }, missing: [] })
    const without = clientWith(false)
    await without.ready
    expect(getFeatures(without)).toMatchObject({ features: { email: false, socials: [] }, missing: ['email', 'socials'] })
    withWallet.destroy()
    without.destroy()
  })
})
