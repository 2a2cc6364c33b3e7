import {
  currentRoute,
  updateEmailFlow,
  verifyUpdateEmailPrimaryFlow,
  verifyUpdateEmailSecondaryFlow,
  type EmailUpdateAction,
} from '@portico/core'
import { useEmailCooldown } from './internal/useEmailCooldown.js'
import { useMutation, type MutationResult } from './internal/useMutation.js'
import { useEmbeddedWallet } from './useEmbeddedWallet.js'
import { usePorticoClient } from './usePorticoClient.js'
import { useStoreSelector } from './useStoreSelector.js'

/** Where UpdateEmailWallet is: the new e-mail field, the code sent to the current e-mail, or the one sent to the new e-mail. */
export type UpdateEmailStep = 'email' | 'primary' | 'secondary'

/** What {@link useUpdateEmail} returns. */
export interface UseUpdateEmailReturnType {
  /** The login's e-mail now (the one the primary code goes to). */
  currentEmail: string | undefined
  /** The new e-mail, once sent (its route's); undefined on the e-mail step. */
  newEmail: string | undefined
  /** UpdateEmailWallet's step, from its route; undefined elsewhere. */
  step: UpdateEmailStep | undefined
  /**
   * Sends the new e-mail; UpdateEmailWallet then shows the code step the frame asks for. Errors:
   * 'Please enter a valid email address', 'Please try again after {n} seconds', 'Not connected
   * to email or social', the frame's.
   */
  start: MutationResult<{ email: string }, { action: EmailUpdateAction }>
  /** The primary step: the code sent to the current e-mail; then the secondary step shows. */
  verifyPrimary: MutationResult<{ otp: string }, void>
  /** The secondary step: the code sent to the new e-mail; the change is done and Account shows. Resolves with the new e-mail. */
  verifySecondary: MutationResult<{ otp: string }, string>
  /** Sends the codes again for the route's new e-mail (the 30 s cooldown applies). */
  resend: MutationResult<void, { action: EmailUpdateAction }>
  /**
   * Seconds until the codes may be sent again (the e-mail login's 30 s cooldown, SPEC.md section
   * 9), counting down once a second on the platform clock; 0 when `resend` may be used.
   */
  cooldownSeconds: number
}

/**
 * Changing the embedded wallet's e-mail (UpdateEmailWallet), in the one mutation shape: the new
 * e-mail, the code sent to the current address, then the code sent to the new one. `step` and
 * `newEmail` come from the route core's flows set, so any skin navigates as ours.
 *
 * @example
 * const { step, verifyPrimary } = useUpdateEmail()
 * {step === 'primary' && <form onSubmit={() => verifyPrimary.mutate({ otp })}>...</form>}
 */
export function useUpdateEmail(): UseUpdateEmailReturnType {
  const client = usePorticoClient()
  const { email: currentEmail } = useEmbeddedWallet()
  const route = useStoreSelector(client.controllers.router, (state) => currentRoute(state))
  const onView = route.view === 'UpdateEmailWallet'
  const newEmail = onView ? route.email : undefined
  const step: UpdateEmailStep | undefined = onView ? (route.step ?? 'email') : undefined
  const start = useMutation((variables: { email: string }) => updateEmailFlow(client, variables))
  const verifyPrimary = useMutation((variables: { otp: string }) => verifyUpdateEmailPrimaryFlow(client, variables))
  const verifySecondary = useMutation((variables: { otp: string }) => verifyUpdateEmailSecondaryFlow(client, variables))
  const resend = useMutation(async () => updateEmailFlow(client, { email: newEmail ?? '' }))
  const cooldownSeconds = useEmailCooldown()
  return { currentEmail, newEmail, step, start, verifyPrimary, verifySecondary, resend, cooldownSeconds }
}
