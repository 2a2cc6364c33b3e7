import type { ReactNode } from 'react'
import { useNetworks } from '@portico/react'
import { css } from '../../styled-system/css/index.js'
import { status } from '../../styled-system/recipes/index.js'
import { NetworkList } from '../components/NetworkList.js'
import { WarningIcon } from '../icons/WarningIcon.js'
import { useMessages } from '../messages/useMessages.js'

/** UnsupportedChain: the wallet is on a network the site does not list; offers the ones it does. */
export function UnsupportedChainView(): ReactNode {
  const messages = useMessages()
  const { networks } = useNetworks()
  const styles = status()
  return (
    <div data-scope="modal" data-part="unsupported-chain" data-state="unsupported">
      <div className={styles.root} data-scope="modal" data-part="status">
        <div className={styles.visual} data-scope="modal" data-part="visual">
          <WarningIcon />
        </div>
        <div className={styles.text} data-scope="modal" data-part="text">
          <p className={styles.headline} data-scope="modal" data-part="headline" data-state="error">
            {messages.unsupportedChain.headline}
          </p>
          <p className={styles.message} data-scope="modal" data-part="message">
            {messages.unsupportedChain.message}
          </p>
        </div>
      </div>
      <div className={css({ paddingTop: '4' })}>
        <NetworkList networks={networks.filter((network) => network.isSupported)} label={messages.unsupportedChain.listLabel} />
      </div>
    </div>
  )
}
