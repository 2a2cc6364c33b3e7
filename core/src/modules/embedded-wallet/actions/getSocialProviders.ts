import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { SocialProvider } from '../../../kernel/options/porticoOptions.js'
import type { EnvironmentPort } from '../../../kernel/platform/ports.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'

/**
 * The social providers a messaging-app mini-app cannot sign in with, by the system it runs on
 * (SPEC.md section 5): google on iOS, x on a Mac, facebook and x on Android. None outside a
 * mini-app. The environment port tells the mini-app and the system (see createBrowserEnvironment).
 */
export function hiddenSocialProviders(environment: EnvironmentPort): readonly SocialProvider[] {
  if (!environment.isMiniApp()) return []
  const hidden = new Set<SocialProvider>()
  if (environment.isIos()) hidden.add('google')
  if (environment.isMac?.() === true) hidden.add('x')
  if (environment.isAndroid?.() === true) {
    hidden.add('facebook')
    hidden.add('x')
  }
  return [...hidden]
}

/**
 * The social providers to offer: the site's `features.socials`, in order, without those the
 * mini-app hides on this system ({@link hiddenSocialProviders}). Empty without the feature.
 */
export const getSocialProviders = publicAction('getSocialProviders', function getSocialProviders(client: PorticoClient): readonly SocialProvider[] {
  const hidden = hiddenSocialProviders(client.platform.environment)
  return client.controllers.options.getSnapshot().features.socials.filter((provider) => !hidden.includes(provider))
})
