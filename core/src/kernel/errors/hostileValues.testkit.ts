import fc from 'fast-check'

const boom = () => {
  throw new Error('hostile')
}

/** A Proxy whose every trap throws (reading, `in`, prototype, keys, descriptors, ...). */
export function throwingProxy(): object {
  return new Proxy(
    {},
    {
      get: boom,
      has: boom,
      getPrototypeOf: boom,
      ownKeys: boom,
      getOwnPropertyDescriptor: boom,
      defineProperty: boom,
      set: boom,
      isExtensible: boom,
      preventExtensions: boom,
      setPrototypeOf: boom,
      deleteProperty: boom,
    },
  )
}

/** A revoked Proxy: every operation on it throws a TypeError, `instanceof` included. */
export function revokedProxy(): object {
  const { proxy, revoke } = Proxy.revocable({}, {})
  revoke()
  return proxy
}

/** An object whose fields are getters that throw. */
export function throwingGetters(...names: string[]): object {
  const target = {}
  for (const name of names.length > 0 ? names : ['code', 'message', 'shortMessage', 'cause', 'data', 'error', 'details', 'originalError', 'name']) {
    Object.defineProperty(target, name, { get: boom, enumerable: true })
  }
  return target
}

/** A Proxy that answers every read with a new Proxy of its kind: an endless, cycle-free chain. */
export function bottomlessProxy(): object {
  const handler: ProxyHandler<object> = { get: () => new Proxy({}, handler) }
  return new Proxy({}, handler)
}

/** Hand-made hostile values, with a name each (for `it.each`). */
export function hostileValues(): [string, unknown][] {
  const cycle: Record<string, unknown> = { message: 'loop' }
  cycle.cause = cycle
  cycle.data = { originalError: cycle }
  const throwingToString = { toString: boom, valueOf: boom, [Symbol.toPrimitive]: boom }
  return [
    ['a Proxy whose traps all throw', throwingProxy()],
    ['a revoked Proxy', revokedProxy()],
    ['an object of throwing getters', throwingGetters()],
    ['an Error with a throwing cause getter', Object.defineProperty(new Error('outer'), 'cause', { get: boom })],
    ['a throwing Proxy as cause', { code: -32603, cause: throwingProxy() }],
    ['a revoked Proxy as data', { code: -32603, data: revokedProxy() }],
    ['a Proxy with a throwing prototype trap', new Proxy(new Error('x'), { getPrototypeOf: boom })],
    ['an endless chain of proxies', bottomlessProxy()],
    ['a cycle through cause and data.originalError', cycle],
    ['an object whose conversions throw', throwingToString],
    ['a code whose conversions throw', { code: throwingToString, message: throwingToString }],
    ['a function with throwing getters', Object.defineProperty(() => undefined, 'code', { get: boom })],
  ]
}

const hostileIndex = fc.nat({ max: hostileValues().length - 1 })
const makeHostile = (index: number) => (hostileValues()[index] as [string, unknown])[1]

/**
 * Anything at all, hand-made hostile values among it, and some of both nested where codes hide.
 * Each value comes as a function that makes it: fast-check itself inspects the values it
 * generates (it looks for a clone method), and a hostile value would throw at fast-check.
 */
export const anythingHostile: fc.Arbitrary<() => unknown> = fc.oneof(
  fc
    .anything({ withBigInt: true, withBoxedValues: true, withDate: true, withMap: true, withSet: true, withNullPrototype: true, withTypedArray: true, withSparseArray: true })
    .map((value) => () => value),
  hostileIndex.map((index) => () => makeHostile(index)),
  fc
    .tuple(fc.constantFrom('cause', 'data', 'error', 'originalError'), fc.anything(), hostileIndex)
    .map(([key, code, index]) => () => ({ code, [key]: makeHostile(index) })),
)
