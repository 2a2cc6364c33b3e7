import { describe, expect, it } from 'vitest'
import { createMemoryMessaging } from './memoryMessaging.js'
import type { ReceivedMessage } from './ports.js'

describe('createMemoryMessaging', () => {
  it('delivers asynchronously, with origin and source exactly as given', async () => {
    const messaging = createMemoryMessaging()
    const received: ReceivedMessage[] = []
    messaging.listen((message) => received.push(message))
    const frame = { name: 'frame window' }
    const delivery = messaging.deliver({ data: { type: 'READY' }, origin: 'https://secure.example', source: frame })
    expect(received).toEqual([])
    await delivery
    expect(received).toHaveLength(1)
    expect(received[0]?.origin).toBe('https://secure.example')
    expect(received[0]?.source).toBe(frame)
    expect(received[0]?.data).toEqual({ type: 'READY' })
  })

  it('stops delivering after unsubscribe, also when removed before the dispatch runs', async () => {
    const messaging = createMemoryMessaging()
    let count = 0
    const stop = messaging.listen(() => count++)
    const pending = messaging.deliver({ data: 1, origin: 'https://a.example', source: null })
    stop()
    await pending
    expect(count).toBe(0)
    expect(messaging.listenerCount()).toBe(0)
  })

  it('keeps each subscription separate', async () => {
    const messaging = createMemoryMessaging()
    let count = 0
    const listener = () => count++
    const stopFirst = messaging.listen(listener)
    messaging.listen(listener)
    stopFirst()
    await messaging.deliver({ data: 1, origin: 'https://a.example', source: null })
    expect(count).toBe(1)
  })

  it('runs every listener even if one throws, then rejects with the error', async () => {
    const messaging = createMemoryMessaging()
    let heard = false
    messaging.listen(() => {
      throw new Error('listener broke')
    })
    messaging.listen(() => {
      heard = true
    })
    await expect(messaging.deliver({ data: 1, origin: 'https://a.example', source: null })).rejects.toThrow('listener broke')
    expect(heard).toBe(true)
  })

  it("records posts to an exact origin, and refuses '*'", () => {
    const messaging = createMemoryMessaging()
    const target = {}
    messaging.post(target, { id: '1' }, 'https://secure.example')
    expect(messaging.posted).toEqual([{ target, data: { id: '1' }, targetOrigin: 'https://secure.example' }])
    expect(() => messaging.post(target, {}, '*')).toThrow(/'\*'/)
    expect(messaging.posted).toHaveLength(1)
  })
})
