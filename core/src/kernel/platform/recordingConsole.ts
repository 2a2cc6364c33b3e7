import type { ConsolePort } from './ports.js'

export type ConsoleLevel = 'debug' | 'info' | 'warn' | 'error'

/** One console call. */
export interface ConsoleEntry {
  level: ConsoleLevel
  args: unknown[]
}

/** A console that records its calls and prints nothing. */
export interface RecordingConsole extends ConsolePort {
  /** Every call so far, oldest first. */
  readonly entries: readonly ConsoleEntry[]
  /** The calls of one level. */
  entriesOf(level: ConsoleLevel): ConsoleEntry[]
  clear(): void
}

export function createRecordingConsole(): RecordingConsole {
  const entries: ConsoleEntry[] = []
  const record =
    (level: ConsoleLevel) =>
    (...args: unknown[]): void => {
      entries.push({ level, args })
    }
  return {
    entries,
    entriesOf: (level) => entries.filter((entry) => entry.level === level),
    clear: () => {
      entries.length = 0
    },
    debug: record('debug'),
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
  }
}
