import type { ReactNode } from 'react'
import { useWalletImage, type WalletListing } from '@portico/react'
import { WalletIcon } from './WalletIcon.js'

/** A catalogue wallet's image from the registry (`/getWalletImage/{id}`), its initial until then. */
export function CatalogueWalletIcon({ wallet }: { wallet: WalletListing }): ReactNode {
  const src = useWalletImage(wallet.image_id)
  return <WalletIcon name={wallet.name} src={src} />
}
