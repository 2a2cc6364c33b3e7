import type { ReactNode } from 'react'
import { useNetworkSwitchView, useNetworks } from '@portico/react'
import { button, status as statusRecipe } from '../../styled-system/recipes/index.js'
import { NetworkIcon } from '../components/NetworkIcon.js'
import { useMessages } from '../messages/useMessages.js'

/**
 * SwitchActiveChain: the visitor is connected on another namespace and has no account on the
 * route's network. Switch records that network as active (core's flow: the namespace is not
 * connected, so it is only recorded) and then shows Connect, to connect a wallet of that namespace.
 */
export function SwitchActiveChainView(): ReactNode {
  const messages = useMessages()
  const { networks } = useNetworks()
  const { caipNetworkId, switchActiveChain } = useNetworkSwitchView()
  const { status } = switchActiveChain
  const styles = statusRecipe()

  const network = networks.find((entry) => entry.caipNetworkId === caipNetworkId)
  const networkName = network?.name ?? messages.switchNetwork.unknownNetwork
  const isPending = status === 'pending'
  const phase = status === 'error' ? 'error' : isPending ? 'switching' : 'idle'

  // Core's flow records the network and shows Connect.
  const onSwitch = () => switchActiveChain.mutate()

  return (
    <div className={styles.root} data-scope="modal" data-part="switch-active-chain" data-state={phase} data-value={caipNetworkId}>
      <div className={styles.visual} data-scope="modal" data-part="visual">
        <NetworkIcon network={network} name={networkName} />
      </div>
      <div className={styles.text} data-scope="modal" data-part="text">
        <p className={styles.headline} data-scope="modal" data-part="headline">{messages.switchActiveChain.headline(networkName)}</p>
        <p className={styles.message} data-scope="modal" data-part="message">
          {messages.switchActiveChain.message(networkName)}
        </p>
        <p className={styles.message} role="status" aria-live="polite" data-scope="modal" data-part="status-message" data-state={phase}>
          {phase === 'error' ? messages.switchActiveChain.errorMessage : null}
        </p>
      </div>
      <div className={styles.actions} data-scope="modal" data-part="actions">
        <button
          type="button"
          className={button({ variant: 'primary' })}
          onClick={onSwitch}
          disabled={!caipNetworkId || isPending}
          aria-busy={isPending}
          data-scope="modal"
          data-part="switch"
        >
          {isPending ? messages.switchActiveChain.switching : messages.switchActiveChain.switch}
        </button>
      </div>
    </div>
  )
}
