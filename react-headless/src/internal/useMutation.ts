import { useCallback, useMemo, useRef, useState } from 'react'
import { wrapError, type PorticoError } from '@portico/core'

/** Where a mutation stands. */
export type MutationStatus = 'idle' | 'pending' | 'success' | 'error'

/** The one shape of every mutation hook (TanStack's). */
export interface MutationResult<TVariables, TData> {
  /** Starts it; never throws (the outcome is in `status`, `data` and `error`). */
  mutate: (variables: TVariables) => void
  /** Starts it; resolves with the data or rejects with the typed error. */
  mutateAsync: (variables: TVariables) => Promise<TData>
  status: MutationStatus
  isIdle: boolean
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  /** What the last successful call returned. */
  data: TData | undefined
  /** The typed error of the last failed call. */
  error: PorticoError | undefined
  /** Back to idle: forgets data and error (a call under way keeps going, but its outcome is not shown). */
  reset: () => void
}

interface State<TData> {
  status: MutationStatus
  data: TData | undefined
  error: PorticoError | undefined
}

/** Builds the result fields from a status, data and error. */
export function mutationFields<TData>(state: State<TData>) {
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
 * A mutation whose state belongs to the calling component. Only the latest call reports: an
 * earlier call that settles later changes nothing.
 */
export function useMutation<TVariables, TData>(run: (variables: TVariables) => Promise<TData>): MutationResult<TVariables, TData> {
  const [state, setState] = useState<State<TData>>({ status: 'idle', data: undefined, error: undefined })
  const latest = useRef(0)
  const runRef = useRef(run)
  runRef.current = run

  const mutateAsync = useCallback(async (variables: TVariables) => {
    const call = ++latest.current
    setState({ status: 'pending', data: undefined, error: undefined })
    try {
      const data = await runRef.current(variables)
      if (call === latest.current) setState({ status: 'success', data, error: undefined })
      return data
    } catch (caught) {
      const error = wrapError(caught)
      if (call === latest.current) setState({ status: 'error', data: undefined, error })
      throw error
    }
  }, [])
  const mutate = useCallback((variables: TVariables) => {
    mutateAsync(variables).catch(() => undefined)
  }, [mutateAsync])
  const reset = useCallback(() => {
    latest.current++
    setState({ status: 'idle', data: undefined, error: undefined })
  }, [])

  return useMemo(() => ({ ...mutationFields(state), mutate, mutateAsync, reset }), [state, mutate, mutateAsync, reset])
}
