import type { ReactNode } from 'react'
import type { WalletItemProps, WalletListing } from '@portico/react'
import { list } from '../../styled-system/recipes/index.js'
import { CatalogueWalletIcon } from './CatalogueWalletIcon.js'

/** Props of {@link CatalogueWalletButton}. */
export interface CatalogueWalletButtonProps {
  wallet: WalletListing
  /** From `useWalletCatalogue().getWalletItemProps`. */
  itemProps: WalletItemProps
  tabIndex?: number
}

/**
 * One catalogue wallet's button: its image from the registry's image endpoint (the name's
 * initial while it loads or when it failed) and its name. A click picks the wallet.
 */
export function CatalogueWalletButton({ wallet, itemProps, tabIndex }: CatalogueWalletButtonProps): ReactNode {
  const styles = list()
  return (
    <button type="button" className={styles.item} {...itemProps} tabIndex={tabIndex}>
      <CatalogueWalletIcon wallet={wallet} />
      <span className={styles.label} data-scope="modal" data-part="wallet-label">
        {wallet.name}
      </span>
    </button>
  )
}
