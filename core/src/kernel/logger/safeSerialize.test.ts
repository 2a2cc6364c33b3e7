import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeSerialize } from './safeSerialize.js'

describe('safeSerialize', () => {
  it('writes plain JSON values as JSON does', () => {
    expect(safeSerialize({ a: 1, b: ['x', true, null] })).toBe('{"a":1,"b":["x",true,null]}')
    expect(safeSerialize('text')).toBe('"text"')
    expect(safeSerialize(undefined)).toBe('null')
  })

  it('writes circular references as [Circular], but repeated ones in full', () => {
    const loop: Record<string, unknown> = { name: 'loop' }
    loop.self = loop
    expect(safeSerialize(loop)).toBe('{"name":"loop","self":"[Circular]"}')
    const shared = { x: 1 }
    expect(safeSerialize([shared, shared])).toBe('[{"x":1},{"x":1}]')
  })

  it('writes bigints, non-finite numbers, functions, symbols and undefined', () => {
    expect(safeSerialize({ value: 10n ** 20n, nan: Number.NaN, inf: -Infinity })).toBe(
      '{"value":"100000000000000000000n","nan":"NaN","inf":"-Infinity"}',
    )
    expect(safeSerialize([function named() {}, () => 1, Symbol('s'), undefined])).toBe(
      '["[Function named]","[Function anonymous]","Symbol(s)",null]',
    )
    expect(safeSerialize({ gone: undefined })).toBe('{}')
  })

  it('writes Errors with name, message, code and cause', () => {
    const error = Object.assign(new Error('outer', { cause: new TypeError('inner') }), { code: 4001 })
    const written = JSON.parse(safeSerialize({ error })) as { error: Record<string, unknown> }
    expect(written.error).toMatchObject({
      name: 'Error',
      message: 'outer',
      code: 4001,
      cause: { name: 'TypeError', message: 'inner' },
    })
    expect(typeof written.error.stack).toBe('string')
  })

  it('writes Maps, Sets, Dates and toJSON results', () => {
    expect(safeSerialize(new Map([['k', 1n]]))).toBe('[["k","1n"]]')
    expect(safeSerialize(new Set([1, 2]))).toBe('[1,2]')
    expect(safeSerialize(new Date(0))).toBe('"1970-01-01T00:00:00.000Z"')
    expect(safeSerialize({ toJSON: () => ({ kept: true }) })).toBe('{"kept":true}')
  })

  it('survives throwing getters and toJSON, and keeps __proto__ keys as data', () => {
    const hostile = Object.defineProperty({ ok: 1 }, 'bad', {
      enumerable: true,
      get() {
        throw new Error('no')
      },
    })
    expect(safeSerialize(hostile)).toBe('{"ok":1,"bad":"[Unserializable]"}')
    expect(
      safeSerialize({
        toJSON: () => {
          throw new Error('no')
        },
      }),
    ).toBe('"[Unserializable]"')
    expect(safeSerialize(JSON.parse('{"__proto__":{"x":1}}'))).toBe('{"__proto__":{"x":1}}')
  })

  it('cuts very deep and very large structures', () => {
    let deep: unknown = 'bottom'
    for (let level = 0; level < 50; level++) deep = [deep]
    expect(safeSerialize(deep)).toContain('"[Truncated]"')
    expect(safeSerialize(deep)).not.toContain('bottom')
    let wide: unknown = 1
    for (let level = 0; level < 8; level++) wide = Array.from({ length: 10 }, () => wide)
    expect(safeSerialize(wide).length).toBeLessThan(200_000)
  })

  it('never throws and always writes valid JSON (property)', () => {
    fc.assert(
      fc.property(
        fc.anything({
          withBigInt: true,
          withMap: true,
          withSet: true,
          withDate: true,
          withNullPrototype: true,
          withBoxedValues: true,
          withSparseArray: true,
          withTypedArray: true,
        }),
        (value) => {
          expect(() => JSON.parse(safeSerialize(value))).not.toThrow()
        },
      ),
    )
  })

  it('matches JSON.stringify on JSON values (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(safeSerialize(value)).toBe(JSON.stringify(value))
      }),
    )
  })

  it('writes any graph with a cycle as valid JSON marking the cycle (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 12 }),
        (size, edges) => {
          const nodes = Array.from({ length: size }, (_, id) => ({ id, links: [] as unknown[] }))
          // A path through every node back to the first makes a cycle (within the depth limit: 2 levels
          // a node); the random edges add more.
          nodes.forEach((node, index) => node.links.push(nodes[(index + 1) % size]))
          for (const [from, to] of edges) nodes[from % size]?.links.push(nodes[to % size])
          const text = safeSerialize(nodes[0])
          expect(text).toContain('"[Circular]"')
          expect(() => JSON.parse(text)).not.toThrow()
        },
      ),
    )
  })
})
