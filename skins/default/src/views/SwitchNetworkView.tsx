import { useEffect, useRef, type ReactNode } from 'react'
import { useModalRouter, useNetworks, useSwitchNetwork } from '@portico/react'
import { button, status as statusRecipe } from '../../styled-system/recipes/index.js'
import { WalletIcon } from '../components/WalletIcon.js'
import { WarningIcon } from '../icons/WarningIcon.js'
import { useMessages } from '../messages/useMessages.js'

/**
 * SwitchNetwork: the wallet is asked to switch to the route's network, and the view waits while
 * it answers. Pushed by `selectNetwork`, core runs that switch (and on failure goes back one view
 * with a snackbar). Opened directly on this view (`open({ view: { view: 'SwitchNetwork', ... } })`,
 * the only entry of the history), the view asks the wallet itself; a failure then stays here and
 * says whether the visitor declined or something else went wrong, with Retry. Success goes back
 * (closing the modal on a single entry).
 */
export function SwitchNetworkView(): ReactNode {
  const messages = useMessages()
  const { route, history, goBack } = useModalRouter()
  const { networks, activeNetwork } = useNetworks()
  const { switchNetwork, status, error } = useSwitchNetwork()
  const styles = statusRecipe()

  const caipNetworkId = route.view === 'SwitchNetwork' ? route.caipNetworkId : undefined
  const network = networks.find((entry) => entry.caipNetworkId === caipNetworkId)
  const networkName = network?.name ?? messages.switchNetwork.unknownNetwork
  const phase = status === 'error' ? (error?.code === 4001 ? 'rejected' : 'error') : 'waiting'

  const retry = () => {
    if (!caipNetworkId) return
    void switchNetwork(caipNetworkId).then((switched) => {
      if (switched) goBack()
    })
  }

  // Opened directly: nobody else is switching, so this view asks the wallet (once per mount).
  const openedDirectly = history.length === 1 && caipNetworkId !== undefined && activeNetwork?.caipNetworkId !== caipNetworkId
  const started = useRef(false)
  useEffect(() => {
    if (!openedDirectly || started.current) return
    started.current = true
    retry()
    // Runs once, on mount: a later change of the route or the networks is not a new request.
  }, [])

  return (
    <div className={styles.root} data-scope="modal" data-part="switch-network" data-state={phase} data-value={caipNetworkId}>
      <div className={styles.visual} data-scope="modal" data-part="visual" data-state={phase}>
        {phase === 'error' ? <WarningIcon /> : <WalletIcon name={networkName} src={network?.assets?.imageUrl} />}
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
