import type { ConnectReturnType } from '../../connection/index.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { ModalClosedError } from '../../../kernel/errors/connectionErrors.js'
import { SocialRedirectFailedError } from '../embeddedLoginErrors.js'
import type { SocialProvider } from '../../../kernel/options/porticoOptions.js'
import type { EmbeddedLoginSource } from '../../../kernel/plugins/embeddedLoginSource.js'
import { routeEquals } from '../../../kernel/router/routeEquals.js'
import { currentRoute } from '../../../kernel/router/routerReducer.js'
import type { Route } from '../../../kernel/router/routes.js'
import { parseWhatwgUrl } from '../../../kernel/utils/whatwgUrl.js'
import { showSocialFailure } from './showSocialFailure.js'
import { rememberSocialLoginStart } from './socialLoginStart.js'
import { SOCIAL_RESULT_PARAM, SOCIAL_RETURN_PARAM, SOCIAL_STATE_PARAM } from './socialResultParam.js'

/** Longest page or provider address the login leaves with. */
const MAX_ADDRESS_LENGTH = 8192

/** The page address to come back to: this page, without an earlier return's parameters, with the new state. */
export function socialReturnAddress(pageAddress: string, state: string): string | undefined {
  const url = parseWhatwgUrl(pageAddress)
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return undefined
  url.searchParams.delete(SOCIAL_RESULT_PARAM)
  url.searchParams.set(SOCIAL_STATE_PARAM, state)
  return url.href.length <= MAX_ADDRESS_LENGTH ? url.href : undefined
}

/** The provider's address (from the login frame) with where to come back to; undefined when it is no web address. */
export function socialProviderAddress(redirect: string, returnAddress: string): string | undefined {
  if (redirect.length > MAX_ADDRESS_LENGTH) return undefined
  const url = parseWhatwgUrl(redirect)
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username !== '' || url.password !== '') return undefined
  url.searchParams.set(SOCIAL_RETURN_PARAM, returnAddress)
  return url.href
}

/**
 * The social login inside a messaging-app mini-app (SPEC.md section 2), where popups do not work:
 * EmailLogin's social step shows while the login frame gives the provider's address
 * (GET_SOCIAL_REDIRECT_URI); then a one-time state is kept in the tab's session storage, and the
 * whole page leaves for the provider, its address carrying `return_uri`: this page with the state
 * in `portico_social_state`. The secure login site sends the page back there with `result_uri`,
 * which {@link completeSocialReturn} takes only with that state. Until the page has left, the flow
 * waits; closing the modal rejects with 'Modal closed'. Without the navigation port, session
 * storage that keeps the state, or a web address from the frame: 'Failed to initiate social
 * connection' (SocialRedirectFailedError), back to the view before with a toast.
 */
export async function miniAppSocialLogin(client: PorticoClient, params: { provider: SocialProvider; source: EmbeddedLoginSource }): Promise<ConnectReturnType> {
  const { platform, controllers } = client
  const { navigation, sessionStorage } = platform
  const route: Route = { view: 'EmailLogin', step: 'social', provider: params.provider }
  controllers.router.dispatch({ type: 'push', route })
  try {
    const pageAddress = platform.environment.href?.()
    if (!navigation || !sessionStorage || pageAddress === undefined) throw new SocialRedirectFailedError()
    const session = await params.source.session()
    const redirect = await session.getSocialRedirectUri(params.provider)
    const state = platform.random.id()
    const back = socialReturnAddress(pageAddress, state)
    const target = back === undefined ? undefined : socialProviderAddress(redirect, back)
    if (target === undefined) throw new SocialRedirectFailedError()
    // The visitor closed the modal or moved on while the frame answered: the page stays.
    if (!controllers.modal.getSnapshot().open || !routeEquals(currentRoute(controllers.router.getSnapshot()), route)) throw new ModalClosedError()
    if (!rememberSocialLoginStart(sessionStorage, { state, provider: params.provider, at: platform.clock.now() })) throw new SocialRedirectFailedError()
    navigation.assign(target)
  } catch (error) {
    showSocialFailure(client, route, error)
    throw error
  }
  return untilModalCloses(client)
}

/** Rejects with 'Modal closed' once the modal is closed (at once if it already is). */
function untilModalCloses(client: PorticoClient): Promise<never> {
  const { modal } = client.controllers
  return new Promise<never>((_resolve, reject) => {
    if (!modal.getSnapshot().open) {
      reject(new ModalClosedError())
      return
    }
    const stop = modal.subscribe(() => {
      if (modal.getSnapshot().open) return
      stop()
      reject(new ModalClosedError())
    })
  })
}
