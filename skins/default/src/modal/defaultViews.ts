import { AccountView } from '../views/AccountView.js'
import { ConnectingExternalView } from '../views/ConnectingExternalView.js'
import { ConnectView } from '../views/ConnectView.js'
import { ConnectWalletsView } from '../views/ConnectWalletsView.js'
import { NetworksView } from '../views/NetworksView.js'
import { SwitchActiveChainView } from '../views/SwitchActiveChainView.js'
import { SwitchNetworkView } from '../views/SwitchNetworkView.js'
import { UnsupportedChainView } from '../views/UnsupportedChainView.js'
import { RegisterAccountNameSuccessView } from '../views/RegisterAccountNameSuccessView.js'
import { RegisterAccountNameView } from '../views/RegisterAccountNameView.js'
import type { ViewRegistry } from './viewRegistry.js'

/** The views the default skin provides. `<PorticoModal views={...} />` replaces or adds to them. */
export const defaultViews: ViewRegistry = {
  Connect: ConnectView,
  ConnectWallets: ConnectWalletsView,
  ConnectingExternal: ConnectingExternalView,
  Account: AccountView,
  Networks: NetworksView,
  UnsupportedChain: UnsupportedChainView,
  SwitchNetwork: SwitchNetworkView,
  SwitchActiveChain: SwitchActiveChainView,
  RegisterAccountName: RegisterAccountNameView,
  RegisterAccountNameSuccess: RegisterAccountNameSuccessView,
}
