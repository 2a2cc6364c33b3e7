import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { routeEquals } from './routeEquals.js'
import type { Route } from './routes.js'

describe('routeEquals', () => {
  it('compares the view', () => {
    expect(routeEquals({ view: 'Connect' }, { view: 'Connect' })).toBe(true)
    expect(routeEquals({ view: 'Connect' }, { view: 'Account' })).toBe(false)
  })

  it('compares params by value', () => {
    expect(routeEquals({ view: 'SwitchNetwork', caipNetworkId: 'eip155:1' }, { view: 'SwitchNetwork', caipNetworkId: 'eip155:1' })).toBe(true)
    expect(routeEquals({ view: 'SwitchNetwork', caipNetworkId: 'eip155:1' }, { view: 'SwitchNetwork', caipNetworkId: 'eip155:10' })).toBe(false)
  })

  it('compares nested send params by content', () => {
    const send = { amount: '1', to: '0x1', caipNetworkId: 'eip155:1' }
    expect(routeEquals({ view: 'WalletSend', send }, { view: 'WalletSend', send: { ...send } })).toBe(true)
    expect(routeEquals({ view: 'WalletSend', send }, { view: 'WalletSend', send: { ...send, tokenAddress: '0x2' } })).toBe(false)
    expect(routeEquals({ view: 'WalletSend', send }, { view: 'WalletSend' })).toBe(false)
  })

  it('treats an undefined param as absent', () => {
    expect(routeEquals({ view: 'WalletSend' }, { view: 'WalletSend', send: undefined })).toBe(true)
    expect(routeEquals({ view: 'ConnectingWalletConnect' }, { view: 'ConnectingWalletConnect', walletId: 'x' })).toBe(false)
  })

  it('is reflexive and symmetric, and equal to a structural copy', () => {
    const route: fc.Arbitrary<Route> = fc.oneof(
      fc.constantFrom<Route>({ view: 'Connect' }, { view: 'Account' }),
      fc.string().map((connectorId): Route => ({ view: 'ConnectingExternal', connectorId })),
      fc
        .record({ amount: fc.string(), to: fc.string(), caipNetworkId: fc.string() })
        .map((send): Route => ({ view: 'WalletSend', send })),
    )
    fc.assert(
      fc.property(route, route, (a, b) => {
        expect(routeEquals(a, a)).toBe(true)
        expect(routeEquals(a, JSON.parse(JSON.stringify(a)) as Route)).toBe(true)
        expect(routeEquals(a, b)).toBe(routeEquals(b, a))
        expect(routeEquals(a, b)).toBe(JSON.stringify(a) === JSON.stringify(b))
      }),
    )
  })
})
