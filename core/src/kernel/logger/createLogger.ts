import { PorticoError } from '../errors/PorticoError.js'
import type { ConsolePort } from '../platform/ports.js'
import { utf8Bytes } from '../utils/utf8Bytes.js'
import { safeSerialize } from './safeSerialize.js'

/** The log levels, from quietest to most verbose. */
export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const

export type LogLevel = (typeof LOG_LEVELS)[number]

/** The level of one log entry. */
export type LogEntryLevel = Exclude<LogLevel, 'silent'>

/** The log buffer size of SPEC.md section 9, in bytes. */
export const DEFAULT_LOG_BUFFER_BYTES = 1_024_000

/** Logged in place of an entry too large for the whole buffer. */
export const LOG_VALUE_TOO_LARGE_MESSAGE = 'Log value exceeds the log buffer size'

/** One buffered log entry. */
export interface LogEntry {
  readonly level: LogEntryLevel
  /** Milliseconds since the epoch, from the logger's clock. */
  readonly timestamp: number
  readonly message: string
  /** The extra values, written as a JSON array by a safe serializer; '' when there were none. */
  readonly data: string
}

export interface Logger {
  readonly level: LogLevel
  debug(message: string, ...data: unknown[]): void
  info(message: string, ...data: unknown[]): void
  warn(message: string, ...data: unknown[]): void
  error(message: string, ...data: unknown[]): void
  /** The buffered entries, oldest first. */
  getLogs(): readonly LogEntry[]
  /** Empties the buffer. */
  clear(): void
}

export interface CreateLoggerOptions {
  /**
   * Entries at this level or more severe are logged; 'silent' logs nothing.
   * @default 'error'
   */
  level?: LogLevel
  /** Where entries are written as they are logged. Without it, entries are only buffered. */
  console?: ConsolePort
  /**
   * Most bytes (UTF-8, serialized) the buffer keeps; the oldest entries are dropped to make room.
   * @default 1_024_000
   */
  bufferBytes?: number
  /**
   * The clock for entry timestamps.
   * @default Date.now
   */
  now?: () => number
}

/**
 * Creates a logger (SPEC.md sections 5 and 9). Each entry at or above `level` goes to the console
 * sink and into a bounded in-memory buffer. An entry larger than the whole buffer is not buffered;
 * a warning 'Log value exceeds the log buffer size' is written and buffered instead, whatever the
 * level. Logging never throws, even when the console sink or a value does.
 * @throws PorticoError 'INVALID_LOG_LEVEL' for an unknown level, 'INVALID_LOG_BUFFER_SIZE' for a
 *   buffer size that is not a whole number of at least 0.
 */
export function createLogger(options: CreateLoggerOptions = {}): Logger {
  const { level = 'error', console: sink, bufferBytes = DEFAULT_LOG_BUFFER_BYTES, now = Date.now } = options
  if (!(LOG_LEVELS as readonly unknown[]).includes(level)) {
    throw new PorticoError(`Unknown log level. Allowed levels: ${LOG_LEVELS.join(', ')}`, {
      code: 'INVALID_LOG_LEVEL',
      category: 'CONFIGURATION_ERROR',
      details: `received ${typeof level === 'string' ? JSON.stringify(level.slice(0, 40)) : typeof level}`,
    })
  }
  if (!Number.isSafeInteger(bufferBytes) || bufferBytes < 0) {
    throw new PorticoError('Invalid log buffer size', {
      code: 'INVALID_LOG_BUFFER_SIZE',
      category: 'CONFIGURATION_ERROR',
      details: 'bufferBytes must be a whole number of at least 0',
    })
  }
  const threshold = LOG_LEVELS.indexOf(level)
  let entries: { entry: LogEntry; size: number }[] = []
  let total = 0

  const write = (entryLevel: LogEntryLevel, message: string, data: readonly unknown[]): void => {
    try {
      sink?.[entryLevel](message, ...data)
    } catch {
      // A broken console must not break the caller.
    }
  }

  /** Buffers an entry; false when it is larger than the whole buffer. */
  const buffer = (entry: LogEntry): boolean => {
    const size = utf8Bytes(safeSerialize(entry)).length
    if (size > bufferBytes) return false
    while (total + size > bufferBytes) {
      const oldest = entries.shift()
      if (!oldest) break
      total -= oldest.size
    }
    entries.push({ entry, size })
    total += size
    return true
  }

  const makeEntry = (entryLevel: LogEntryLevel, message: string, data: readonly unknown[]): LogEntry =>
    Object.freeze({
      level: entryLevel,
      timestamp: readClock(now),
      message,
      data: data.length ? safeSerialize(data) : '',
    })

  const log = (entryLevel: LogEntryLevel, message: string, data: readonly unknown[]): void => {
    if (LOG_LEVELS.indexOf(entryLevel) > threshold) return
    const text = typeof message === 'string' ? message : safeSerialize(message)
    write(entryLevel, text, data)
    if (buffer(makeEntry(entryLevel, text, data))) return
    write('warn', LOG_VALUE_TOO_LARGE_MESSAGE, [])
    buffer(makeEntry('warn', LOG_VALUE_TOO_LARGE_MESSAGE, []))
  }

  return {
    level,
    debug: (message, ...data) => log('debug', message, data),
    info: (message, ...data) => log('info', message, data),
    warn: (message, ...data) => log('warn', message, data),
    error: (message, ...data) => log('error', message, data),
    getLogs: () => Object.freeze(entries.map(({ entry }) => entry)),
    clear: () => {
      entries = []
      total = 0
    },
  }
}

function readClock(now: () => number): number {
  try {
    return now()
  } catch {
    return Number.NaN
  }
}
