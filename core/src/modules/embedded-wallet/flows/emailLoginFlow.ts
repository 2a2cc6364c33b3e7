import { sendEmailCode, verifyEmailDevice, verifyEmailOtp } from '../actions/embeddedLogin.js'
import { connect, type ConnectReturnType } from '../../connection/index.js'
import { AuthConnectorNotFoundError } from '../embeddedLoginErrors.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { embeddedLoginOf, type EmailConnectAction } from '../../../kernel/plugins/embeddedLoginSource.js'
import { routeEquals } from '../../../kernel/router/routeEquals.js'
import { currentRoute } from '../../../kernel/router/routerReducer.js'
import type { Route } from '../../../kernel/router/routes.js'
import { closeModal } from '../../modal/index.js'
import { supersedeConnects } from './supersedeConnects.js'
import { showSocialFailure } from './showSocialFailure.js'

/** Views a finished login leaves open (the sign-in reaction opened them, or the chain is not the site's). */
const STAYING_VIEWS: readonly string[] = ['UnsupportedChain', 'SIWXSignMessage', 'DataCapture']

/** True while the modal is open on `route` (a late answer never moves a modal the visitor moved on from). */
function stillOn(client: PorticoClient, route: Route): boolean {
  return client.controllers.modal.getSnapshot().open && routeEquals(currentRoute(client.controllers.router.getSnapshot()), route)
}

/** After a login: the modal closes, unless a view that must stay is showing. */
export function finishEmbeddedLogin(client: PorticoClient): void {
  const { modal, router } = client.controllers
  if (modal.getSnapshot().open && !STAYING_VIEWS.includes(currentRoute(router.getSnapshot()).view)) closeModal(client, { force: true })
}

/**
 * What a visitor does with the e-mail field (Connect) or EmailLogin's resend: sends a one-time
 * code (sendEmailCode), then shows what the frame asks next: EmailLogin's code step (VERIFY_OTP),
 * its device step (VERIFY_DEVICE; once the visitor approved this device from the e-mail, the code
 * step; a device wait that fails or times out goes back with the reason as a toast), or, for CONNECT, connects and closes. The view it started on keeps the error of a
 * failure ('Please enter a valid email address', 'Please try again after {n} seconds', the
 * frame's). An answer arriving after the visitor left that view moves nothing. A wallet connect
 * still pending is superseded (the visitor chose the e-mail login instead).
 */
export const emailLoginFlow = publicAction('emailLoginFlow', async function emailLoginFlow(
  client: PorticoClient,
  params: { email: string },
): Promise<{ action: EmailConnectAction }> {
  const { router } = client.controllers
  const email = params.email.trim()
  const started = currentRoute(router.getSnapshot())
  supersedeConnects(client)
  const answer = await sendEmailCode(client, { email })
  if (!stillOn(client, started)) return answer
  if (answer.action === 'CONNECT') {
    await verifiedLogin(client)
    return answer
  }
  const step = answer.action === 'VERIFY_DEVICE' ? 'device' : 'otp'
  const next: Route = { view: 'EmailLogin', step, email }
  router.dispatch({ type: started.view === 'EmailLogin' ? 'replace' : 'push', route: next })
  if (step === 'device') {
    try {
      await verifyEmailDevice(client)
    } catch (error) {
      // The frame gave up (APKT004 'Wallet Request Timeout' after 120 s) or failed: the wait ends
      // where the e-mail was entered, with the reason as a toast, not a spinner that turns for good.
      showSocialFailure(client, next, error)
      throw error
    }
    if (stillOn(client, next)) router.dispatch({ type: 'replace', route: { view: 'EmailLogin', step: 'otp', email } })
  }
  return answer
})

async function verifiedLogin(client: PorticoClient): Promise<void> {
  const found = embeddedLoginOf(client)
  if (!found) throw new AuthConnectorNotFoundError()
  await connect(client, { connectorId: found.connector.id })
  finishEmbeddedLogin(client)
}

/**
 * EmailLogin's code step: checks the code, opens the embedded wallet's session (every namespace
 * it serves) and closes the modal, unless the sign-in or unsupported-chain view took over. A wrong
 * code rejects with the frame's message and leaves the view where it is.
 */
export const verifyEmailOtpFlow = publicAction(
  'verifyEmailOtpFlow',
  async function verifyEmailOtpFlow(client: PorticoClient, params: { otp: string }): Promise<ConnectReturnType> {
    const result = await verifyEmailOtp(client, params)
    finishEmbeddedLogin(client)
    return result
  },
  'INTERNAL_SDK_ERROR',
  { privateArguments: true },
)
