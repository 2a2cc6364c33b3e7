import { describe, expect, it } from 'vitest'
import { detectPlatform } from './defaultPlatform.js'
import { NO_SERVER_FETCH_MESSAGE } from './serverPlatform.js'
import { createMemoryStorage } from './memoryStorage.js'

describe('detectPlatform', () => {
  it('in Node (no document): storage in memory, a real clock, no network, no popups or frames', async () => {
    const platform = detectPlatform()
    platform.storage.setItem('@portico/x', '1')
    expect(platform.storage.getItem('@portico/x')).toBe('1')
    expect(Math.abs(platform.clock.now() - Date.now())).toBeLessThan(1_000)
    await new Promise<void>((resolve) => platform.clock.setTimeout(resolve, 1))
    await expect(platform.fetch('https://api.example')).rejects.toThrow(NO_SERVER_FETCH_MESSAGE)
    expect(platform.random.id()).toMatch(/^[0-9a-f]{32}$/)
    expect(platform.popup.open('https://x.example', { width: 1, height: 1 })).toBeNull()
    expect(platform.beacon('https://x.example', '{}')).toBe(false)
    expect(() => platform.messaging.post({}, 'x', 'https://x.example')).toThrow(TypeError)
    expect(platform.environment.readQueryParam('a')).toBeNull()
  })

  it('outside a page, forwards to the host console when there is one', () => {
    const calls: unknown[][] = []
    const hostConsole = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: (...args: unknown[]) => calls.push(args) }
    detectPlatform({ console: hostConsole }).console.error('boom', 1)
    expect(calls).toEqual([['boom', 1]])
    expect(() => detectPlatform({}).console.error('swallowed')).not.toThrow()
  })

  it('in a page (document and localStorage): the browser platform over those globals', () => {
    const storage = createMemoryStorage()
    const page = { document: { title: 'Page', querySelector: () => null }, localStorage: storage }
    const platform = detectPlatform(page)
    platform.storage.setItem('@portico/y', '2')
    expect(storage.getItem('@portico/y')).toBe('2')
    expect(platform.environment.title()).toBe('Page')
  })

  it('does not read localStorage to decide (reading it can throw)', () => {
    const page = {
      document: {},
      get localStorage(): never {
        throw new Error('SecurityError')
      },
    }
    expect(() => detectPlatform(page)).not.toThrow()
  })

  it('two detected platforms share no storage', () => {
    detectPlatform().storage.setItem('@portico/z', '1')
    expect(detectPlatform().storage.getItem('@portico/z')).toBeNull()
  })
})
