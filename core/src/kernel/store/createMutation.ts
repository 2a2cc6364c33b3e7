import { wrapError } from '../errors/wrapError.js'
import type { PorticoError } from '../errors/PorticoError.js'
import { createStore, type ReadableStore } from './createStore.js'

/** Where a mutation stands. */
export type MutationStatus = 'idle' | 'pending' | 'success' | 'error'

/** A mutation's state: its status with TanStack's flags, what the last call returned, or its typed error. */
export interface MutationState<TData> {
  readonly status: MutationStatus
  readonly isIdle: boolean
  readonly isPending: boolean
  readonly isSuccess: boolean
  readonly isError: boolean
  /** What the latest successful call returned. */
  readonly data: TData | undefined
  /** The typed error of the latest failed call. */
  readonly error: PorticoError | undefined
}

/**
 * A verb with state (DESIGN.md, "React headless": one shape for every mutation), framework-free, so
 * any binding (React, Vue, a web component) gets the same `mutate` / `mutateAsync` / `reset` and
 * the same state, and a test in Node can drive it.
 */
export interface Mutation<TVariables, TData> extends ReadableStore<MutationState<TData>> {
  /** Starts a call; never throws (the outcome is in the state). */
  mutate(variables: TVariables): void
  /** Starts a call; resolves with its data or rejects with its typed error. */
  mutateAsync(variables: TVariables): Promise<TData>
  /** Back to idle: a call under way keeps going, but its outcome is not shown. */
  reset(): void
}

const state = <TData>(status: MutationStatus, data?: TData, error?: PorticoError): MutationState<TData> => ({
  status,
  isIdle: status === 'idle',
  isPending: status === 'pending',
  isSuccess: status === 'success',
  isError: status === 'error',
  data,
  error,
})

/**
 * A mutation over `run`. Only the latest call reports: an earlier call that settles later changes
 * nothing, and neither does a call that settles after `reset()`.
 */
export function createMutation<TVariables, TData>(run: (variables: TVariables) => Promise<TData>): Mutation<TVariables, TData> {
  const store = createStore<MutationState<TData>>(state<TData>('idle'))
  let latest = 0

  const mutateAsync = async (variables: TVariables): Promise<TData> => {
    const call = ++latest
    store.set(state<TData>('pending'))
    try {
      const data = await run(variables)
      if (call === latest) store.set(state('success', data))
      return data
    } catch (caught) {
      const error = wrapError(caught)
      if (call === latest) store.set(state<TData>('error', undefined, error))
      throw error
    }
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    mutateAsync,
    mutate(variables) {
      mutateAsync(variables).catch(() => undefined)
    },
    reset() {
      latest++
      store.set(state<TData>('idle'))
    },
  }
}
