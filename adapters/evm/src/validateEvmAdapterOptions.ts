import { checkOptions, InvalidOptionsError } from '@portico/core'
import { any, boolean, func, number, object, optional, record, refine, size, string, type } from 'superstruct'
import { isPlainWalletName, isReverseDns } from './discovery/validateAnnouncement.js'
import type { EvmAdapterOptions } from './evmAdapterOptions.js'

/** A wallet-registry id, as core's `featuredWalletIds` takes them. */
const walletIdSchema = size(string(), 1, 200)
const millisecondsSchema = refine(number(), 'milliseconds', (value) =>
  Number.isFinite(value) && value >= 0 ? true : 'expected a finite number of milliseconds, 0 or more',
)

const optionsSchema = object({
  eventTarget: optional(type({ addEventListener: func(), removeEventListener: func(), dispatchEvent: func() })),
  // A provider without `request` is ignored with a warning at setup (a page may hold anything there).
  injectedProvider: optional(any()),
  injectedName: optional(refine(string(), 'wallet name', isPlainWalletName)),
  explorerIds: optional(record(refine(string(), 'rdns', isReverseDns), walletIdSchema)),
  injectedExplorerId: optional(walletIdSchema),
  createRequestEvent: optional(func()),
  silentRequestTimeoutMs: optional(millisecondsSchema),
  promptRequestTimeoutMs: optional(millisecondsSchema),
  discoveryWaitMs: optional(millisecondsSchema),
  transport: optional(
    object({
      rank: optional(boolean()),
      timeoutMs: optional(refine(number(), 'timeout', (value) => (Number.isFinite(value) && value > 0 ? true : 'expected a positive number'))),
    }),
  ),
  timer: optional(type({ setTimeout: func(), clearTimeout: func() })),
})

/** The options after validation: the explorer ids keyed by lowercase rdns (announcements are lowercased too). */
export interface CheckedEvmAdapterOptions extends EvmAdapterOptions {
  explorerIdsByRdns: ReadonlyMap<string, string>
}

/**
 * Validates {@link createEvmAdapter}'s options, as core validates its own.
 * @throws InvalidOptionsError naming the first invalid option
 */
export function validateEvmAdapterOptions(input: unknown): CheckedEvmAdapterOptions {
  if (input === undefined) return { explorerIdsByRdns: new Map() }
  checkOptions(input, optionsSchema)
  const options = input as EvmAdapterOptions
  const explorerIdsByRdns = new Map<string, string>()
  for (const [rdns, id] of Object.entries(options.explorerIds ?? {})) {
    const key = rdns.toLowerCase()
    if (explorerIdsByRdns.has(key)) throw new InvalidOptionsError(`explorerIds.${rdns}`, `rdns ${key} is listed twice`)
    explorerIdsByRdns.set(key, id)
  }
  return { ...options, explorerIdsByRdns }
}
