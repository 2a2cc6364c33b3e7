import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { counterpartyAddress } from './counterpartyAddress.js'

const hex = fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: 40, maxLength: 40 })

describe('counterpartyAddress', () => {
  it('shows 8 hex digits after 0x and the last 8 of an EVM address, so a look-alike matching fewer reads differently', () => {
    expect(counterpartyAddress('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')).toBe('0x3C44CdDd...FA4293BC')
    // A poisoner's address keeps up to 7 of the first and 7 of the last hex digits of the genuine one.
    const flip = (char: string) => (char.toLowerCase() === 'a' ? 'b' : 'a')
    fc.assert(
      fc.property(hex, hex, fc.nat(7), fc.nat(7), fc.boolean(), (genuine, middle, start, end, atStart) => {
        const kept = atStart
          ? `${genuine.slice(0, start)}${flip(genuine[start] ?? '')}${middle.slice(start + 1, 32)}${genuine.slice(32)}`
          : `${genuine.slice(0, 8)}${middle.slice(8, 39 - end)}${flip(genuine[39 - end] ?? '')}${genuine.slice(40 - end)}`
        expect(kept).toHaveLength(40)
        expect(counterpartyAddress(`0x${kept}`)).not.toBe(counterpartyAddress(`0x${genuine}`))
      }),
    )
  })

  it('shows the first and last 8 characters of a base58 address, and never a bidirectional control', () => {
    expect(counterpartyAddress('GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW')).toBe('GsbwXfJr...GbSMQRdW')
    expect(counterpartyAddress('\u202E0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')).toBe('0x3C44CdDd...FA4293BC')
    expect(counterpartyAddress('0x1234')).toBe('0x1234')
  })
})
