import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { createEventBus } from './createEventBus.js'

type Events = { ping: { n: number }; pong: string }

describe('createEventBus', () => {
  it('delivers payloads to the listeners of that type, in subscription order', () => {
    const bus = createEventBus<Events>()
    const calls: string[] = []
    bus.on('ping', ({ n }) => calls.push(`a${n}`))
    bus.on('ping', ({ n }) => calls.push(`b${n}`))
    bus.on('pong', (text) => calls.push(`pong ${text}`))
    bus.emit('ping', { n: 1 })
    bus.emit('pong', 'x')
    expect(calls).toEqual(['a1', 'b1', 'pong x'])
  })

  it('unsubscribes through the returned function, once and idempotently', () => {
    const bus = createEventBus<Events>()
    const listener = vi.fn()
    const other = vi.fn()
    const stop = bus.on('ping', listener)
    bus.on('ping', other)
    stop()
    stop()
    bus.emit('ping', { n: 1 })
    expect(listener).not.toHaveBeenCalled()
    expect(other).toHaveBeenCalledOnce()
  })

  it('makes one subscription per on call, each ended by its own function', () => {
    const bus = createEventBus<Events>()
    const listener = vi.fn()
    const first = bus.on('ping', listener)
    bus.on('ping', listener)
    bus.emit('ping', { n: 1 })
    expect(listener).toHaveBeenCalledTimes(2)
    first()
    first()
    bus.emit('ping', { n: 2 })
    expect(listener).toHaveBeenCalledTimes(3)
    expect(listener).toHaveBeenLastCalledWith({ n: 2 })
  })

  it('does not call a listener unsubscribed by an earlier listener of the same emit', () => {
    const bus = createEventBus<Events>()
    const later = vi.fn()
    bus.on('ping', () => stopLater())
    const stopLater = bus.on('ping', later)
    bus.emit('ping', { n: 1 })
    expect(later).not.toHaveBeenCalled()
  })

  it('calls a listener subscribed during an emit from the next emit on', () => {
    const bus = createEventBus<Events>()
    const added = vi.fn()
    const stop = bus.on('ping', () => {
      stop()
      bus.on('ping', added)
    })
    bus.emit('ping', { n: 1 })
    expect(added).not.toHaveBeenCalled()
    bus.emit('ping', { n: 2 })
    expect(added).toHaveBeenCalledExactlyOnceWith({ n: 2 })
  })

  it('keeps calling the other listeners when one throws, and reports the error', () => {
    const onListenerError = vi.fn()
    const bus = createEventBus<Events>({ onListenerError })
    const boom = new Error('boom')
    const after = vi.fn()
    bus.on('ping', () => {
      throw boom
    })
    bus.on('ping', after)
    expect(() => bus.emit('ping', { n: 1 })).not.toThrow()
    expect(after).toHaveBeenCalledOnce()
    expect(onListenerError).toHaveBeenCalledExactlyOnceWith(boom, 'ping')
  })

  it('survives a throwing error callback, and no callback at all', () => {
    const throwing = createEventBus<Events>({
      onListenerError: () => {
        throw new Error('again')
      },
    })
    const quiet = createEventBus<Events>()
    for (const bus of [throwing, quiet]) {
      const after = vi.fn()
      bus.on('pong', () => {
        throw new Error('boom')
      })
      bus.on('pong', after)
      expect(() => bus.emit('pong', 'x')).not.toThrow()
      expect(after).toHaveBeenCalledOnce()
    }
  })

  it('clears every listener, and keeps buses apart', () => {
    const a = createEventBus<Events>()
    const b = createEventBus<Events>()
    const listener = vi.fn()
    a.on('ping', listener)
    b.emit('ping', { n: 1 })
    expect(listener).not.toHaveBeenCalled()
    a.clear()
    a.emit('ping', { n: 1 })
    expect(listener).not.toHaveBeenCalled()
  })

  it('calls exactly the listeners still subscribed, however many throw (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ throws: fc.boolean(), stopped: fc.boolean() }), { maxLength: 12 }), (plan) => {
        const errors: unknown[] = []
        const bus = createEventBus<Events>({ onListenerError: (error) => errors.push(error) })
        const called: number[] = []
        const stops = plan.map((step, index) =>
          bus.on('ping', () => {
            called.push(index)
            if (step.throws) throw new Error(String(index))
          }),
        )
        plan.forEach((step, index) => step.stopped && stops[index]?.())
        bus.emit('ping', { n: 0 })
        const expected = plan.flatMap((step, index) => (step.stopped ? [] : [index]))
        expect(called).toEqual(expected)
        expect(errors).toHaveLength(expected.filter((index) => plan[index]?.throws).length)
      }),
    )
  })
})
