import { defineModule } from '../../kernel/plugins/porticoModule.js'

/** Pairing with a wallet on another device or app: its QR code and deep-link views. */
export const pairingModule = defineModule({
  id: 'pairing',
  views: ['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'],
})
