import {
  currentRoute,
  emailLoginFlow,
  verifyEmailOtpFlow,
  type ConnectReturnType,
  type EmailConnectAction,
  type EmbeddedLoginStep,
} from '@portico/core'
import { useEmailCooldown } from './internal/useEmailCooldown.js'
import { useMutation, type MutationResult } from './internal/useMutation.js'
import { usePorticoClient } from './usePorticoClient.js'
import { useStoreSelector } from './useStoreSelector.js'

/** What {@link useEmailLogin} returns. */
export interface UseEmailLoginReturnType {
  /** The e-mail EmailLogin is for (its route's); undefined elsewhere. */
  email: string | undefined
  /** What EmailLogin waits on: the code ('otp'), the device approval ('device'), or the social popup ('social'). */
  step: EmbeddedLoginStep | undefined
  /**
   * Sends a one-time code (Connect's e-mail field); EmailLogin then shows what the frame asks
   * next. Errors: 'Please enter a valid email address', 'Please try again after {n} seconds', the frame's.
   */
  sendCode: MutationResult<{ email: string }, { action: EmailConnectAction }>
  /** EmailLogin's code step: checks the code, connects and closes the modal. */
  verifyOtp: MutationResult<{ otp: string }, ConnectReturnType>
  /** Sends a new code to the route's e-mail (the 30 s cooldown applies). */
  resend: MutationResult<void, { action: EmailConnectAction }>
  /**
   * Seconds until a new code may be sent (the 30 s cooldown after each code, SPEC.md section 9),
   * counting down once a second on the platform clock; 0 when `resend` may be used.
   */
  cooldownSeconds: number
}

/**
 * The e-mail login of the embedded wallet, in the one mutation shape: send the code, verify it,
 * resend it; `email` and `step` come from the EmailLogin route, so any skin navigates as ours.
 *
 * @example
 * const { step, email, verifyOtp } = useEmailLogin()
 * <form onSubmit={() => verifyOtp.mutate({ otp })}>...</form>
 */
export function useEmailLogin(): UseEmailLoginReturnType {
  const client = usePorticoClient()
  const route = useStoreSelector(client.controllers.router, (state) => currentRoute(state))
  const email = route.view === 'EmailLogin' ? route.email : undefined
  const step = route.view === 'EmailLogin' ? route.step : undefined
  const sendCode = useMutation((variables: { email: string }) => emailLoginFlow(client, variables))
  const verifyOtp = useMutation((variables: { otp: string }) => verifyEmailOtpFlow(client, variables))
  const resend = useMutation(async () => emailLoginFlow(client, { email: email ?? '' }))
  const cooldownSeconds = useEmailCooldown()
  return { email, step, sendCode, verifyOtp, resend, cooldownSeconds }
}
