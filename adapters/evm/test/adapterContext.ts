// A hand-made AdapterContext for unit tests (adapters may not import @portico/core/testing).
import type { AdapterContext, AdapterEvents, Connector, Logger, Platform } from '@portico/core'
import type { TimerLike } from '../src/eip1193.js'

export interface TestContext extends AdapterContext {
  connectors: readonly Connector[]
  events: { type: keyof AdapterEvents; payload: unknown }[]
  warnings: string[]
}

/** A timer driven by hand: `advance(ms)` runs what is due. */
export function createManualTimer(): TimerLike & { advance(ms: number): void; pending(): number } {
  let now = 0
  let nextId = 1
  const timers = new Map<number, { at: number; callback: () => void }>()
  return {
    setTimeout(callback, ms) {
      const id = nextId++
      timers.set(id, { at: now + ms, callback })
      return id
    },
    clearTimeout(handle) {
      timers.delete(handle as number)
    },
    advance(ms) {
      now += ms
      for (const [id, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(id)
          timer.callback()
        }
      }
    },
    pending: () => timers.size,
  }
}

export function createTestContext(timer: TimerLike = createManualTimer()): TestContext {
  const warnings: string[] = []
  const logger = {
    level: 'debug',
    debug: () => undefined,
    info: () => undefined,
    warn: (message: string) => warnings.push(message),
    error: (message: string) => warnings.push(message),
    getLogs: () => [],
    clear: () => undefined,
  } as unknown as Logger
  const context: TestContext = {
    platform: { clock: { ...timer, now: () => 0, setInterval: () => 0, clearInterval: () => undefined } } as unknown as Platform,
    logger,
    networks: [],
    connectors: [],
    events: [],
    warnings,
    setConnectors(connectors) {
      context.connectors = connectors
    },
    emit(type, payload) {
      context.events.push({ type, payload })
    },
  }
  return context
}
