import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createMemoryStorage, createThrowingStorage } from './memoryStorage.js'

describe('createMemoryStorage tabs', () => {
  it("shares items between tabs; each tab hears the others' writes a moment later, never its own", async () => {
    const first = createMemoryStorage()
    const second = first.openTab()
    const heardFirst: (string | null)[] = []
    const heardSecond: (string | null)[] = []
    first.subscribe(({ key }) => heardFirst.push(key))
    const stop = second.subscribe(({ key }) => heardSecond.push(key))
    first.setItem('a', '1')
    expect(second.getItem('a')).toBe('1')
    expect(heardSecond).toEqual([])
    await Promise.resolve()
    expect(heardSecond).toEqual(['a'])
    first.setItem('a', '1')
    second.removeItem('a')
    second.removeItem('a')
    await Promise.resolve()
    expect(heardSecond).toEqual(['a'])
    expect(heardFirst).toEqual(['a'])
    expect(first.getItem('a')).toBeNull()
    stop()
    first.setItem('b', '2')
    await Promise.resolve()
    expect(heardSecond).toEqual(['a'])
  })

  it('counts the quota over every tab', () => {
    const first = createMemoryStorage({}, { quota: 4 })
    first.setItem('ab', 'c')
    expect(() => first.openTab().setItem('de', 'f')).toThrow(/quota/)
  })
})

describe('createMemoryStorage', () => {
  it('stores, reads and removes strings; missing keys read as null', () => {
    const storage = createMemoryStorage()
    expect(storage.getItem('a')).toBeNull()
    storage.setItem('a', '1')
    expect(storage.getItem('a')).toBe('1')
    storage.setItem('a', '2')
    expect(storage.getItem('a')).toBe('2')
    storage.removeItem('a')
    expect(storage.getItem('a')).toBeNull()
    expect(() => storage.removeItem('never-set')).not.toThrow()
  })

  it('starts from the initial content and dumps a copy', () => {
    const initial = { '@portico/x': '"y"' }
    const storage = createMemoryStorage(initial)
    expect(storage.getItem('@portico/x')).toBe('"y"')
    const dump = storage.dump()
    expect(dump).toEqual({ '@portico/x': '"y"' })
    dump['@portico/x'] = 'changed'
    storage.setItem('other', '1')
    expect(storage.getItem('@portico/x')).toBe('"y"')
    expect(initial).toEqual({ '@portico/x': '"y"' })
  })

  it('converts values to strings like localStorage', () => {
    const storage = createMemoryStorage()
    storage.setItem('n', 42 as unknown as string)
    expect(storage.getItem('n')).toBe('42')
  })

  it('treats __proto__ as an ordinary key, without touching Object.prototype', () => {
    const storage = createMemoryStorage()
    storage.setItem('__proto__', '{"polluted":true}')
    expect(storage.getItem('__proto__')).toBe('{"polluted":true}')
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
    expect(Object.keys(storage.dump())).toEqual(['__proto__'])
    expect(storage.getItem('toString')).toBeNull()
  })

  it('throws a QuotaExceededError beyond its quota and keeps the previous value', () => {
    const storage = createMemoryStorage({}, { quota: 20 })
    storage.setItem('k', '123456789') // 10 units
    let caught: unknown
    try {
      storage.setItem('k', 'x'.repeat(50))
    } catch (error) {
      caught = error
    }
    expect((caught as Error).name).toBe('QuotaExceededError')
    expect(storage.getItem('k')).toBe('123456789')
    storage.setItem('k', 'x'.repeat(19)) // replacing frees the old value's room
    storage.removeItem('k')
    storage.setItem('j', 'y'.repeat(19))
    expect(storage.getItem('j')).toHaveLength(19)
  })

  it('property: behaves like a Map of strings', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('set' as const), key: fc.string({ maxLength: 3 }), value: fc.string() }),
      fc.record({ kind: fc.constant('remove' as const), key: fc.string({ maxLength: 3 }) }),
    )
    fc.assert(
      fc.property(fc.array(op), (ops) => {
        const storage = createMemoryStorage()
        const model = new Map<string, string>()
        for (const step of ops) {
          if (step.kind === 'set') {
            storage.setItem(step.key, step.value)
            model.set(step.key, step.value)
          } else {
            storage.removeItem(step.key)
            model.delete(step.key)
          }
        }
        for (const step of ops) expect(storage.getItem(step.key)).toBe(model.get(step.key) ?? null)
        expect(new Map(Object.entries(storage.dump()))).toEqual(model)
      }),
    )
  })
})

describe('createThrowingStorage', () => {
  it('throws from every storage method', () => {
    const storage = createThrowingStorage()
    expect(() => storage.getItem('a')).toThrow(/storage is disabled/)
    expect(() => storage.setItem('a', '1')).toThrow()
    expect(() => storage.removeItem('a')).toThrow()
    expect(storage.dump()).toEqual({})
  })

  it('throws the given error', () => {
    const storage = createThrowingStorage(() => new TypeError('custom'))
    expect(() => storage.setItem('a', '1')).toThrow(TypeError)
  })
})
