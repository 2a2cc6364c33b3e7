import type { ReactNode } from 'react'
import { useNetworks, type NetworkItem } from '@portico/react'
import { list } from '../../styled-system/recipes/index.js'
import { useMessages } from '../messages/useMessages.js'
import { WalletIcon } from './WalletIcon.js'

/** Props of {@link NetworkList}. */
export interface NetworkListProps {
  /** The networks to show (all of them, or a search's result). */
  networks: readonly NetworkItem[]
  /** The accessible name of the list. */
  label: string
}

/**
 * A list box of networks: the active one is marked, disabled ones cannot be picked. A click
 * selects the network (core pushes SwitchNetwork and goes back to Account afterwards).
 */
export function NetworkList({ networks, label }: NetworkListProps): ReactNode {
  const messages = useMessages()
  const { getNetworkItemProps } = useNetworks()
  const styles = list()
  return (
    <div role="listbox" aria-label={label} className={styles.root} data-scope="modal" data-part="network-list">
      {networks.map((network) => (
        <button key={network.caipNetworkId} type="button" className={styles.item} {...getNetworkItemProps(network)}>
          <WalletIcon name={network.name} src={network.assets?.imageUrl} />
          <span className={styles.label}>{network.name}</span>
          {network.isActive && (
            <span className={styles.badge} data-scope="modal" data-part="badge" data-state="active">
              {messages.networks.active}
            </span>
          )}
        </button>
      ))}
    </div>
  )
}
