import { useMemo } from 'react'
import {
  currentRoute,
  hiddenSocialProviders,
  socialLoginFlow,
  type ConnectReturnType,
  type SocialProvider,
} from '@portico/core'
import { useMutation, type MutationResult } from './internal/useMutation.js'
import { useEmbeddedWallet } from './useEmbeddedWallet.js'
import { useFeatures } from './useFeatures.js'
import { usePorticoClient } from './usePorticoClient.js'
import { useStoreSelector } from './useStoreSelector.js'

/** The providers a popup login serves (farcaster signs in with a QR code instead). */
export type PopupSocialProvider = Exclude<SocialProvider, 'farcaster'>

/** What {@link useSocialLogin} returns. */
export interface UseSocialLoginReturnType {
  /**
   * The providers to offer: the site's `features.socials` in order, when it has the embedded
   * wallet, without those a messaging-app mini-app hides on this system (google on iOS, x on a
   * Mac, facebook and x on Android).
   */
  providers: readonly PopupSocialProvider[]
  /** The provider whose popup EmailLogin's social step waits on. */
  provider: SocialProvider | undefined
  /**
   * True when the browser blocked the popup of `provider`: EmailLogin's social step then says so,
   * and a button calls `login.mutate({ provider })` from a fresh click (a new user gesture).
   */
  isBlocked: boolean
  /**
   * How the login reaches the provider: a popup, or (in a messaging-app mini-app) the whole page,
   * which leaves for the provider and comes back signed in.
   */
  via: 'popup' | 'page'
  /**
   * Opens the provider's popup and signs in. Call `mutate` in the click handler itself: the popup
   * opens before anything awaits (browsers block a popup opened later). Errors: 'Popup closed',
   * 'Failed to initiate social connection', 'Modal closed'. In a messaging-app mini-app the page
   * itself leaves for the provider instead (the mutation stays pending; the login completes when
   * the page comes back).
   */
  login: MutationResult<{ provider: SocialProvider }, ConnectReturnType>
}

/**
 * Social login through the embedded wallet: the providers to show and the login in the one
 * mutation shape; core owns the popup (600 by 800, a unique window name, checked every second)
 * and the result (accepted only from the login frame's secure origin).
 */
export function useSocialLogin(): UseSocialLoginReturnType {
  const client = usePorticoClient()
  const { isAvailable } = useEmbeddedWallet()
  const { features } = useFeatures()
  const { provider, isBlocked } = useStoreSelector(client.controllers.router, (state) => {
    const route = currentRoute(state)
    const social = route.view === 'EmailLogin' && route.step === 'social'
    return { provider: social ? (route.provider as SocialProvider | undefined) : undefined, isBlocked: social && route.popup === 'blocked' }
  })
  const providers = useMemo(() => {
    if (!isAvailable) return []
    const hidden = hiddenSocialProviders(client.platform.environment)
    return features.socials.filter((name): name is PopupSocialProvider => name !== 'farcaster' && !hidden.includes(name))
  }, [client, isAvailable, features.socials])
  const login = useMutation((variables: { provider: SocialProvider }) => socialLoginFlow(client, variables))
  const via = client.platform.environment.isMiniApp() ? 'page' : 'popup'
  return { providers, provider, isBlocked, via, login }
}
