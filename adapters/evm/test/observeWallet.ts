// The shared test wallet (@portico/test-chains) as the adapter tests watch it: which methods the
// adapter asked, and a request left unanswered. Approving, rejecting or hanging a prompt is the
// wallet's own `setNextBehavior`.
import type { TestWallet } from '@portico/test-chains'
import type { Eip1193Provider } from '../src/eip1193.js'

export interface WalletObserver {
  /** The wallet's provider to announce, watched. */
  provider: Eip1193Provider
  /** Every method asked through `provider`, oldest first. */
  calls: string[]
  /** The next `method` asked through `provider` is never answered, as by a wallet that is stuck. */
  hangNext(method: string): void
}

export function observeWallet(wallet: TestWallet): WalletObserver {
  const calls: string[] = []
  const hanging = new Set<string>()
  return {
    calls,
    hangNext: (method) => void hanging.add(method),
    provider: {
      request(args) {
        calls.push(args.method)
        if (hanging.delete(args.method)) return new Promise(() => undefined)
        return wallet.request(args)
      },
      on: (event, listener) => wallet.on(event, listener),
      removeListener: (event, listener) => wallet.removeListener(event, listener),
    },
  }
}
