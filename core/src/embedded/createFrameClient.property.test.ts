import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { BrowserUrlConstructor } from '../platform/browserGlobals.js'
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
