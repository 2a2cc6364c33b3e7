import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { frameUserSchema } from './frameMessageSchema.js'
import { knownFieldsCopy, plainCopy } from './plainAnswer.js'

const hostile = () => JSON.parse('{"ok":1,"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"prototype":{}}') as unknown

describe('plainCopy', () => {
  it('copies data into fresh objects without the keys that reach a prototype, at any depth', () => {
    const copied = plainCopy({ list: [hostile(), { deep: hostile() }], text: 'a' }) as { list: unknown[] }
    expect(copied).toEqual({ list: [{ ok: 1 }, { deep: { ok: 1 } }], text: 'a' })
    expect(Object.getPrototypeOf(Object.assign({}, ...copied.list))).toBe(Object.prototype)
  })

  it('keeps what the structured clone carries besides plain data (bytes, dates) as it is', () => {
    const bytes = new Uint8Array([1, 2])
    const date = new Date(0)
    expect(plainCopy({ bytes, date })).toEqual({ bytes, date })
  })

  it('returns equal, never identical, data for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (generated) => {
        // As it comes off the wire (JSON text: no -0, own __proto__ keys).
        const text = JSON.stringify(generated)
        const value = JSON.parse(text) as unknown
        const copied = plainCopy(value)
        expect(copied).toEqual(JSON.parse(text, (key, inner: unknown) => (key === '__proto__' || key === 'constructor' || key === 'prototype' ? undefined : inner)))
        if (typeof value === 'object' && value !== null) expect(copied).not.toBe(value)
      }),
    )
  })

  it('throws on a cycle, on nesting too deep, and when a read throws', () => {
    const cyclic: unknown[] = []
    cyclic.push(cyclic)
    expect(() => plainCopy(cyclic)).toThrow(TypeError)
    let deep: unknown = {}
    for (let index = 0; index < 100; index++) deep = { deep }
    expect(() => plainCopy(deep)).toThrow(TypeError)
    expect(() => plainCopy({ trap: new Proxy({}, { ownKeys: () => { throw new Error('trap') } }) })).toThrow()
  })
})

describe('knownFieldsCopy', () => {
  it('keeps only the schema’s fields of a user, its accounts’ too, and copies its free-form fields plainly', () => {
    const user = { ...(hostile() as object), address: '0x1', chainId: 1, accounts: [{ address: '0x1', type: 'eoa', extra: 1 }], siwxMessage: hostile() }
    expect(knownFieldsCopy(frameUserSchema, user)).toEqual({ address: '0x1', chainId: 1, accounts: [{ address: '0x1', type: 'eoa' }], siwxMessage: { ok: 1 } })
  })
})
