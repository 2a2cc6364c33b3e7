import { AlertPorticoError } from '@portico/core'
import type { Eip1193Provider, Eip1193RequestArguments, TimerLike } from '../eip1193.js'
import { toEvmError } from '../errors/toEvmError.js'

export interface RequestWalletOptions {
  /** Rejects with APKT004 'Wallet Request Timeout' after this many ms; no limit when undefined. */
  timeoutMs?: number | undefined
  timer: TimerLike
}

/**
 * Sends one request to a wallet. A provider whose `request` throws synchronously, returns a
 * non-promise, or never answers is handled: every failure comes out as one of core's typed errors
 * (see {@link toEvmError}), and a request that outlives `timeoutMs` rejects with 'Wallet Request Timeout'.
 */
export async function requestWallet(
  provider: Eip1193Provider,
  args: Eip1193RequestArguments,
  options: RequestWalletOptions,
): Promise<unknown> {
  let pending: Promise<unknown>
  try {
    pending = Promise.resolve(provider.request(args))
  } catch (error) {
    throw toEvmError(error)
  }
  const { timeoutMs, timer } = options
  let handle: unknown
  const timeout =
    timeoutMs === undefined
      ? undefined
      : new Promise<never>((_, reject) => {
          handle = timer.setTimeout(
            () => reject(new AlertPorticoError('WALLET_REQUEST_TIMEOUT', { details: `${args.method} got no answer in ${timeoutMs} ms` })),
            timeoutMs,
          )
        })
  try {
    return await (timeout ? Promise.race([pending, timeout]) : pending)
  } catch (error) {
    throw toEvmError(error)
  } finally {
    if (handle !== undefined) timer.clearTimeout(handle)
    // A late failure of a timed-out request must not go unhandled.
    pending.catch(() => undefined)
  }
}
