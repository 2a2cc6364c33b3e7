import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { resolveOpenRoute } from './resolveOpenRoute.js'

describe('resolveOpenRoute', () => {
  it('opens a requested view whatever the rest', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (isConnected, hasAdapters, isMobile) => {
        const view = { view: 'ConnectingExternal', connectorId: 'injected' } as const
        expect(resolveOpenRoute({ view, isConnected, hasAdapters, isMobile })).toEqual(view)
      }),
    )
  })

  it('opens Account when connected', () => {
    expect(resolveOpenRoute({ isConnected: true, hasAdapters: true, isMobile: false })).toEqual({ view: 'Account' })
    expect(resolveOpenRoute({ isConnected: true, hasAdapters: false, isMobile: true })).toEqual({ view: 'Account' })
  })

  it('opens Connect when not connected', () => {
    expect(resolveOpenRoute({ isConnected: false, hasAdapters: true, isMobile: false })).toEqual({ view: 'Connect' })
    expect(resolveOpenRoute({ isConnected: false, hasAdapters: true, isMobile: true })).toEqual({ view: 'Connect' })
  })

  it('with no adapters opens AllWallets on mobile and ConnectingWalletConnectBasic elsewhere', () => {
    expect(resolveOpenRoute({ isConnected: false, hasAdapters: false, isMobile: true })).toEqual({ view: 'AllWallets' })
    expect(resolveOpenRoute({ isConnected: false, hasAdapters: false, isMobile: false })).toEqual({
      view: 'ConnectingWalletConnectBasic',
    })
  })
})
