import { InvalidOptionsError, isSafeDeepLink, type PorticoPlugin } from '@portico/core'
import { createWalletConnectSource, type WalletConnectSource } from './createWalletConnectSource.js'
import type { WalletConnectOptions } from './walletConnectOptions.js'

/** The pairing plug-in: a connector source only (chain rules, reads and signing stay with each namespace's chain adapter). */
export interface WalletConnectAdapter extends PorticoPlugin {
  readonly connectors: WalletConnectSource
}

/**
 * The pairing plug-in for `createPortico({ adapters: [...] })`: QR codes and deep links, every
 * namespace of the site's networks in one session. Nothing of the SDK loads until a visitor needs
 * pairing.
 */
export function createWalletConnectAdapter(options: WalletConnectOptions): WalletConnectAdapter {
  if (typeof options?.projectId !== 'string' || options.projectId.trim() === '') {
    throw new InvalidOptionsError('projectId', 'a project id is required')
  }
  if (options.relayUrl !== undefined && !/^wss?:\/\/[^\s]+$/.test(options.relayUrl)) {
    throw new InvalidOptionsError('relayUrl', 'must be a ws:// or wss:// URL')
  }
  if (options.verify && !isSafeDeepLink(options.verify.url)) {
    throw new InvalidOptionsError('verify.url', 'must be an https URL (or http on loopback)')
  }
  return { connectors: createWalletConnectSource(options) }
}
