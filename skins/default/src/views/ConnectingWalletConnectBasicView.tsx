import type { ReactNode } from 'react'
import { useWalletConnect } from '@portico/react'
import { PairingPanel } from './ConnectingWalletConnectView.js'

/**
 * ConnectingWalletConnectBasic: what a site with no adapters shows (SPEC.md section 2): the
 * pairing QR code and link, nothing else.
 */
export function ConnectingWalletConnectBasicView(): ReactNode {
  return <PairingPanel pairing={useWalletConnect()} basic />
}
