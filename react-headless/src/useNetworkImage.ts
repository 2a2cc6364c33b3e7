import type { Network } from '@portico/core'
import { useWalletImage } from './useWalletImage.js'

/**
 * The image of a network for an `<img src>`: the network's own `assets.imageUrl` when it has
 * one, else its `assets.imageId` from the registry's network image endpoint
 * (`/public/getAssetImage/{id}`, SPEC.md section 7), cached like wallet images under the network
 * image cache. Undefined while it loads, when it failed, or when the network has neither: show a
 * fallback then, and only then.
 *
 * @example
 * const src = useNetworkImage(activeNetwork)
 */
export function useNetworkImage(network: Pick<Network, 'assets'> | undefined): string | undefined {
  const own = network?.assets?.imageUrl
  const fromRegistry = useWalletImage(own ? undefined : network?.assets?.imageId, 'asset')
  return own ?? fromRegistry
}
