import { Suspense, useContext, type ReactNode } from 'react'
import { useEmbeddedWallet, useOptions } from '@portico/react'
import { css } from '../../styled-system/css/index.js'
import { WalletGuide } from '../components/WalletGuide.js'
import { ConnectMethodsContext, defaultConnectMethods } from '../modal/connectMethodRegistry.js'

/**
 * The Connect view: the connect methods in the configured order (`features.connectMethodsOrder`),
 * each as its own group, from the connect-method registry (`<PorticoModal connectMethods>`, the
 * wallet list by default; none for 'wallet' when `enableWallets` is false); and the wallet guide
 * link when `enableWalletGuide` is on and the site set `walletGuideUrl` (never an address the site
 * did not choose). Our e-mail and social groups are left out on a site without the embedded wallet. A lazily loaded group shows nothing until its code has arrived.
 */
export function ConnectView(): ReactNode {
  const { options, features } = useOptions()
  const groups = useContext(ConnectMethodsContext)
  const { isAvailable: hasEmbeddedWallet } = useEmbeddedWallet()
  return (
    <div data-scope="modal" data-part="connect">
      {features.connectMethodsOrder.map((method) => {
        const ours = method !== 'wallet' && groups[method] === defaultConnectMethods[method]
        const Group = (method === 'wallet' && !options.enableWallets) || (ours && !hasEmbeddedWallet) ? undefined : groups[method]
        return Group ? (
          <section key={method} className={css({ '& + &': { marginTop: '4' } })} data-scope="modal" data-part="connect-group" data-value={method}>
            <Suspense fallback={null}>
              <Group />
            </Suspense>
          </section>
        ) : null
      })}
      {options.enableWalletGuide && options.walletGuideUrl !== undefined && <WalletGuide href={options.walletGuideUrl} />}
    </div>
  )
}
