import { describe, expect, expectTypeOf, it } from 'vitest'
import { createEventBus } from './createEventBus.js'
import type { PorticoEventName, PorticoEvents } from './porticoEvents.js'

// Which events are sent with analytics off (ANALYTICS_ALWAYS_SENT): analyticsReaction.test.ts and
// createPortico.test.ts watch what a connect, a switch and a social login actually send and record.
describe('porticoEvents', () => {
  it('types the payload of every event on a bus', () => {
    const bus = createEventBus<PorticoEvents>()
    const seen: unknown[] = []
    bus.on('CONNECT_SUCCESS', (payload) => {
      expectTypeOf(payload.method).toEqualTypeOf<'browser' | 'mobile' | 'qrcode' | 'email' | 'social'>()
      seen.push(payload)
    })
    bus.emit('CONNECT_SUCCESS', { method: 'qrcode', name: 'Alpha', caipNetworkId: 'eip155:1' })
    bus.emit('DISCONNECT_SUCCESS', { namespaces: ['eip155'] })
    // @ts-expect-error a payload of the wrong shape does not type-check
    bus.emit('SWITCH_NETWORK', { network: 'eip155:1' })
    expect(seen).toEqual([{ method: 'qrcode', name: 'Alpha', caipNetworkId: 'eip155:1' }])
    expectTypeOf<PorticoEventName>().toEqualTypeOf<
      | 'INITIALIZE'
      | 'CONNECT_SUCCESS'
      | 'CONNECT_ERROR'
      | 'SOCIAL_LOGIN_STARTED'
      | 'SOCIAL_LOGIN_REQUEST_USER_DATA'
      | 'SOCIAL_LOGIN_SUCCESS'
      | 'SOCIAL_LOGIN_ERROR'
      | 'SWITCH_NETWORK'
      | 'SIWX_AUTH_ERROR'
      | 'SET_PREFERRED_ACCOUNT_TYPE'
      | 'DISCONNECT_SUCCESS'
      | 'DISCONNECT_ERROR'
      | 'SDK_ERROR'
    >()
  })
})
