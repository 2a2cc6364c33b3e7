import { publicAction } from '../../../kernel/actions/publicAction.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { AbortSignalLike } from '../../../kernel/platform/ports.js'
import { loadSiwxFlow } from '../reactions/siwxReaction.js'
import type { SiwxSession } from '../siwxMessage.js'

/**
 * The flow's code, loaded on first use. Each of its steps refuses with 'SIWX is not enabled' when
 * sign-in is off (the error class lives with the flow, so nothing of it ships until it is used).
 */
function flowOf(_client: PorticoClient) {
  return loadSiwxFlow()
}

/**
 * Signs the active account in (what SIWXSignMessage's Sign does): the site's message, the
 * wallet's signature, the session kept. Success closes the modal; failure shows 'Sign message
 * failed' on the sign-message view and rejects.
 * @throws SiwxNotEnabledError, SiwxNoAddressError, SiwxNoNetworkError, SiwxNoClientError,
 *   UserRejectedRequestError, SiwxSigningError ('Error signing message'), or the `siwx`
 *   implementation's own rejection.
 */
export const signInFlow = publicAction(
  'signInFlow',
  async function signInFlow(client: PorticoClient, params: { signal?: AbortSignalLike } = {}): Promise<SiwxSession> {
    return (await flowOf(client)).signInWithSiwx(client, params)
  },
  'INTERNAL_SDK_ERROR',
  { privateArguments: true },
)

/**
 * Cancels sign-in (SPEC.md section 4): not required, the modal closes; required, back to the last
 * signed network when this account has a session there, otherwise the wallet disconnects.
 * @throws SiwxNotEnabledError
 */
export const cancelSignInFlow = publicAction('cancelSignInFlow', async function cancelSignInFlow(client: PorticoClient): Promise<void> {
  return (await flowOf(client)).cancelSiwx(client)
})

/**
 * Signs out: revokes the active account's session on its network and disconnects.
 * @throws SiwxNotEnabledError
 */
export const signOutFlow = publicAction('signOutFlow', async function signOutFlow(client: PorticoClient): Promise<void> {
  return (await flowOf(client)).signOutOfSiwx(client)
})

/**
 * DataCapture's Continue: keeps the e-mail for the sign-in and shows SIWXSignMessage.
 * @throws SiwxNotEnabledError; AlertPorticoError APKTW002 for a malformed e-mail ('Please enter a valid email address').
 */
export const captureEmailFlow = publicAction(
  'captureEmailFlow',
  async function captureEmailFlow(client: PorticoClient, params: { email: string }): Promise<void> {
    ;(await flowOf(client)).captureSiwxEmail(client, params.email)
  },
  'INTERNAL_SDK_ERROR',
  { privateArguments: true },
)
