import { describe, expect, it } from 'vitest'
import type { SiwxSession } from './siwxMessage.js'
import { createSiwxController, isSiwxSessionActive } from './siwxController.js'

const session = (expirationTime?: string): SiwxSession => ({
  data: {
    accountAddress: '0xabc',
    chainId: 'eip155:1',
    domain: 'shop.example',
    uri: 'https://shop.example',
    version: '1',
    nonce: 'abcdefgh',
    ...(expirationTime !== undefined ? { expirationTime } : {}),
  },
  message: 'Sign in',
  signature: '0x01',
})

describe('siwxController', () => {
  it('starts idle (disabled without siwx), stores a frozen copy, remembers where it was signed, and clears it', () => {
    expect(createSiwxController(false).getSnapshot().status).toBe('disabled')
    const siwx = createSiwxController()
    const seen: unknown[] = []
    siwx.subscribe(() => seen.push(siwx.getSnapshot().session))
    expect(siwx.getSnapshot()).toMatchObject({ status: 'idle', session: undefined, sessions: [], lastSigned: undefined })
    const given = session()
    siwx.setSession(given)
    expect(siwx.getSnapshot().session).toEqual(given)
    expect(siwx.getSnapshot().session).not.toBe(given)
    expect(Object.isFrozen(siwx.getSnapshot().session)).toBe(true)
    expect(siwx.getSnapshot().lastSigned).toEqual({ caipNetworkId: 'eip155:1', address: '0xabc' })
    siwx.setSession(undefined)
    expect(seen).toEqual([given, undefined])
    expect(siwx.getSnapshot().lastSigned).toEqual({ caipNetworkId: 'eip155:1', address: '0xabc' })
  })

  it('keeps the snapshot when nothing changed', () => {
    const siwx = createSiwxController()
    const before = siwx.getSnapshot()
    siwx.setSession(undefined)
    siwx.patch({ status: 'idle' })
    expect(siwx.getSnapshot()).toBe(before)
  })

  it('counts a session as active until it expires; an unreadable expiry counts as expired', () => {
    expect(isSiwxSessionActive(undefined, 0)).toBe(false)
    expect(isSiwxSessionActive(session(), 1e15)).toBe(true)
    const at100 = new Date(100).toISOString()
    expect(isSiwxSessionActive(session(at100), 99)).toBe(true)
    expect(isSiwxSessionActive(session(at100), 100)).toBe(false)
    expect(isSiwxSessionActive(session('tomorrow'), 0)).toBe(false)
  })
})
