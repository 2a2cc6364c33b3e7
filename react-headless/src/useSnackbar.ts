import { useCallback, useMemo } from 'react'
import type { SnackbarVariant } from '@portico/core'
import { usePorticoClient } from './usePorticoClient.js'
import { useStoreSelector } from './useStoreSelector.js'

/** What {@link useSnackbar} returns. */
export interface UseSnackbarReturnType {
  /** Whether the snackbar shows. It hides itself after 2.5 s, except a loading one. */
  isOpen: boolean
  /** Core's message (English, verbatim: 'Authenticating...', 'Token Balance Unavailable', ...). */
  message: string
  variant: SnackbarVariant
  /** The error or message code behind it, when core gave one, so a skin can show translated text. */
  code: string | undefined
  /** Hides the snackbar now. */
  hide: () => void
}

/**
 * The snackbar (toast) of the snackbar controller and hiding it. Re-renders only when it changes.
 *
 * @example
 * const { isOpen, message, variant } = useSnackbar()
 * return <div role="status" aria-live="polite" data-state={isOpen ? "open" : "closed"}>{isOpen && message}</div>
 */
export function useSnackbar(): UseSnackbarReturnType {
  const client = usePorticoClient()
  const state = useStoreSelector(client.controllers.snackbar, (snackbar) => snackbar)
  const hide = useCallback(() => client.controllers.snackbar.hide(), [client])
  return useMemo(() => ({ isOpen: state.open, message: state.message, variant: state.variant, code: state.code, hide }), [state, hide])
}
