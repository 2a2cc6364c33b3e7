import type { PorticoClient } from '../client/porticoClient.js'
import type { ErrorCategory } from '../errors/PorticoError.js'
import { withErrorWrapping } from '../errors/wrapError.js'
import { track } from '../events/track.js'

/**
 * The mark {@link publicAction} leaves on the function it returns: a non-enumerable, read-only
 * property, so the function itself carries the fact (no registry at module scope).
 */
const PUBLIC_ACTION = Symbol('portico.publicAction')

export interface PublicActionOptions {
  /**
   * The action's arguments are private (a message to be signed): their strings never appear in
   * an analytics event or an error report of the client afterwards (see Services.protect).
   * @default false
   */
  privateArguments?: boolean
}

/**
 * Makes an action a product function of SPEC.md section 8 (wrapping): whatever unexpected error it
 * throws, or its promise rejects with, becomes an `SdkError` of `category`, is logged and reported
 * as an SDK_ERROR event through the client's events controller, and is rethrown. Typed Portico
 * errors (the action's own documented errors) pass through unchanged and are not reported again.
 * @param name the action's public name, reported with the error.
 * @param category @default 'INTERNAL_SDK_ERROR'
 * @param options.privateArguments see {@link PublicActionOptions}.
 */
export function publicAction<Args extends unknown[], Result>(
  name: string,
  action: (client: PorticoClient, ...args: Args) => Result,
  category: ErrorCategory = 'INTERNAL_SDK_ERROR',
  options: PublicActionOptions = {},
): (client: PorticoClient, ...args: Args) => Result {
  const guarded = options.privateArguments
    ? (client: PorticoClient, ...args: Args): Result => {
        client.services.protect(args)
        return action(client, ...args)
      }
    : action
  const wrapped = withErrorWrapping(guarded, {
    category,
    report(error, thrown, args) {
      const [client] = args
      if (error === thrown) return
      client.logger.error(`Unexpected error in ${name}`, thrown)
      track(client, 'SDK_ERROR', { category: error.category, message: error.shortMessage, action: name })
      client.services.reportError(error, { action: name, args: args.slice(1) })
    },
  })
  Object.defineProperty(wrapped, PUBLIC_ACTION, { value: true })
  return wrapped
}

/** Whether a function was made with {@link publicAction} (used by the tests of the public API). */
export function isPublicAction(value: unknown): boolean {
  return typeof value === 'function' && (value as { [PUBLIC_ACTION]?: unknown })[PUBLIC_ACTION] === true
}
