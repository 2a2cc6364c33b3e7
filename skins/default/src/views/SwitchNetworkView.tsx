import type { ReactNode } from 'react'
import { useNetworkSwitchView, useNetworks } from '@portico/react'
import { button, status as statusRecipe } from '../../styled-system/recipes/index.js'
import { NetworkIcon } from '../components/NetworkIcon.js'
import { WarningIcon } from '../icons/WarningIcon.js'
import { useMessages } from '../messages/useMessages.js'

/**
 * SwitchNetwork: the wallet is asked to switch to the route's network, and the view waits while
 * it answers. Every rule is core's: picked from the networks list, core's flow runs the switch
 * (and on failure goes back one view with a toast); opened directly on this view, core asks the
 * wallet and a failure stays here, saying whether the visitor declined, with Retry. A switch
 * still waiting when the modal is reopened shows here again.
 */
export function SwitchNetworkView(): ReactNode {
  const messages = useMessages()
  const { networks } = useNetworks()
  const { caipNetworkId, phase: state, retry } = useNetworkSwitchView()
  const styles = statusRecipe()

  const network = networks.find((entry) => entry.caipNetworkId === caipNetworkId)
  const networkName = network?.name ?? messages.switchNetwork.unknownNetwork
  const phase = state === 'rejected' || state === 'error' ? state : 'waiting'

  return (
    <div className={styles.root} data-scope="modal" data-part="switch-network" data-state={phase} data-value={caipNetworkId}>
      <div className={styles.visual} data-scope="modal" data-part="visual" data-state={phase}>
        {phase === 'error' ? <WarningIcon /> : <NetworkIcon network={network} name={networkName} />}
        {phase === 'waiting' && <span className={styles.spinner} aria-hidden="true" data-scope="modal" data-part="spinner" />}
      </div>
      <div className={styles.text} role="status" aria-live="polite" data-scope="modal" data-part="text">
        <p className={styles.headline} data-scope="modal" data-part="headline" data-state={phase === 'waiting' ? 'waiting' : 'error'}>
          {phase === 'waiting' && messages.switchNetwork.waitingHeadline}
          {phase === 'rejected' && messages.switchNetwork.rejectedHeadline}
          {phase === 'error' && messages.switchNetwork.errorHeadline}
        </p>
        <p className={styles.message} data-scope="modal" data-part="message">
          {phase === 'waiting' && messages.switchNetwork.waitingMessage(networkName)}
          {phase === 'rejected' && messages.switchNetwork.rejectedMessage}
          {phase === 'error' && messages.switchNetwork.errorMessage}
        </p>
      </div>
      {phase !== 'waiting' && caipNetworkId && (
        <div className={styles.actions} data-scope="modal" data-part="actions">
          <button type="button" className={button({ variant: 'secondary' })} onClick={retry} data-scope="modal" data-part="retry">
            {messages.switchNetwork.retry}
          </button>
        </div>
      )}
    </div>
  )
}
