import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as core from '../../exports/index.js'
import { defineError } from './defineError.js'
import { PorticoError, type ErrorCategory } from './PorticoError.js'
import { ProviderRpcError } from './providerErrors.js'

const LockedError = defineError({
  name: 'LockedError',
  code: 'LOCKED',
  category: 'WALLET_ERROR',
  message: 'The wallet is locked',
})

const QuotaError = defineError({
  name: 'QuotaError',
  code: 'QUOTA',
  category: 'NETWORK_ERROR',
  message: (used: number, limit: number) => `Used ${used} of ${limit} requests`,
})

describe('defineError', () => {
  it('makes a real subclass of PorticoError with the given name, code, category and message', () => {
    const error = new LockedError()
    expect(error).toBeInstanceOf(LockedError)
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toBeInstanceOf(Error)
    expect(error).not.toBeInstanceOf(QuotaError)
    expect(new QuotaError(1, 2)).not.toBeInstanceOf(LockedError)
    expect(error).toMatchObject({
      name: 'LockedError',
      code: 'LOCKED',
      category: 'WALLET_ERROR',
      shortMessage: 'The wallet is locked',
      message: 'The wallet is locked',
      details: undefined,
      cause: undefined,
    })
    expect(LockedError.name).toBe('LockedError')
    expect(String(error)).toBe('LockedError: The wallet is locked')
    expect(error.stack).toMatch(/^LockedError: The wallet is locked/)
  })

  it('takes a cause and details, appending the details after the verbatim message', () => {
    const cause = new Error('inner')
    const error = new LockedError({ cause, details: 'tried twice' })
    expect(error.cause).toBe(cause)
    expect(error.details).toBe('tried twice')
    expect(error.shortMessage).toBe('The wallet is locked')
    expect(error.message).toBe('The wallet is locked\n\nDetails: tried twice')
  })

  it('builds a message from the leading constructor parameters, the options coming after them', () => {
    const cause = new Error('429')
    expect(new QuotaError(3, 10).message).toBe('Used 3 of 10 requests')
    expect(new QuotaError(3, 10, { cause, details: 'slow down' })).toMatchObject({
      shortMessage: 'Used 3 of 10 requests',
      message: 'Used 3 of 10 requests\n\nDetails: slow down',
      cause,
      code: 'QUOTA',
    })
  })

  it('keeps the definition in charge of the code and category, whatever the options say', () => {
    const sneaky = { code: 'OTHER', category: 'USER_REJECTED', cause: 'x' } as unknown as { cause: unknown }
    expect(new LockedError(sneaky)).toMatchObject({ code: 'LOCKED', category: 'WALLET_ERROR', cause: 'x' })
  })

  it('extends a given parent, whose own options pass through', () => {
    const RateLimitedRpcError = defineError({
      name: 'RateLimitedRpcError',
      code: 429,
      category: 'NETWORK_ERROR',
      message: 'Too many requests',
      parent: ProviderRpcError,
    })
    const error = new RateLimitedRpcError({ data: { retryAfter: 5 } })
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toMatchObject({
      name: 'RateLimitedRpcError',
      code: 429,
      category: 'NETWORK_ERROR',
      message: 'Too many requests',
      data: { retryAfter: 5 },
    })
  })

  it('can be extended by a class that keeps more, and the errors keep the defined name', () => {
    class NamedQuotaError extends QuotaError {
      readonly service: string
      constructor(service: string) {
        super(1, 1)
        this.service = service
      }
    }
    const error = new NamedQuotaError('rpc')
    expect(error).toBeInstanceOf(QuotaError)
    expect(error).toMatchObject({ name: 'QuotaError', service: 'rpc', message: 'Used 1 of 1 requests' })
  })

  it('keeps any name, code and message verbatim (property)', () => {
    const categories: ErrorCategory[] = ['INTERNAL_SDK_ERROR', 'CONNECTION_ERROR', 'WALLET_ERROR', 'USER_REJECTED']
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.oneof(fc.string(), fc.integer()),
        fc.constantFrom(...categories),
        fc.string(),
        fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
        (name, code, category, message, details) => {
          const Defined = defineError({ name, code, category, message })
          const error = new Defined({ details })
          expect(Defined.name).toBe(name)
          expect(error).toMatchObject({ name, code, category, shortMessage: message })
          expect(error.message).toBe(details ? `${message}\n\nDetails: ${details}` : message)
        },
      ),
    )
  })
})

/** Arguments for the error classes whose constructors need some. */
const ARGUMENTS: Record<string, unknown[]> = {
  AlertPorticoError: ['SERVER_ERROR'],
  DisconnectChainsError: [[new Error('gone')]],
  ProviderRpcError: [4001, 'nope'],
  SdkError: ['boom'],
  InvalidOptionsError: ['networks', 'at least one network is required'],
  NotConnectedError: ['signMessage'],
  AdapterCapabilityError: ['signMessage', 'solana'],
  InvalidCaipAddressError: ['x'],
  InvalidCaipNetworkIdError: ['x'],
  InvalidWalletResponseError: ['address'],
}

describe('the errors @portico/core exports', () => {
  const errorClasses = Object.entries(core).filter(
    (entry): entry is [string, new (...args: unknown[]) => PorticoError] =>
      typeof entry[1] === 'function' && entry[1].prototype instanceof PorticoError,
  )

  it('are many, and each is named after its export, as are its errors', () => {
    expect(errorClasses.length).toBeGreaterThan(20)
    for (const [exportName, ErrorClass] of errorClasses) {
      const error = new ErrorClass(...(ARGUMENTS[exportName] ?? []))
      expect(ErrorClass.name, exportName).toBe(exportName)
      expect(error.name, exportName).toBe(exportName)
      expect(error, exportName).toBeInstanceOf(PorticoError)
      expect(error.shortMessage, exportName).not.toBe('')
    }
  })

  it('have one code each (the classes carrying a code given at construction aside)', () => {
    const given = new Set(['AlertPorticoError', 'ProviderRpcError'])
    const codes = errorClasses
      .filter(([exportName]) => !given.has(exportName))
      .map(([exportName, ErrorClass]) => new ErrorClass(...(ARGUMENTS[exportName] ?? [])).code)
    expect(new Set(codes).size).toBe(codes.length)
  })
})
