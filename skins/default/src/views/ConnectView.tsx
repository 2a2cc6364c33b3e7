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
 * Where the wallet guide lives. Core has no option for it yet (a `walletGuideUrl` option is
 * needed); until it has, the link is left out rather than pointing at an address the site did
 * not choose.
 */
const WALLET_GUIDE_HREF: string | undefined = undefined

/**
 * The Connect view: the connect methods in the configured order (`features.connectMethodsOrder`),
 * each as its own group, and the wallet guide link when `enableWalletGuide` is on.
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
      {options.enableWalletGuide && WALLET_GUIDE_HREF !== undefined && <WalletGuide href={WALLET_GUIDE_HREF} />}
    </div>
  )
}
