import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidPreflightCommitmentError, InvalidSolanaRequestError } from '../errors/solanaErrors.js'
import { checkAmount, checkSendOptions, checkTransactionBytes, sendOptionsFromExtra } from './checkRequest.js'
import { PREFLIGHT_COMMITMENTS, checkPreflightCommitment } from './preflightCommitment.js'

describe('preflightCommitment', () => {
  it('accepts the eight commitments of SPEC.md section 5', () => {
    for (const commitment of ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max']) {
      expect(checkPreflightCommitment(commitment)).toBe(commitment)
    }
    expect(checkPreflightCommitment(undefined)).toBeUndefined()
  })

  it('refuses anything else with a typed error', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withObjectString: true }), (value) => {
        fc.pre(value !== undefined && !(PREFLIGHT_COMMITMENTS as readonly unknown[]).includes(value))
        expect(() => checkPreflightCommitment(value)).toThrow(InvalidPreflightCommitmentError)
      }),
    )
    expect(() => checkPreflightCommitment('Confirmed')).toThrow('preflightCommitment must be one of processed, confirmed, finalized, recent, single, singleGossip, root, max')
  })
})

describe('send options', () => {
  it('reads core’s extra text fields', () => {
    expect(sendOptionsFromExtra({ preflightCommitment: 'root', skipPreflight: 'true', maxRetries: '3' })).toEqual({ preflightCommitment: 'root', skipPreflight: true, maxRetries: 3 })
    expect(sendOptionsFromExtra(undefined)).toEqual({})
  })

  it('refuses unknown and malformed options', () => {
    expect(() => sendOptionsFromExtra({ gasPrice: '1' })).toThrow(InvalidSolanaRequestError)
    expect(() => sendOptionsFromExtra({ skipPreflight: 'yes' })).toThrow(InvalidSolanaRequestError)
    expect(() => checkSendOptions({ maxRetries: -1 })).toThrow(InvalidSolanaRequestError)
    expect(() => checkSendOptions({ preflightCommitment: 'soon' })).toThrow(InvalidPreflightCommitmentError)
  })
})

describe('amounts and transactions', () => {
  it('takes whole base units that fit in 64 bits', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }), (value) => {
        expect(checkAmount(value.toString(), 'value')).toBe(value)
      }),
    )
    for (const bad of ['-1', '1.5', '01', '', '18446744073709551616', ' 1', 1]) expect(() => checkAmount(bad, 'value')).toThrow(InvalidSolanaRequestError)
  })

  it('takes wire bytes of a packet size at most', () => {
    expect(checkTransactionBytes(new Uint8Array(1232))).toHaveLength(1232)
    for (const bad of [new Uint8Array(0), new Uint8Array(1233), [1, 2], 'AQID']) expect(() => checkTransactionBytes(bad)).toThrow(InvalidSolanaRequestError)
  })
})
