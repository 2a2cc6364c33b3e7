// Test kit for plug-in authors: a hand-made SourceContext (records what a connector source offers,
// emits and logs), a timer driven by hand, and an abort signal aborted by hand. The EVM and Solana
// adapters' unit tests use it; a third-party adapter's tests can too.
import type { Connector } from '../kernel/types/connector.js'
import type { Logger } from '../kernel/logger/createLogger.js'
import type { Network } from '../kernel/types/network.js'
import type { Platform } from '../kernel/platform/ports.js'
import type { TimerLike } from '../kernel/platform/hostTimer.js'
import type { PorticoAbortSignal } from '../kernel/utils/abort.js'
import type { SourceContext, SourceEvent } from '../kernel/plugins/connectorSource.js'


/** A timer driven by hand. */
export interface ManualTimer extends TimerLike {
  /** Moves time on by `ms`, running what falls due. */
  advance(ms: number): void
  /** How many timers wait. */
  pending(): number
}

export interface TestSourceContext extends SourceContext {
  connectors: readonly Connector[]
  events: SourceEvent[]
  warnings: string[]
}

/** A timer driven by hand: `advance(ms)` runs what is due. */
export function createManualTimer(): ManualTimer {
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

/**
 * A source context whose clock port is `timer`; it records the connectors the source offers, the
 * events it emits and the warnings it logs.
 */
export function createTestSourceContext(
  timer: TimerLike = createManualTimer(),
  options: { networks?: readonly Network[]; enableEIP6963?: boolean } = {},
): TestSourceContext {
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
  const context: TestSourceContext = {
    platform: { clock: { ...timer, now: () => 0, setInterval: () => 0, clearInterval: () => undefined } } as unknown as Platform,
    logger,
    networks: options.networks ?? [],
    ...(options.enableEIP6963 !== undefined ? { enableEIP6963: options.enableEIP6963 } : {}),
    connectors: [],
    events: [],
    warnings,
    setConnectors(connectors) {
      context.connectors = connectors
    },
    emit(event) {
      context.events.push(event)
    },
  }
  return context
}

/** An abort signal for a source's `connect` / `reconnect`, aborted by hand. */
export function createTestSignal(): PorticoAbortSignal & { abort(reason?: unknown): void } {
  const listeners = new Set<() => void>()
  const signal = {
    aborted: false,
    reason: undefined as unknown,
    addEventListener(_type: 'abort', listener: () => void) {
      listeners.add(listener)
    },
    removeEventListener(_type: 'abort', listener: () => void) {
      listeners.delete(listener)
    },
    abort(reason: unknown = new Error('aborted')) {
      if (signal.aborted) return
      signal.aborted = true
      signal.reason = reason
      for (const listener of [...listeners]) listener()
    },
  }
  return signal
}
