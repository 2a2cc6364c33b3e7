import type { ReactNode } from 'react'
import { useNetworkImage, type Network } from '@portico/react'
import { WalletIcon } from './WalletIcon.js'

/**
 * A network's image: its own `assets.imageUrl`, else the registry's network image of its
 * `assets.imageId` (cached); the name's initial only when there is no image or it failed.
 */
export function NetworkIcon({ network, name }: { network: Pick<Network, 'assets'> | undefined; name: string }): ReactNode {
  const src = useNetworkImage(network)
  return <WalletIcon name={name} src={src} />
}
