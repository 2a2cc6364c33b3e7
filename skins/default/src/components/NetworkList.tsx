import type { ReactNode } from 'react'
import { useNetworks, type NetworkItem } from '@portico/react'
import { list } from '../../styled-system/recipes/index.js'
import { useMessages } from '../messages/useMessages.js'
import { NetworkIcon } from './NetworkIcon.js'

/** Props of {@link NetworkList}. */
export interface NetworkListProps {
  /** The networks to show (all of them, or a search's result). */
  networks: readonly NetworkItem[]
  /** The accessible name of the list. */
  label: string
}

/**
 * A plain list of network buttons (Tab reaches each, Enter or Space picks it): the active one is
 * marked `aria-current` with an "Active" badge; a disabled one (not approved by the wallet) is
 * `aria-disabled`, stays focusable and ignores clicks. A click selects the network (core pushes
 * SwitchNetwork and goes back to Account afterwards). Anatomy (scope `modal`): `network-list`,
 * `network-row` (`data-value`), `network-label`, `badge`; the buttons carry `getNetworkItemProps`'
 * `data-scope="networks" data-part="item"`.
 */
export function NetworkList({ networks, label }: NetworkListProps): ReactNode {
  const messages = useMessages()
  const { getNetworkItemProps } = useNetworks()
  const styles = list()
  return (
    <ul aria-label={label} className={styles.root} data-scope="modal" data-part="network-list">
      {networks.map((network) => (
        <li
          key={network.caipNetworkId}
          className={styles.row}
          data-scope="modal"
          data-part="network-row"
          data-value={network.caipNetworkId}
        >
          <button type="button" className={styles.item} {...getNetworkItemProps(network)}>
            <NetworkIcon network={network} name={network.name} />
            <span className={styles.label} data-scope="modal" data-part="network-label">
              {network.name}
            </span>
            {network.isActive && (
              <span className={styles.badge} data-scope="modal" data-part="badge" data-state="active">
                {messages.networks.active}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  )
}
