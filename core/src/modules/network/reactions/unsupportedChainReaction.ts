import { activeConnection } from '../../connection/index.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { isUnsupportedNetwork } from '../unsupportedNetwork.js'
import { currentRoute } from '../../../kernel/router/routerReducer.js'

/**
 * Shows UnsupportedChain when the active namespace's wallet goes to a chain the site does not
 * list (SPEC.md section 4), unless unsupported chains are allowed or network switching is off.
 * Once, when it happens; not again while the wallet stays there.
 */
export function unsupportedChainReaction(client: PorticoClient): () => void {
  const { chains, connection, modal, router } = client.controllers
  let shownFor: string | undefined
  const check = () => {
    const { options } = client
    const state = chains.getSnapshot()
    const network = state.activeCaipNetwork
    const connected = activeConnection(client, state.activeNamespace)
    const key = connected && network && isUnsupportedNetwork(network) ? `${connected.connection.connectorId}|${network.caipNetworkId}` : undefined
    if (key === shownFor) return
    shownFor = key
    if (!key || options.allowUnsupportedChain || !options.enableNetworkSwitch) return
    if (currentRoute(router.getSnapshot()).view === 'UnsupportedChain' && modal.getSnapshot().open) return
    client.batch(() => {
      router.dispatch({ type: 'reset', route: { view: 'UnsupportedChain' } })
      modal.setOpen(true)
    })
  }
  const unsubscribes = [chains.subscribe(check), connection.subscribe(check)]
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe()
  }
}
