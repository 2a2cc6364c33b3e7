import { updateEmail, verifyUpdateEmailPrimary, verifyUpdateEmailSecondary } from '../actions/embeddedLogin.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { EmailUpdateAction } from '../../../kernel/plugins/embeddedLoginSource.js'
import { routeEquals } from '../../../kernel/router/routeEquals.js'
import { currentRoute } from '../../../kernel/router/routerReducer.js'
import type { Route } from '../../../kernel/router/routes.js'

/** The toast after a finished e-mail change (the default skin shows its own words for it). */
export const EMAIL_UPDATED_MESSAGE = 'Email updated'

/** True while the modal is open on `route` (a late answer never moves a modal the visitor moved on from). */
function stillOn(client: PorticoClient, route: Route): boolean {
  return client.controllers.modal.getSnapshot().open && routeEquals(currentRoute(client.controllers.router.getSnapshot()), route)
}

/**
 * What a visitor does in UpdateEmailWallet (SPEC.md section 4, e-mail update): sends the new
 * e-mail (updateEmail), then shows the step the frame asks for: the code sent to the current
 * address ('primary', VERIFY_PRIMARY_OTP) or the one sent to the new address ('secondary',
 * VERIFY_SECONDARY_OTP). From the e-mail step the code step is pushed (back returns to the
 * e-mail); a resend from a code step replaces it. A failure leaves the view where it is, with the
 * error for it to show ('Please enter a valid email address', 'Please try again after {n}
 * seconds', 'Not connected to email or social', the frame's); an answer arriving after the
 * visitor left that view moves nothing.
 */
export const updateEmailFlow = publicAction('updateEmailFlow', async function updateEmailFlow(
  client: PorticoClient,
  params: { email: string },
): Promise<{ action: EmailUpdateAction }> {
  const { router } = client.controllers
  const email = params.email.trim()
  const started = currentRoute(router.getSnapshot())
  const answer = await updateEmail(client, { email })
  if (!stillOn(client, started)) return answer
  const next: Route = { view: 'UpdateEmailWallet', step: answer.action === 'VERIFY_SECONDARY_OTP' ? 'secondary' : 'primary', email }
  const fromStep = started.view === 'UpdateEmailWallet' && started.step !== undefined
  router.dispatch({ type: fromStep ? 'replace' : 'push', route: next })
  return answer
})

/**
 * UpdateEmailWallet's primary step: checks the code sent to the current e-mail, then shows the
 * secondary step (the frame sent a code to the new e-mail). A wrong code rejects with the frame's
 * message and leaves the view where it is.
 */
export const verifyUpdateEmailPrimaryFlow = publicAction(
  'verifyUpdateEmailPrimaryFlow',
  async function verifyUpdateEmailPrimaryFlow(client: PorticoClient, params: { otp: string }): Promise<void> {
    const { router } = client.controllers
    const started = currentRoute(router.getSnapshot())
    await verifyUpdateEmailPrimary(client, params)
    if (!stillOn(client, started) || started.view !== 'UpdateEmailWallet') return
    router.dispatch({ type: 'replace', route: { view: 'UpdateEmailWallet', step: 'secondary', ...(started.email ? { email: started.email } : {}) } })
  },
  'INTERNAL_SDK_ERROR',
  { privateArguments: true },
)

/**
 * UpdateEmailWallet's secondary step: checks the code sent to the new e-mail; the change is done,
 * the connection carries the new e-mail, and the modal returns to Account with a success toast
 * ('Email updated'). Resolves with the new e-mail.
 */
export const verifyUpdateEmailSecondaryFlow = publicAction(
  'verifyUpdateEmailSecondaryFlow',
  async function verifyUpdateEmailSecondaryFlow(client: PorticoClient, params: { otp: string }): Promise<string> {
    const started = currentRoute(client.controllers.router.getSnapshot())
    const email = await verifyUpdateEmailSecondary(client, params)
    if (stillOn(client, started)) showEmailUpdated(client)
    return email
  },
  'INTERNAL_SDK_ERROR',
  { privateArguments: true },
)

/** The e-mail change is done: back to Account with the success toast ('Email updated'). */
export function showEmailUpdated(client: PorticoClient): void {
  const { router, snackbar } = client.controllers
  client.batch(() => {
    router.dispatch({ type: 'reset', route: { view: 'Account' } })
    snackbar.show(EMAIL_UPDATED_MESSAGE, 'success')
  })
}
