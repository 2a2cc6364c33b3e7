import { ProviderRpcError } from '../rpc/providerRpcError.js'

/** What the simulated user does with the next request that asks for approval. */
export type TestWalletBehavior = 'approve' | 'reject' | 'hang'

export interface BehaviorGate {
  /** Applies to the next approval only; later ones are approved again. */
  setNext(behavior: TestWalletBehavior): void
  /** Resolves when the user approves; rejects with 4001 when they refuse; never settles on hang. */
  ask(): Promise<void>
  /** Settles every hung request: approved (the request proceeds) or rejected with 4001. */
  releaseHung(outcome: 'approve' | 'reject'): void
  /** How many requests are hanging now. */
  readonly hungCount: number
  /** What the next approval will get. */
  readonly next: TestWalletBehavior
}

export const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.')

/** The simulated user of a test wallet: approves, rejects or never answers a prompt. */
export function createBehaviorGate(): BehaviorGate {
  let next: TestWalletBehavior = 'approve'
  let hung: { resolve: () => void; reject: (error: unknown) => void }[] = []
  return {
    setNext(behavior) {
      next = behavior
    },
    ask() {
      const behavior = next
      next = 'approve'
      if (behavior === 'reject') return Promise.reject(userRejected())
      if (behavior === 'approve') return Promise.resolve()
      return new Promise<void>((resolve, reject) => hung.push({ resolve, reject }))
    },
    releaseHung(outcome) {
      const waiting = hung
      hung = []
      for (const entry of waiting) {
        if (outcome === 'approve') entry.resolve()
        else entry.reject(userRejected())
      }
    },
    get hungCount() {
      return hung.length
    },
    get next() {
      return next
    },
  }
}
