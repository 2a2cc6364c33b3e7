import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { BrowserUrlConstructor } from '../../kernel/platform/browserGlobals.js'
import { APP_REQUESTS } from './frameEvents.js'
import { flush, frameHarness, SECURE_ORIGIN, track } from './frame.testkit.js'

const URL = (globalThis as unknown as { URL: BrowserUrlConstructor }).URL

/** Stands for an object whose every read throws (fast-check itself would trip on it while generating). */
const TRAP = Symbol('trap')
const trap = () => {
  throw new Error('trap')
}
const trapProxy = () => new Proxy({}, { get: trap, has: trap, ownKeys: trap, getPrototypeOf: trap })
const materialise = (data: unknown) => (data === TRAP ? trapProxy() : data)

/** Values a hostile page or a broken frame may post, including objects that throw when read. */
const hostileValue = fc.oneof(
  fc.anything({ withNullPrototype: true, withObjectString: true, withBoxedValues: true, withMap: true, withSparseArray: true }),
  fc.constant(TRAP),
  fc.constant(Object.create(null)),
  fc.record({ type: fc.string(), id: fc.oneof(fc.string(), fc.integer()), payload: fc.anything() }),
  fc.record({
    type: fc.constantFrom(...APP_REQUESTS.flatMap((name) => [`@w3m-frame/${name}_SUCCESS`, `@w3m-frame/${name}_ERROR`]), '@w3m-frame/READY', '@w3m-frame/SESSION_UPDATE'),
    id: fc.oneof(fc.string(), fc.constant('__proto__'), fc.constant('constructor')),
    payload: fc.anything(),
  }),
)

describe('createFrameClient under random and hostile messages', () => {
  it('never throws, never settles an open request from a forged or invalid message, and still hears the real answer', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            data: hostileValue,
            origin: fc.oneof(fc.constant(SECURE_ORIGIN), fc.webUrl().map((url) => new URL(url).origin), fc.string()),
            trustedSource: fc.boolean(),
          }),
          { maxLength: 8 },
        ),
        async (messages) => {
          const { client, ready, fromFrame, lastPosted, answer } = frameHarness()
          await ready()
          const user = track(client.request('GET_USER'))
          const request = lastPosted()
          for (const message of messages) {
            const fromTrusted = message.origin === SECURE_ORIGIN && message.trustedSource
            // Only forged or invalid messages here: a valid answer from the frame itself is left out.
            if (fromTrusted && isValidAnswerTo(message.data, request.id)) continue
            await expect(fromFrame(materialise(message.data), { origin: message.origin, source: message.trustedSource ? undefined : { forged: true } })).resolves.toBeUndefined()
          }
          await flush()
          expect(user.status).toBe('pending')
          await answer('SUCCESS', { address: '0xabc', chainId: 1 }, request)
          await flush()
          expect(user.status).toBe('resolved')
        },
      ),
      { numRuns: 80 },
    )
  })

  it('answers from another origin or window never settle a request, whatever their id and payload', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...APP_REQUESTS.filter((name) => name !== 'RPC_ABORT' && name !== 'RPC_REQUEST')),
        fc.constantFrom('SUCCESS', 'ERROR'),
        fc.anything(),
        fc.oneof(fc.record({ origin: fc.webUrl().map((url) => new URL(url).origin) }), fc.record({ source: fc.anything() })),
        async (name, outcome, payload, from) => {
          fc.pre(!('origin' in from) || from.origin !== SECURE_ORIGIN)
          const { client, ready, fromFrame, lastPosted, warnings } = frameHarness()
          await ready()
          const pending = track(client.request(name, {}))
          await fromFrame({ type: `@w3m-frame/${name}_${outcome}`, id: lastPosted().id, payload }, 'source' in from ? { source: from.source ?? {} } : from)
          await flush()
          expect(pending.status).toBe('pending')
          expect(warnings).toContain('Untrusted Origin')
        },
      ),
      { numRuns: 150 },
    )
  })
})

function isValidAnswerTo(data: unknown, id: string): boolean {
  try {
    return typeof data === 'object' && data !== null && (data as { id?: unknown }).id === id
  } catch {
    return false
  }
}

/** Keys that reach a prototype when assigned (Object.assign, a spread into an object, a deep merge). */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype']

