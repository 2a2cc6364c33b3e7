import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { PorticoError } from './PorticoError.js'
import { SdkError } from './SdkError.js'
import { withErrorWrapping, wrapError } from './wrapError.js'

describe('wrapError', () => {
  it('returns a Portico error as it is', () => {
    const error = new PorticoError('Failed to connect', { code: 'CONNECTION_FAILED', category: 'CONNECTION_ERROR' })
    expect(wrapError(error, 'WALLET_ERROR')).toBe(error)
  })

  it('wraps anything else as an SDK error keeping the message and the original', () => {
    const original = new TypeError('x is undefined')
    const wrapped = wrapError(original)
    expect(wrapped).toBeInstanceOf(SdkError)
    expect(wrapped).toMatchObject({
      name: 'SdkError',
      code: 'SDK_ERROR',
      category: 'INTERNAL_SDK_ERROR',
      message: 'x is undefined',
      shortMessage: 'x is undefined',
      cause: original,
    })
    expect(wrapError('text', 'WALLET_ERROR')).toMatchObject({
      message: 'text',
      category: 'WALLET_ERROR',
      cause: 'text',
    })
    expect(wrapError(undefined).message).toBe('Unknown error')
  })

  it('always gives a Portico error that keeps the original (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (thrown) => {
        const wrapped = wrapError(thrown)
        expect(wrapped).toBeInstanceOf(PorticoError)
        if (!(thrown instanceof PorticoError)) expect(wrapped.cause).toBe(thrown)
      }),
    )
  })
})

describe('withErrorWrapping', () => {
  it('passes return values and this through', () => {
    const target = {
      factor: 3,
      times(value: number) {
        return value * this.factor
      },
    }
    const times = withErrorWrapping(target.times)
    expect(times.call(target, 2)).toBe(6)
  })

  it('wraps, reports and rethrows a synchronous throw', () => {
    const report = vi.fn()
    const fn = withErrorWrapping(
      () => {
        throw new Error('sync')
      },
      { category: 'STORAGE_ERROR', report },
    )
    let caught: unknown
    try {
      fn()
    } catch (error) {
      caught = error
    }
    expect(caught).toMatchObject({ code: 'SDK_ERROR', category: 'STORAGE_ERROR', message: 'sync' })
    expect(report).toHaveBeenCalledExactlyOnceWith(caught, (caught as Error).cause, [])
  })

  it('wraps, reports and rethrows an async rejection, and passes resolved values', async () => {
    const report = vi.fn()
    const fail = withErrorWrapping(async (reason: string) => Promise.reject(new Error(reason)), { report })
    await expect(fail('async')).rejects.toMatchObject({
      code: 'SDK_ERROR',
      category: 'INTERNAL_SDK_ERROR',
      message: 'async',
    })
    expect(report).toHaveBeenCalledOnce()
    expect(report.mock.calls[0]?.[2]).toEqual(['async'])
    const ok = withErrorWrapping(async (value: number) => value + 1, { report })
    await expect(ok(1)).resolves.toBe(2)
    expect(report).toHaveBeenCalledOnce()
  })

  it('reports a Portico error as it is, with the same object as what was thrown', () => {
    const original = new PorticoError('Modal closed', { code: 'MODAL_CLOSED' })
    const report = vi.fn()
    const fn = withErrorWrapping(
      (_value: number) => {
        throw original
      },
      { report },
    )
    expect(() => fn(7)).toThrow(original)
    expect(report).toHaveBeenCalledExactlyOnceWith(original, original, [7])
  })

  it('rethrows the wrapped error even when reporting throws', () => {
    const original = new PorticoError('Modal closed', { code: 'MODAL_CLOSED' })
    const fn = withErrorWrapping(
      () => {
        throw original
      },
      {
        report: () => {
          throw new Error('reporter down')
        },
      },
    )
    expect(fn).toThrow(original)
  })
})
