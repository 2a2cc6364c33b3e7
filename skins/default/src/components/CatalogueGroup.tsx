import { useEffect, type ReactNode } from 'react'
import { recommendedSlots, useModalRouter, useWalletCatalogue } from '@portico/react'
import { css, cx } from '../../styled-system/css/index.js'
import { list } from '../../styled-system/recipes/index.js'
import { useMessages } from '../messages/useMessages.js'
import { loadAllWalletsList } from '../views/AllWalletsView.js'
import { CatalogueWalletButton } from './CatalogueWalletButton.js'

/** Props of {@link CatalogueGroup}. */
export interface CatalogueGroupProps {
  /** How many wallet entries Connect lists above (they count against the 4 of SPEC.md section 9). */
  listedAbove: number
  /** Show the "All wallets" entry here (Connect's own list did not show one). */
  showAllWallets: boolean
}

/**
 * Connect's part of the registry's catalogue, below the page's own wallets: the recommended
 * wallets (what is left of 4 entries), the WalletConnect entry (pairing by QR code or link) and
 * the "All wallets" entry. While the catalogue loads, and when it failed, only the two entries
 * show: a broken registry never leaves a broken view.
 */
export function CatalogueGroup({ listedAbove, showAllWallets }: CatalogueGroupProps): ReactNode {
  const messages = useMessages()
  const { push } = useModalRouter()
  const styles = list()
  const slots = recommendedSlots(listedAbove)
  const { wallets, getWalletItemProps, getWalletConnectItemProps } = useWalletCatalogue({ mode: 'recommended', limit: slots })
  // AllWallets' list is its own chunk: fetched while the visitor reads Connect, ready when they open it.
  useEffect(() => {
    loadAllWalletsList().catch(() => undefined)
  }, [])
  return (
    <ul className={cx(styles.root, css({ marginTop: '2' }))} aria-label={messages.registry.listLabel} data-scope="modal" data-part="catalogue-list">
      {wallets.map((wallet) => (
        <li key={wallet.id} data-scope="modal" data-part="catalogue-row" data-value={wallet.id}>
          <CatalogueWalletButton wallet={wallet} itemProps={getWalletItemProps(wallet, { label: messages.registry.connectWith(wallet.name) })} />
        </li>
      ))}
      <li data-scope="modal" data-part="catalogue-row" data-value="walletconnect">
        <button type="button" className={styles.item} {...getWalletConnectItemProps()}>
          <span className={css({ width: '40px', height: '40px', display: 'grid', placeItems: 'center', borderRadius: 'lg', background: 'accentSoft', color: 'accent', fontWeight: 'bold' })} aria-hidden="true">
            QR
          </span>
          <span className={styles.label}>{messages.registry.walletConnect}</span>
          <span className={styles.badge}>{messages.registry.walletConnectBadge}</span>
        </button>
      </li>
      {showAllWallets && (
        <li data-scope="modal" data-part="catalogue-row" data-value="all-wallets">
          <button type="button" className={cx(styles.item, css({ paddingLeft: '4' }))} onClick={() => push({ view: 'AllWallets' })} data-scope="modal" data-part="all-wallets">
            <span className={styles.label} data-scope="modal" data-part="all-wallets-label">
              {messages.registry.allWalletsLabel}
            </span>
          </button>
        </li>
      )}
    </ul>
  )
}
