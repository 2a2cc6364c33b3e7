import { useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { createMutation, type MutationState, type MutationStatus, type PorticoError } from '@portico/core'

export type { MutationStatus } from '@portico/core'

/** The one shape of every mutation hook (TanStack's): core's mutation state and its verbs. */
export interface MutationResult<TVariables, TData> extends MutationState<TData> {
  /** Starts it; never throws (the outcome is in `status`, `data` and `error`). */
  mutate: (variables: TVariables) => void
  /** Starts it; resolves with the data or rejects with the typed error. */
  mutateAsync: (variables: TVariables) => Promise<TData>
  /** Back to idle: forgets data and error (a call under way keeps going, but its outcome is not shown). */
  reset: () => void
}

/** Builds the state fields from a status, data and error (for hooks whose state is the client's). */
export function mutationFields<TData>(state: { status: MutationStatus; data: TData | undefined; error: PorticoError | undefined }): MutationState<TData> {
  return {
    status: state.status,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    data: state.data,
    error: state.error,
  }
}

/**
 * A mutation whose state belongs to the calling component: a binding over core's
 * `createMutation`, which holds the state and the rule that only the latest call reports.
 */
export function useMutation<TVariables, TData>(run: (variables: TVariables) => Promise<TData>): MutationResult<TVariables, TData> {
  const runRef = useRef(run)
  runRef.current = run
  const [mutation] = useState(() => createMutation<TVariables, TData>((variables) => runRef.current(variables)))
  const state = useSyncExternalStore(mutation.subscribe, mutation.getSnapshot, mutation.getSnapshot)
  return useMemo(
    () => ({ ...state, mutate: mutation.mutate, mutateAsync: mutation.mutateAsync, reset: mutation.reset }),
    [state, mutation],
  )
}
