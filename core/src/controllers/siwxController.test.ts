import { describe, expect, it } from 'vitest'
import { createSiwxController, isSiwxSessionActive } from './siwxController.js'

const session = { caipNetworkId: 'eip155:1', address: '0xabc', message: 'Sign in', signature: '0x01' }

describe('siwxController', () => {
  it('starts without a session, stores a frozen copy and clears it', () => {
    const siwx = createSiwxController()
    const seen: unknown[] = []
    siwx.subscribe(() => seen.push(siwx.getSnapshot().session))
    expect(siwx.getSnapshot()).toEqual({ session: undefined })
    siwx.setSession(session)
    expect(siwx.getSnapshot().session).toEqual(session)
    expect(siwx.getSnapshot().session).not.toBe(session)
    expect(Object.isFrozen(siwx.getSnapshot().session)).toBe(true)
    siwx.setSession(undefined)
    expect(seen).toEqual([session, undefined])
  })

  it('keeps the snapshot when nothing changed', () => {
    const siwx = createSiwxController()
    const before = siwx.getSnapshot()
    siwx.setSession(undefined)
    expect(siwx.getSnapshot()).toBe(before)
  })

  it('counts a session as active until it expires', () => {
    expect(isSiwxSessionActive(undefined, 0)).toBe(false)
    expect(isSiwxSessionActive(session, 1e15)).toBe(true)
    expect(isSiwxSessionActive({ ...session, expiresAt: 100 }, 99)).toBe(true)
    expect(isSiwxSessionActive({ ...session, expiresAt: 100 }, 100)).toBe(false)
  })
})
