import type { ReactNode } from 'react'
import { useConnectors, useModalRouter, useWallets } from '@portico/react'
import { css, cx } from '../../styled-system/css/index.js'
import { list } from '../../styled-system/recipes/index.js'
import { useMessages } from '../messages/useMessages.js'
import { CatalogueGroup } from './CatalogueGroup.js'
import { NoWalletHelp } from './NoWalletHelp.js'
import { WalletList } from './WalletList.js'

/**
 * How many wallets Connect lists itself. With more, it lists the first
 * `CONNECT_WALLETS_SHOWN - 1` and an "All wallets" entry that opens ConnectWallets (SPEC.md
 * section 9: recommended wallets capped at 4 combined with other entries).
 */
export const CONNECT_WALLETS_SHOWN = 4

/**
 * The 'wallet' connect method: the connectors in the recommended order (featured, recent,
 * installed, the rest; `useWallets`); a click connects through it. When there are more than
 * {@link CONNECT_WALLETS_SHOWN}, the rest sit behind the "All wallets" entry. When the site
 * pairs wallets (a WalletConnect connector), the registry's recommended wallets follow in the
 * entries left, then the WalletConnect entry and "All wallets" (AllWallets, the whole catalogue).
 * With no installed wallet, help for a visitor without one follows.
 */
export function WalletGroup(): ReactNode {
  const messages = useMessages()
  const { wallets } = useWallets()
  const { connectors } = useConnectors()
  const { push } = useModalRouter()
  const styles = list()
  const pairing = connectors.some((connector) => connector.type === 'WALLET_CONNECT')
  // With pairing, the WalletConnect entry below stands for the pairing connector.
  const listed = pairing ? wallets.filter((item) => item.connector.type !== 'WALLET_CONNECT') : wallets
  const overflow = listed.length > CONNECT_WALLETS_SHOWN
  const shown = overflow ? listed.slice(0, CONNECT_WALLETS_SHOWN - 1) : listed
  const hasInstalled = listed.some((item) => item.isInstalled)
  return (
    <>
      {(!pairing || listed.length > 0) && <WalletList wallets={shown} emptyText={messages.connect.empty} />}
      {overflow && (
        <button
          type="button"
          // Apart from the list by the list's own gap, its label where the wallet names start.
          className={cx(styles.item, css({ marginTop: '2', paddingLeft: '4' }))}
          onClick={() => push({ view: pairing ? 'AllWallets' : 'ConnectWallets' })}
          data-scope="modal"
          data-part="all-wallets"
        >
          <span className={styles.label} data-scope="modal" data-part="all-wallets-label">
            {messages.connect.allWallets}
          </span>
          <span className={styles.badge} data-scope="modal" data-part="wallet-count" aria-hidden="true">
            {listed.length}
          </span>
        </button>
      )}
      {pairing && <CatalogueGroup listedAbove={shown.length} showAllWallets={!overflow} />}
      {!hasInstalled && <NoWalletHelp />}
    </>
  )
}
