import { checkOptions } from '@portico/core'
import { func, number, object, optional, refine, type } from 'superstruct'
import type { SolanaAdapterOptions } from './solanaAdapterOptions.js'

const millisecondsSchema = refine(number(), 'milliseconds', (value) =>
  Number.isFinite(value) && value >= 0 ? true : 'expected a finite number of milliseconds, 0 or more',
)

const optionsSchema = object({
  wallets: optional(type({ get: func(), on: func() })),
  silentRequestTimeoutMs: optional(millisecondsSchema),
  promptRequestTimeoutMs: optional(millisecondsSchema),
  discoveryWaitMs: optional(millisecondsSchema),
  timer: optional(type({ setTimeout: func(), clearTimeout: func() })),
})

/**
 * Validates {@link createSolanaAdapter}'s options, as core validates its own.
 * @throws InvalidOptionsError naming the first invalid option
 */
export function validateSolanaAdapterOptions(input: unknown): SolanaAdapterOptions {
  if (input === undefined) return {}
  checkOptions(input, optionsSchema)
  return input as SolanaAdapterOptions
}
