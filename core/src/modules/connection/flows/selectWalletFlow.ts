import type { ConnectReturnType } from '../actions/connect.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { WalletListing } from '../../../kernel/types/walletListing.js'
import { installedConnectorOf } from '../../catalogue/index.js'
import { connectFlow } from './connectFlow.js'

/** What {@link selectWalletFlow} did. */
export type SelectWalletResult =
  /** The wallet is installed: it was connected through its own connector (connectFlow). */
  | { kind: 'connected'; connectorId: string; connection: ConnectReturnType }
  /** The wallet is not installed (or none was picked): ConnectingWalletConnect was pushed, to pair it. */
  | { kind: 'pairing' }

/**
 * What a visitor does when they pick a catalogue wallet (AllWallets, Connect's recommended
 * wallets) or the WalletConnect entry. A catalogue wallet installed in this browser (an injected
 * or announced connector of the same rdns, not in an identity conflict) connects through that
 * connector, as connectFlow does; any other pushes ConnectingWalletConnect with the wallet
 * (its links and image), where it is paired. Without a wallet, ConnectingWalletConnect is pushed
 * as it is (the WalletConnect entry). Rejects with connectFlow's errors.
 */
export const selectWalletFlow = publicAction('selectWalletFlow', async function selectWalletFlow(
  client: PorticoClient,
  params: { wallet?: WalletListing } = {},
): Promise<SelectWalletResult> {
  const { wallet } = params
  const installed = wallet ? installedConnectorOf(wallet, client.controllers.connectors.getSnapshot().connectors) : undefined
  if (installed && !installed.conflict) {
    const connection = await connectFlow(client, { connectorId: installed.id, namespace: installed.chain })
    return { kind: 'connected', connectorId: installed.id, connection }
  }
  client.controllers.router.dispatch({ type: 'push', route: wallet ? { view: 'ConnectingWalletConnect', wallet } : { view: 'ConnectingWalletConnect' } })
  return { kind: 'pairing' }
})
