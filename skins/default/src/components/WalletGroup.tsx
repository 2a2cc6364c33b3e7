import type { ReactNode } from 'react'
import { useModalRouter, useWallets } from '@portico/react'
import { css, cx } from '../../styled-system/css/index.js'
import { list } from '../../styled-system/recipes/index.js'
import { useMessages } from '../messages/useMessages.js'
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
 * {@link CONNECT_WALLETS_SHOWN}, the rest sit behind the "All wallets" entry.
 */
export function WalletGroup(): ReactNode {
  const messages = useMessages()
  const { wallets } = useWallets()
  const { push } = useModalRouter()
  const styles = list()
  const overflow = wallets.length > CONNECT_WALLETS_SHOWN
  const shown = overflow ? wallets.slice(0, CONNECT_WALLETS_SHOWN - 1) : wallets
  return (
    <>
      <WalletList wallets={shown} emptyText={messages.connect.empty} />
      {overflow && (
        <button
          type="button"
          // Apart from the list by the list's own gap, its label where the wallet names start.
          className={cx(styles.item, css({ marginTop: '2', paddingLeft: '4' }))}
          onClick={() => push({ view: 'ConnectWallets' })}
          data-scope="modal"
          data-part="all-wallets"
        >
          <span className={styles.label} data-scope="modal" data-part="all-wallets-label">
            {messages.connect.allWallets}
          </span>
          <span className={styles.badge} data-scope="modal" data-part="wallet-count" aria-hidden="true">
            {wallets.length}
          </span>
        </button>
      )}
    </>
  )
}
