import { number, object, optional } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { checkOptions } from './checkOptions.js'
import { InvalidOptionsError } from './InvalidOptionsError.js'

const schema = object({ timeoutMs: optional(number()) })

describe('checkOptions', () => {
  it('returns valid options as they are', () => {
    expect(checkOptions({ timeoutMs: 5 }, schema)).toEqual({ timeoutMs: 5 })
  })

  it('names the bad option, and an unknown one', () => {
    expect(() => checkOptions({ timeoutMs: 'soon' }, schema)).toThrow(/^Invalid option `timeoutMs`: /)
    expect(() => checkOptions({ timeoutMS: 5 }, schema)).toThrow('Invalid option `timeoutMS`: is not a known option')
  })

  it('turns a value superstruct cannot even describe into a typed error', () => {
    const hostile = new Proxy({}, { ownKeys: () => { throw new Error('trap') } })
    let caught: unknown
    try {
      checkOptions(hostile, schema)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(InvalidOptionsError)
    expect((caught as InvalidOptionsError).path).toBe('options')
  })
})
