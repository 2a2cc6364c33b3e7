import { describe, expect, it } from 'vitest'
import { defineError } from '../errors/defineError.js'
import { createMutation } from './createMutation.js'

/** A run whose calls wait until the test settles them, one by one. */
function deferredRun() {
  const calls: { variables: string; resolve: (value: number) => void; reject: (error: unknown) => void }[] = []
  const run = (variables: string) => new Promise<number>((resolve, reject) => void calls.push({ variables, resolve, reject }))
  return { run, calls }
}

const Declined = defineError({ name: 'DeclinedError', code: 'DECLINED', category: 'USER_REJECTED', message: 'Declined' })

describe('createMutation (the one mutation shape, in core)', () => {
  it('starts idle, is pending while a call runs, then holds its data', async () => {
    const { run, calls } = deferredRun()
    const mutation = createMutation(run)
    expect(mutation.getSnapshot()).toEqual({ status: 'idle', isIdle: true, isPending: false, isSuccess: false, isError: false, data: undefined, error: undefined })
    const done = mutation.mutateAsync('a')
    expect(mutation.getSnapshot()).toMatchObject({ status: 'pending', isPending: true })
    calls[0]?.resolve(7)
    await expect(done).resolves.toBe(7)
    expect(mutation.getSnapshot()).toMatchObject({ status: 'success', isSuccess: true, data: 7, error: undefined })
  })

  it('keeps a typed error: a Portico error as it is, anything else wrapped', async () => {
    const mutation = createMutation(async (kind: string) => {
      if (kind === 'declined') throw new Declined()
      throw new TypeError('boom')
    })
    await expect(mutation.mutateAsync('declined')).rejects.toMatchObject({ code: 'DECLINED' })
    expect(mutation.getSnapshot()).toMatchObject({ status: 'error', isError: true, data: undefined, error: { code: 'DECLINED' } })
    await expect(mutation.mutateAsync('other')).rejects.toMatchObject({ shortMessage: 'boom' })
    expect(mutation.getSnapshot().error?.cause).toBeInstanceOf(TypeError)
  })

  it('reports only the latest call: an earlier one that settles later changes nothing', async () => {
    const { run, calls } = deferredRun()
    const mutation = createMutation(run)
    const first = mutation.mutateAsync('first')
    const second = mutation.mutateAsync('second')
    calls[1]?.resolve(2)
    await second
    calls[0]?.resolve(1)
    await expect(first).resolves.toBe(1)
    expect(mutation.getSnapshot()).toMatchObject({ status: 'success', data: 2 })
  })

  it('after reset, a call under way settles unseen', async () => {
    const { run, calls } = deferredRun()
    const mutation = createMutation(run)
    const call = mutation.mutateAsync('a')
    mutation.reset()
    expect(mutation.getSnapshot().status).toBe('idle')
    calls[0]?.reject(new Declined())
    await expect(call).rejects.toMatchObject({ code: 'DECLINED' })
    expect(mutation.getSnapshot()).toMatchObject({ status: 'idle', error: undefined })
  })

  it('mutate never throws or leaves a rejection unhandled; the outcome is in the state', async () => {
    const mutation = createMutation(async () => {
      throw new Declined()
    })
    let changes = 0
    const stop = mutation.subscribe(() => changes++)
    expect(() => mutation.mutate(undefined)).not.toThrow()
    await Promise.resolve()
    await Promise.resolve()
    expect(mutation.getSnapshot()).toMatchObject({ status: 'error', error: { code: 'DECLINED' } })
    expect(changes).toBe(2)
    stop()
  })

  it('changes its snapshot only when its state changed', async () => {
    const mutation = createMutation(async (value: number) => value)
    const idle = mutation.getSnapshot()
    mutation.reset()
    expect(mutation.getSnapshot()).toBe(idle)
    await mutation.mutateAsync(1)
    const success = mutation.getSnapshot()
    expect(mutation.getSnapshot()).toBe(success)
  })
})
