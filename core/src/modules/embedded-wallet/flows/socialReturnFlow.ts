import type { ConnectReturnType } from '../../connection/index.js'
import { connectSocialResult, getEmbeddedWallet } from '../actions/embeddedLogin.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { SocialLoginNotStartedError } from '../embeddedLoginErrors.js'
import { embeddedLoginOf } from '../../../kernel/plugins/embeddedLoginSource.js'
import { parseWhatwgUrl } from '../../../kernel/utils/whatwgUrl.js'
import { finishEmbeddedLogin } from './emailLoginFlow.js'
import { openModal } from '../../modal/index.js'
import { isSocialReturnOf, takeSocialLoginStart } from './socialLoginStart.js'
import { SOCIAL_RESULT_PARAM, SOCIAL_STATE_PARAM } from './socialResultParam.js'

/** Longest result address taken (the popup's result has the same bound). */
const MAX_RESULT_URI_LENGTH = 4096

/**
 * The result address of a social login as the secure login site returned it, or undefined when it
 * must not be used: longer than 4096 characters, not an absolute http(s) address, carrying a user
 * name or password, or on any origin other than the login frame's `secureOrigin` (exactly: scheme,
 * host and port).
 */
export function socialResultUriFrom(raw: string, secureOrigin: string): string | undefined {
  if (raw.length === 0 || raw.length > MAX_RESULT_URI_LENGTH) return undefined
  const url = parseWhatwgUrl(raw)
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return undefined
  if (url.username !== '' || url.password !== '') return undefined
  const secure = parseWhatwgUrl(secureOrigin)
  if (!secure) return undefined
  const origin = (parsed: { protocol: string; host: string }) => `${parsed.protocol}//${parsed.host}`
  return origin(url) === origin(secure) ? url.href : undefined
}

/**
 * The messaging-app mini-app's social-login return (SPEC.md section 2), run once at start-up: the
 * `result_uri` query parameter and the one-time state beside it (`portico_social_state`) are read
 * from the page address and removed from it (whatever they hold, so a reload never replays them),
 * and the login this tab started (kept in its session storage) is taken, once. Then, when the site
 * has the embedded wallet with social login in force and no login of it is connected yet:
 * - a return this tab did not start (no start kept, another state, or started more than 10
 *   minutes ago) is refused: the modal opens on Connect with the reason as a toast, and the flow
 *   rejects with 'This sign-in was not started on this page' (a forged link cannot sign a visitor
 *   in to someone else's account);
 * - a result address on the login frame's secure origin completes the social login
 *   (CONNECT_SOCIAL) and connects; any other is ignored with a warning.
 * Resolves with the connection, or undefined when nothing was completed.
 */
export const completeSocialReturn = publicAction('completeSocialReturn', async function completeSocialReturn(
  client: PorticoClient,
): Promise<ConnectReturnType | undefined> {
  const { platform, logger, controllers } = client
  const found = embeddedLoginOf(client)
  if (!found) return undefined
  const raw = platform.environment.readQueryParam(SOCIAL_RESULT_PARAM)
  const returnedState = platform.environment.readQueryParam(SOCIAL_STATE_PARAM)
  if (raw === null && returnedState === null) return undefined
  for (const param of [SOCIAL_RESULT_PARAM, SOCIAL_STATE_PARAM]) {
    try {
      platform.environment.removeQueryParam(param)
    } catch (error) {
      logger.warn('The social-login result could not be removed from the page address', error)
    }
  }
  const started = platform.sessionStorage ? takeSocialLoginStart(platform.sessionStorage) : undefined
  // Back without a result: the visitor left the provider without signing in.
  if (raw === null) return undefined
  if (controllers.options.getSnapshot().features.socials.length === 0) {
    logger.warn('A social-login result was ignored: social login is off')
    return undefined
  }
  if (getEmbeddedWallet(client).isConnected) return undefined
  if (!isSocialReturnOf(started, returnedState, platform.clock.now())) {
    const refused = new SocialLoginNotStartedError()
    logger.warn('A social-login result this page did not start was refused')
    client.batch(() => {
      openModal(client)
      controllers.snackbar.show(refused.shortMessage, 'error', refused.code)
    })
    throw refused
  }
  const session = await found.source.session()
  const uri = socialResultUriFrom(raw, session.client.origin)
  if (!uri) {
    logger.warn('A social-login result that is not an address of the secure login site was ignored')
    return undefined
  }
  const result = await connectSocialResult(client, { uri })
  finishEmbeddedLogin(client)
  return result
})
