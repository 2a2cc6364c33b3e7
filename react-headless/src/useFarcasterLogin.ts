import { currentRoute, farcasterLoginFlow, type ConnectReturnType } from '@portico/core'
import { useMutation, type MutationResult } from './internal/useMutation.js'
import { useEmbeddedWallet } from './useEmbeddedWallet.js'
import { useFeatures } from './useFeatures.js'
import { usePorticoClient } from './usePorticoClient.js'
import { useStoreSelector } from './useStoreSelector.js'

/** What {@link useFarcasterLogin} returns. */
export interface UseFarcasterLoginReturnType {
  /** True when the site has the embedded wallet and lists 'farcaster' in `features.socials`. */
  isAvailable: boolean
  /** The sign-in address ConnectingFarcaster shows as a QR code, once the login frame gave it. */
  uri: string | undefined
  /**
   * Starts the Farcaster sign-in: ConnectingFarcaster shows, then its QR code; approved on the
   * phone, the wallet connects and the modal closes. Errors: 'Failed to connect to farcaster',
   * 'Modal closed', 'Connection rejected' (the visitor went back).
   */
  login: MutationResult<void, ConnectReturnType>
}

/** The Farcaster sign-in of the embedded wallet (ConnectingFarcaster), in the one mutation shape. */
export function useFarcasterLogin(): UseFarcasterLoginReturnType {
  const client = usePorticoClient()
  const { isAvailable } = useEmbeddedWallet()
  const { features } = useFeatures()
  const uri = useStoreSelector(client.controllers.router, (state) => {
    const route = currentRoute(state)
    return route.view === 'ConnectingFarcaster' ? route.uri : undefined
  })
  const login = useMutation(() => farcasterLoginFlow(client))
  return { isAvailable: isAvailable && features.socials.includes('farcaster'), uri, login }
}
