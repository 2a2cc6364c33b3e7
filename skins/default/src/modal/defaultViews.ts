import { AccountView } from '../views/AccountView.js'
import { AllWalletsView } from '../views/AllWalletsView.js'
import { ConnectingExternalView } from '../views/ConnectingExternalView.js'
import { ConnectingWalletConnectBasicView } from '../views/ConnectingWalletConnectBasicView.js'
import { ConnectingWalletConnectView } from '../views/ConnectingWalletConnectView.js'
import { ConnectView } from '../views/ConnectView.js'
import { ConnectWalletsView } from '../views/ConnectWalletsView.js'
import { NetworksView } from '../views/NetworksView.js'
import { SwitchActiveChainView } from '../views/SwitchActiveChainView.js'
import { SwitchNetworkView } from '../views/SwitchNetworkView.js'
import { UnsupportedChainView } from '../views/UnsupportedChainView.js'
import { SIWXSignMessageView } from '../views/SIWXSignMessageView.js'
import { DataCaptureView } from '../views/DataCaptureView.js'
import { RegisterAccountNameSuccessView } from '../views/RegisterAccountNameSuccessView.js'
import { RegisterAccountNameView } from '../views/RegisterAccountNameView.js'
import { EmailLoginView } from '../views/EmailLoginView.js'
import { ApproveTransactionView } from '../views/ApproveTransactionView.js'
import { UpdateEmailWalletView } from '../views/UpdateEmailWalletView.js'
import { ConnectingFarcasterView } from '../views/ConnectingFarcasterView.js'
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
  SIWXSignMessage: SIWXSignMessageView,
  DataCapture: DataCaptureView,
  ConnectingWalletConnect: ConnectingWalletConnectView,
  ConnectingWalletConnectBasic: ConnectingWalletConnectBasicView,
  AllWallets: AllWalletsView,
  RegisterAccountName: RegisterAccountNameView,
  RegisterAccountNameSuccess: RegisterAccountNameSuccessView,
  EmailLogin: EmailLoginView,
  ApproveTransaction: ApproveTransactionView,
  UpdateEmailWallet: UpdateEmailWalletView,
  ConnectingFarcaster: ConnectingFarcasterView,
}
