import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ConsolePort } from '../platform/ports.js'
import { utf8Bytes } from '../utils/utf8Bytes.js'
import { createLogger, LOG_VALUE_TOO_LARGE_MESSAGE, type LogEntry, type LogLevel } from './createLogger.js'
import { safeSerialize } from './safeSerialize.js'

function recordingConsole() {
  const calls: { level: string; args: unknown[] }[] = []
  const sink: ConsolePort = {
    debug: (...args) => calls.push({ level: 'debug', args }),
    info: (...args) => calls.push({ level: 'info', args }),
    warn: (...args) => calls.push({ level: 'warn', args }),
    error: (...args) => calls.push({ level: 'error', args }),
  }
  return { sink, calls }
}

const sizeOf = (entries: readonly LogEntry[]) =>
  entries.reduce((sum, entry) => sum + utf8Bytes(safeSerialize(entry)).length, 0)

describe('createLogger', () => {
  it('defaults to error: writes and buffers errors only', () => {
    const { sink, calls } = recordingConsole()
    const logger = createLogger({ console: sink })
    expect(logger.level).toBe('error')
    logger.debug('d')
    logger.info('i')
    logger.warn('w')
    logger.error('e')
    expect(calls.map((call) => call.level)).toEqual(['error'])
    expect(logger.getLogs().map((entry) => entry.level)).toEqual(['error'])
  })

  it('refuses an unknown level, naming the allowed ones', () => {
    expect(() => createLogger({ level: 'verbose' as LogLevel })).toThrow(
      expect.objectContaining({
        code: 'INVALID_LOG_LEVEL',
        category: 'CONFIGURATION_ERROR',
        shortMessage: 'Unknown log level. Allowed levels: silent, error, warn, info, debug',
      }),
    )
  })

  it('refuses a buffer size that is not a whole number of at least 0', () => {
    for (const bufferBytes of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => createLogger({ bufferBytes })).toThrow(expect.objectContaining({ code: 'INVALID_LOG_BUFFER_SIZE' }))
    }
  })

  it.each([
    ['silent', []],
    ['error', ['error']],
    ['warn', ['error', 'warn']],
    ['info', ['error', 'warn', 'info']],
    ['debug', ['error', 'warn', 'info', 'debug']],
  ] as const)('at level %s, writes and buffers only %j', (level, expected) => {
    const { sink, calls } = recordingConsole()
    const logger = createLogger({ level, console: sink })
    logger.debug('d')
    logger.info('i')
    logger.warn('w')
    logger.error('e')
    expect(calls.map((call) => call.level).sort()).toEqual([...expected].sort())
    expect(
      logger
        .getLogs()
        .map((entry) => entry.level)
        .sort(),
    ).toEqual([...expected].sort())
  })

  it('passes the values to the console as they are and buffers them serialized with a timestamp', () => {
    const { sink, calls } = recordingConsole()
    const error = new Error('boom')
    const logger = createLogger({ level: 'info', console: sink, now: () => 1234 })
    logger.info('Connected', { chainId: 1n })
    logger.error('Failed', error)
    expect(calls[1]?.args).toEqual(['Failed', error])
    expect(calls[1]?.args[1]).toBe(error)
    const [info, failure] = logger.getLogs()
    expect(info).toEqual({ level: 'info', timestamp: 1234, message: 'Connected', data: '[{"chainId":"1n"}]' })
    expect(JSON.parse(failure?.data ?? '')).toMatchObject([{ name: 'Error', message: 'boom' }])
    expect(createLogger({ level: 'error' }).getLogs()).toEqual([])
  })

  it('evicts the oldest entries to stay within the buffer', () => {
    const logger = createLogger({ bufferBytes: 300, now: () => 0 })
    for (let index = 0; index < 10; index++) logger.error(`entry ${index}`)
    const logs = logger.getLogs()
    expect(logs.length).toBeGreaterThan(1)
    expect(logs.length).toBeLessThan(10)
    expect(logs.at(-1)?.message).toBe('entry 9')
    expect(logs.map((entry) => Number(entry.message.slice(6)))).toEqual(
      Array.from({ length: logs.length }, (_, index) => 10 - logs.length + index),
    )
    expect(sizeOf(logs)).toBeLessThanOrEqual(300)
  })

  it('rejects an entry larger than the buffer and logs a warning instead', () => {
    const { sink, calls } = recordingConsole()
    const logger = createLogger({ bufferBytes: 500, console: sink, now: () => 0 })
    logger.error('small')
    logger.error('huge', 'é'.repeat(400))
    expect(logger.getLogs().map((entry) => [entry.level, entry.message])).toEqual([
      ['error', 'small'],
      ['warn', LOG_VALUE_TOO_LARGE_MESSAGE],
    ])
    expect(calls.map((call) => [call.level, call.args[0]])).toEqual([
      ['error', 'small'],
      ['error', 'huge'],
      ['warn', 'Log value exceeds the log buffer size'],
    ])
  })

  it('keeps 1,024,000 bytes by default (SPEC.md section 9)', () => {
    const overhead = utf8Bytes(safeSerialize({ level: 'error', timestamp: 0, message: '', data: '' })).length
    const logger = createLogger({ now: () => 0 })
    logger.error('x'.repeat(1_024_000 - overhead))
    expect(logger.getLogs().map((entry) => entry.message.length)).toEqual([1_024_000 - overhead])
    logger.clear()
    logger.error('x'.repeat(1_024_001 - overhead))
    expect(logger.getLogs().map((entry) => entry.message)).toEqual([LOG_VALUE_TOO_LARGE_MESSAGE])
  })

  it('clears the buffer', () => {
    const logger = createLogger()
    logger.error('a')
    logger.clear()
    expect(logger.getLogs()).toEqual([])
    logger.error('b')
    expect(logger.getLogs().map((entry) => entry.message)).toEqual(['b'])
  })

  it('never throws, even with a broken console, clock or circular values', () => {
    const broken: ConsolePort = {
      debug: () => undefined,
      info: () => undefined,
      warn: () => undefined,
      error: () => {
        throw new Error('console gone')
      },
    }
    const logger = createLogger({
      console: broken,
      now: () => {
        throw new Error('no clock')
      },
    })
    const loop: Record<string, unknown> = {}
    loop.loop = loop
    expect(() => logger.error('circular', loop, 1n)).not.toThrow()
    expect(logger.getLogs()[0]?.data).toBe('[{"loop":"[Circular]"},"1n"]')
  })

  it('keeps the buffer within its size and the newest entry that fits (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000 }),
        fc.array(fc.tuple(fc.string({ maxLength: 200, unit: 'grapheme' }), fc.anything({ maxDepth: 2 })), {
          maxLength: 30,
        }),
        (bufferBytes, writes) => {
          const logger = createLogger({ bufferBytes, now: () => 0 })
          const last = writes.at(-1)
          for (const [message, value] of writes.slice(0, -1)) logger.error(message, value)
          const before = logger.getLogs()
          if (last) logger.error(last[0], last[1])
          const logs = logger.getLogs()
          expect(sizeOf(logs)).toBeLessThanOrEqual(bufferBytes)
          if (!last) return
          const entry: LogEntry = { level: 'error', timestamp: 0, message: last[0], data: safeSerialize([last[1]]) }
          if (fits(entry, bufferBytes)) expect(logs.at(-1)).toEqual(entry)
          else if (fits(TOO_LARGE_WARNING, bufferBytes)) expect(logs.at(-1)).toEqual(TOO_LARGE_WARNING)
          // Neither the entry nor the warning fits: the rejected entry leaves the buffer as it was.
          else expect(logs).toEqual(before)
        },
      ),
    )
  })

  it('leaves the buffer as it was when even the too-large warning does not fit (seed 391318870)', () => {
    const logger = createLogger({ bufferBytes: 58, now: () => 0 })
    logger.error('', {})
    const before = logger.getLogs()
    expect(before).toEqual([{ level: 'error', timestamp: 0, message: '', data: '[{}]' }])
    logger.error('', { '': '' })
    expect(fits(TOO_LARGE_WARNING, 58)).toBe(false)
    expect(logger.getLogs()).toEqual(before)
  })
})

/** The entry buffered in place of one too large for the whole buffer (clock fixed at 0). */
const TOO_LARGE_WARNING: LogEntry = { level: 'warn', timestamp: 0, message: LOG_VALUE_TOO_LARGE_MESSAGE, data: '' }

const fits = (entry: LogEntry, bufferBytes: number) => utf8Bytes(safeSerialize(entry)).length <= bufferBytes
