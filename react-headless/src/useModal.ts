import { useCallback, useMemo } from 'react'
import { canCloseModal, closeModal, openModal, type CloseModalParams, type OpenModalParams } from '@portico/core'
import { usePorticoClient } from './usePorticoClient.js'
import { useStoreSelector } from './useStoreSelector.js'

/** What {@link useModal} returns. */
export interface UseModalReturnType {
  /** Whether the modal is open. */
  isOpen: boolean
  /** Whether the modal shows its loading state. */
  isLoading: boolean
  /** On for 500 ms after an error, so a skin can shake the modal. */
  shake: boolean
  /** Whether closing is allowed now (false in the sign-message and approve views when sign-in is required). */
  canClose: boolean
  /**
   * Opens the modal: on `params.view` (the history is reset to it), otherwise on Account when
   * connected and Connect when not.
   */
  open: (params?: OpenModalParams) => void
  /**
   * Closes the modal: the view resets to Connect and a pending connection is rejected with
   * 'Modal closed'. Where closing is disabled it shakes instead and returns false.
   */
  close: (params?: CloseModalParams) => boolean
}

/**
 * The modal's open, loading and shake state, and opening and closing it. Re-renders only when
 * one of those or `canClose` changes.
 *
 * @example
 * const { isOpen, open, close } = useModal()
 * return <button onClick={() => (isOpen ? close() : open())}>Wallet</button>
 */
export function useModal(): UseModalReturnType {
  const client = usePorticoClient()
  const state = useStoreSelector(client.controllers.modal, (modal) => modal)
  // canCloseModal reads the router's current view; selecting it here keeps the value live.
  const canClose = useStoreSelector(client.controllers.router, () => canCloseModal(client))
  const open = useCallback((params?: OpenModalParams) => openModal(client, params), [client])
  const close = useCallback((params?: CloseModalParams) => closeModal(client, params), [client])
  return useMemo(
    () => ({ isOpen: state.open, isLoading: state.loading, shake: state.shake, canClose, open, close }),
    [state, canClose, open, close],
  )
}
