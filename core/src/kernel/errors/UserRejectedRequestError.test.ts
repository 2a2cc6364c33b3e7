import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PorticoError } from './PorticoError.js'
import { isUserRejection, toUserRejectedError, UserRejectedRequestError } from './UserRejectedRequestError.js'

describe('UserRejectedRequestError', () => {
  it('has code 4001, the verbatim message and the USER_REJECTED category', () => {
    const cause = new Error('denied')
    const error = new UserRejectedRequestError({ cause })
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toMatchObject({
      name: 'UserRejectedRequestError',
      code: 4001,
      message: 'User rejected the request',
      shortMessage: 'User rejected the request',
      category: 'USER_REJECTED',
      cause,
    })
  })
})

describe('isUserRejection', () => {
  it.each([
    ['code 4001', { code: 4001, message: 'nope' }],
    ['code 5000', { code: 5000 }],
    ['code 5002', { code: 5002 }],
    ['the EIP-1193 message', new Error('User rejected the request.')],
    ['user cancelled', new Error('The user cancelled the signature')],
    ['user canceled, upper case', 'USER CANCELED'],
    ['a viem-like shortMessage', { shortMessage: 'User rejected the request.', message: 'long text' }],
    ['a cause chain', new Error('outer', { cause: new Error('middle', { cause: { code: 4001 } }) })],
    ['EIP-1193 data', { code: -32603, message: 'Internal', data: { originalError: { code: 4001 } } }],
    ['details', { message: 'failed', details: 'user rejected methods.' }],
    ['our own error', new UserRejectedRequestError()],
    ['a code as text', { code: '4001' }],
    ['a code in error.code', { message: 'failed', error: { code: 4001 } }],
  ])('recognises %s', (_, error) => {
    expect(isUserRejection(error)).toBe(true)
  })

  it.each([
    ['another code', { code: 4100, message: 'Unauthorized' }],
    ['a code as text that is not a plain number', { code: '4001 ' }],
    ['another message', new Error('Chain is not supported')],
    ['a string', 'rejected by user'],
    ['nothing', undefined],
    ['null', null],
    ['a number', 4001],
  ])('refuses %s', (_, error) => {
    expect(isUserRejection(error)).toBe(false)
  })

  it('stops on cycles and beyond a bounded depth', () => {
    const a: { cause?: unknown } = {}
    const b = { cause: a }
    a.cause = b
    expect(isUserRejection(a)).toBe(false)
    let deep: unknown = { code: 4001 }
    for (let level = 0; level < 20; level++) deep = { cause: deep }
    expect(isUserRejection(deep)).toBe(false)
  })

  it('survives a throwing getter', () => {
    const hostile = Object.defineProperty({}, 'message', {
      get() {
        throw new Error('no')
      },
    })
    expect(isUserRejection(hostile)).toBe(false)
  })

  it('finds a rejection message anywhere in a message and a cause chain (property)', () => {
    const phrase = fc
      .constantFrom('user rejected', 'user cancelled', 'user canceled')
      .chain((text) =>
        fc
          .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
          .map((upper) => [...text].map((char, index) => (upper[index] ? char.toUpperCase() : char)).join('')),
      )
    fc.assert(
      fc.property(fc.string(), phrase, fc.string(), fc.nat(3), (before, text, after, depth) => {
        let error: unknown = new Error(`${before}${text}${after}`)
        for (let level = 0; level < depth; level++) error = new Error('wrapped', { cause: error })
        expect(isUserRejection(error)).toBe(true)
      }),
    )
  })

  it('refuses messages without the phrases and codes other than 4001, 5000 and 5002 (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer(), (message, code) => {
        fc.pre(!/user (rejected|cancell?ed)/i.test(message) && ![4001, 5000, 5002].includes(code))
        expect(isUserRejection({ code, message })).toBe(false)
      }),
    )
  })
})

describe('toUserRejectedError', () => {
  it('turns a rejection into the dedicated error, keeping the original as cause', () => {
    const original = { code: 4001, message: 'User rejected the request.' }
    const error = toUserRejectedError(original)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error?.cause).toBe(original)
  })

  it('returns our own error as is, and nothing for other errors', () => {
    const own = new UserRejectedRequestError()
    expect(toUserRejectedError(own)).toBe(own)
    expect(toUserRejectedError(new Error('Failed'))).toBeUndefined()
  })
})
