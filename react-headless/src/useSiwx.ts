import {
  cancelSignInFlow,
  captureEmailFlow,
  getSiwx,
  signInFlow,
  signOutFlow,
  watchSiwx,
  type GetSiwxReturnType,
  type SiwxSession,
} from '@portico/core'
import { useMutation, type MutationResult } from './internal/useMutation.js'
import { useWatch } from './internal/useWatch.js'
import { usePorticoClient } from './usePorticoClient.js'

/** What {@link useSiwx} returns: where sign-in stands, and what a visitor can do about it. */
export interface UseSiwxReturnType extends GetSiwxReturnType {
  /** Signs the active account in (what SIWXSignMessage's Sign does); closes the modal on success. */
  signIn: MutationResult<void, SiwxSession>
  /** Cancels sign-in: closes, or when required returns to the last signed network or disconnects. */
  cancel: MutationResult<void, void>
  /** Revokes the active account's session and disconnects. */
  signOut: MutationResult<void, void>
  /** DataCapture's Continue: keeps the e-mail for the sign-in and moves on to SIWXSignMessage. */
  captureEmail: MutationResult<{ email: string }, void>
}

/**
 * Sign-in with X for the active account: `status` ('disabled', 'idle', 'checking', 'unsigned',
 * 'signing', 'signed', 'authenticating' while a pairing wallet's one-click sign-in is checked), its `session` and `sessions`, and the sign-in, cancel, sign-out and
 * e-mail-capture mutations, each in the one mutation shape (`mutate`, `mutateAsync`, `status`,
 * `error`, ...). The flows behind them load only when sign-in is on.
 *
 * @example
 * const { status, signIn, cancel } = useSiwx()
 * <button disabled={signIn.isPending} onClick={() => signIn.mutate()}>Sign in</button>
 */
export function useSiwx(): UseSiwxReturnType {
  const client = usePorticoClient()
  const state = useWatch(
    () => getSiwx(client),
    (onChange) => watchSiwx(client, onChange),
    [client],
  )
  const signIn = useMutation(() => signInFlow(client))
  const cancel = useMutation(() => cancelSignInFlow(client))
  const signOut = useMutation(() => signOutFlow(client))
  const captureEmail = useMutation((variables: { email: string }) => captureEmailFlow(client, variables))
  return { ...state, signIn, cancel, signOut, captureEmail }
}
