// A scripted EIP-1193 provider for unit tests: each method answers from a handler, calls are
// recorded, and events can be fired at the adapter's listeners.
import type { Eip1193Provider, Eip1193RequestArguments } from '../src/eip1193.js'

export type Handler = (params: unknown) => unknown

export interface ScriptedProvider extends Eip1193Provider {
  readonly calls: { method: string; params: unknown }[]
  handlers: Record<string, Handler>
  fire(event: string, ...args: unknown[]): void
  listenerCount(event: string): number
}

/** An EIP-1193 error object as wallets throw them. */
export function rpcError(code: number, message = `error ${code}`, data?: unknown): Error & { code: number; data?: unknown } {
  return Object.assign(new Error(message), { code, ...(data !== undefined ? { data } : {}) })
}

/** A promise that never settles: a wallet that hangs. */
export const hang: Handler = () => new Promise(() => undefined)

export const ADDRESS_A = '0x1111111111111111111111111111111111111111'
export const ADDRESS_B = '0x2222222222222222222222222222222222222222'

export function createScriptedProvider(handlers: Record<string, Handler> = {}): ScriptedProvider {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const provider: ScriptedProvider = {
    calls: [],
    handlers: {
      eth_requestAccounts: () => [ADDRESS_A],
      eth_accounts: () => [ADDRESS_A],
      eth_chainId: () => '0x7a69',
      ...handlers,
    },
    async request(args: Eip1193RequestArguments) {
      provider.calls.push({ method: args.method, params: args.params })
      const handler = provider.handlers[args.method]
      if (!handler) throw rpcError(4200, `The Provider does not support ${args.method}`)
      return handler(args.params)
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    fire(event, ...args) {
      for (const listener of listeners.get(event) ?? []) listener(...args)
    },
    listenerCount(event) {
      return listeners.get(event)?.size ?? 0
    },
  }
  return provider
}
