import { useCallback } from 'react'
import {
  disconnectFlow,
  getEmbeddedWallet,
  placeLoginFrame,
  setPreferredAccountTypeFlow,
  watchEmbeddedWallet,
  type AccountType,
  type FrameBox,
  type GetEmbeddedWalletReturnType,
  type SetPreferredAccountTypeReturnType,
} from '@portico/core'
import { useMutation, type MutationResult } from './internal/useMutation.js'
import { useWatch } from './internal/useWatch.js'
import { usePorticoClient } from './usePorticoClient.js'

/** What {@link useEmbeddedWallet} returns. */
export interface UseEmbeddedWalletReturnType extends GetEmbeddedWalletReturnType {
  /** Signs out of the embedded wallet: every namespace of its login disconnects, the login cache goes. */
  signOut: MutationResult<void, void>
  /**
   * Shows the login frame over the modal at `box` (viewport pixels: ApproveTransaction's place
   * for the frame's own approve screen), or hides it with `undefined`.
   */
  placeFrame: (box: FrameBox | undefined) => void
  /**
   * Switches the login's eip155 account between its EOA and its smart account (offer it where
   * `isSmartAccountAvailable`); a failure shows an error toast. `preferredAccountType` follows.
   */
  switchAccountType: MutationResult<AccountType, SetPreferredAccountTypeReturnType>
}

/**
 * The site's embedded wallet (e-mail and social login): whether the site has it (`isAvailable`),
 * the login it holds (`isConnected`, `authName`, `email`), its eip155 account type
 * (`preferredAccountType`, `isSmartAccountAvailable` on the active network, `smartAccountDeployed`),
 * and sign-out and the account-type switch in the one mutation shape.
 *
 * @example
 * const { isAvailable, isConnected, email, signOut } = useEmbeddedWallet()
 * {isConnected && <button onClick={() => signOut.mutate()}>Sign out {email}</button>}
 */
export function useEmbeddedWallet(): UseEmbeddedWalletReturnType {
  const client = usePorticoClient()
  const state = useWatch(
    () => getEmbeddedWallet(client),
    (onChange) => watchEmbeddedWallet(client, onChange),
    [client],
  )
  const signOut = useMutation(async () => {
    const { connectorId } = getEmbeddedWallet(client)
    if (connectorId) await disconnectFlow(client, { connectorId })
  })
  const switchAccountType = useMutation((type: AccountType) => setPreferredAccountTypeFlow(client, { namespace: 'eip155', type }))
  const placeFrame = useCallback(
    (box: FrameBox | undefined) => void placeLoginFrame(client, box).catch((error: unknown) => client.logger.warn('The login frame could not be placed', error)),
    [client],
  )
  return { ...state, signOut, placeFrame, switchAccountType }
}
