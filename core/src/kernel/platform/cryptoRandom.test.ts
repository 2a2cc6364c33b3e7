import { describe, expect, it } from 'vitest'
import { createCryptoRandom, toHex, type RandomValuesSource } from './cryptoRandom.js'

/** A source that records what it was asked for and fills a counter. */
function countingSource() {
  const calls: number[] = []
  let next = 0
  const source: RandomValuesSource = {
    getRandomValues(array) {
      calls.push(array.length)
      for (let index = 0; index < array.length; index++) array[index] = next++ & 0xff
      return array
    },
  }
  return { source, calls }
}

describe('createCryptoRandom', () => {
  it('makes ids of 16 bytes from getRandomValues, as 32 hex digits', () => {
    const { source, calls } = countingSource()
    const id = createCryptoRandom(source).id()
    expect(id).toBe('000102030405060708090a0b0c0d0e0f')
    expect(calls).toEqual([16])
  })

  it('fills large byte counts in chunks of at most 65536 (the getRandomValues limit)', () => {
    const { source, calls } = countingSource()
    const bytes = createCryptoRandom(source).bytes(150_000)
    expect(bytes).toHaveLength(150_000)
    expect(calls).toEqual([65_536, 65_536, 18_928])
    expect(bytes[65_536]).toBe(0) // 65536 & 0xff
  })

  it('refuses invalid byte counts', () => {
    const random = createCryptoRandom(countingSource().source)
    expect(random.bytes(0)).toHaveLength(0)
    for (const bad of [-1, 1.5, Number.NaN]) expect(() => random.bytes(bad)).toThrow(RangeError)
  })

  it('without getRandomValues, creates fine but refuses to make ids (never a weak fallback)', () => {
    const random = createCryptoRandom(undefined)
    expect(() => random.id()).toThrow(/crypto\.getRandomValues/)
    expect(() => createCryptoRandom({} as RandomValuesSource).bytes(4)).toThrow(/crypto\.getRandomValues/)
  })

  it('real crypto gives distinct ids', () => {
    const { crypto } = globalThis as unknown as { crypto: RandomValuesSource }
    const random = createCryptoRandom(crypto)
    expect(random.id()).not.toBe(random.id())
  })

  it('toHex pads every byte', () => {
    expect(toHex(new Uint8Array([0, 1, 15, 16, 255]))).toBe('00010f10ff')
  })
})