/** JSON text with extra entries whose keys may be `__proto__`, `constructor` or `prototype`: parsed, they are own keys. */
const KNOWN_KEYS = ['address', 'chainId', 'email', 'accounts', 'type']
const hostileEntries = fc.array(
  fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 8 }).filter((key) => !KNOWN_KEYS.includes(key))), fc.jsonValue({ maxDepth: 2 })),
  { maxLength: 4 },
)
const withEntries = (known: Record<string, unknown>, extra: [string, unknown][]) =>
  JSON.parse(`{${[...Object.entries(known), ...extra].map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`) as unknown

/** Every own key at any depth. */
function ownKeysDeep(value: unknown, keys: string[] = []): string[] {
  if (typeof value !== 'object' || value === null) return keys
  for (const key of Object.keys(value)) {
    keys.push(key)
    ownKeysDeep((value as Record<string, unknown>)[key], keys)
  }
  return keys
}

describe('createFrameClient: answers reach the caller as fresh data, never the posted objects', () => {
  it('a user answer keeps only the fields the schema names, whatever else it carries (__proto__, constructor, ...)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET_USER', 'CONNECT_SOCIAL', 'CONNECT_FARCASTER'),
        hostileEntries,
        hostileEntries,
        async (name, extra, accountExtra) => {
          const { client, ready, answer } = frameHarness()
          await ready()
          const user = track(client.request(name, {}))
          const account = withEntries({ address: '0xabc', type: 'eoa' }, accountExtra)
          const payload = withEntries({ address: '0xabc', chainId: 1, email: 'a@b.co', accounts: [account] }, extra)
          await answer('SUCCESS', payload)
          await flush()
          expect(user.status).toBe('resolved')
          const value = user.value as Record<string, unknown>
          expect(value).not.toBe(payload)
          expect(ownKeysDeep(value).filter((key) => PROTOTYPE_KEYS.includes(key))).toEqual([])
          expect(Object.keys(value).every((key) => ['email', 'address', 'chainId', 'accounts', 'userName', 'preferredAccountType', 'smartAccountDeployed', 'signature', 'message', 'siwxMessage'].includes(key))).toBe(true)
          expect(value.accounts).toEqual([{ address: '0xabc', type: 'eoa' }])
          // Assigned anywhere, it changes no prototype.
          const merged = Object.assign({}, value, ...(value.accounts as object[]))
          expect(Object.getPrototypeOf(merged)).toBe(Object.prototype)
        },
      ),
      { numRuns: 100 },
    )
  })

  it('an RPC result is the same data less the __proto__, constructor and prototype keys, at any depth', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom(...PROTOTYPE_KEYS), async (data, key) => {
        const { client, ready, answer } = frameHarness()
        await ready()
        const result = track(client.rpcRequest({ namespace: 'eip155', method: 'eth_call', params: [{}, 'latest'] }))
        // The same data with a prototype key planted in every object (an own key once parsed).
        const planted = new WeakSet<object>()
        const text = JSON.stringify(data, (_key, value: unknown) => {
          if (typeof value !== 'object' || value === null || Array.isArray(value) || planted.has(value)) return value
          const poison = { polluted: true }
          planted.add(poison)
          return { ...value, [`${key}\u0000`]: poison }
        }).replaceAll(`${key}\\u0000`, key)
        const posted = JSON.parse(text) as unknown
        await answer('SUCCESS', posted)
        await flush()
        expect(result.status).toBe('resolved')
        // An independent reading: JSON.parse drops the keys its reviver answers undefined for.
        expect(result.value).toEqual(JSON.parse(text, (name, value: unknown) => (PROTOTYPE_KEYS.includes(name) ? undefined : value)))
        expect(ownKeysDeep(result.value).filter((name) => PROTOTYPE_KEYS.includes(name))).toEqual([])
      }),
      { numRuns: 100 },
    )
  })

  it('an answer with a cycle or a throwing getter is refused (INVALID_WALLET_RESPONSE), never passed on', async () => {
    const { client, ready, answer } = frameHarness()
    await ready()
    const cyclic: Record<string, unknown> = { a: 1 }
    cyclic.self = cyclic
    const trapped = new Proxy({}, { ownKeys: trap })
    for (const payload of [cyclic, { nested: trapped }]) {
      const result = track(client.rpcRequest({ namespace: 'eip155', method: 'eth_call', params: [{}, 'latest'] }))
      await answer('SUCCESS', payload)
      await flush()
      expect(result.error).toMatchObject({ code: 'INVALID_WALLET_RESPONSE' })
    }
  })
})
