import type { ReactNode } from 'react'
import { useOptions, type ConnectMethod } from '@portico/react'
import { WalletGroup } from '../components/WalletGroup.js'
import { WalletGuide } from '../components/WalletGuide.js'

/**
 * The connect methods the skin implements, by name. Only 'wallet' exists today; 'email' and
 * 'social' plug in here (behind a dynamic import) when their features land.
 */
const CONNECT_METHOD_GROUPS: Readonly<Partial<Record<ConnectMethod, () => ReactNode>>> = {
  wallet: WalletGroup,
}

/**
 * The Connect view: the connect methods in the configured order (`features.connectMethodsOrder`),
 * each as its own group, and the wallet guide link when `enableWalletGuide` is on and the site
 * set `walletGuideUrl` (never an address the site did not choose).
 */
export function ConnectView(): ReactNode {
  const { options, features } = useOptions()
  return (
    <div data-scope="modal" data-part="connect">
      {features.connectMethodsOrder.map((method) => {
        const Group = CONNECT_METHOD_GROUPS[method]
        return Group ? (
          <section key={method} data-scope="modal" data-part="connect-group" data-value={method}>
            <Group />
          </section>
        ) : null
      })}
      {options.enableWalletGuide && options.walletGuideUrl !== undefined && <WalletGuide href={options.walletGuideUrl} />}
    </div>
  )
}
