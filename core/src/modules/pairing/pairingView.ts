import type { PorticoClient } from '../../kernel/client/porticoClient.js'
import type { PorticoError } from '../../kernel/errors/PorticoError.js'
import { currentRoute } from '../../kernel/router/routerReducer.js'
import type { RouterState } from '../../kernel/router/routes.js'
import type { WalletListing } from '../../kernel/types/walletListing.js'
import type { StoreLink } from '../catalogue/index.js'
import type { ConnectionState } from '../connection/index.js'
import { pairingConnector, pairingLinkFor } from './flows/pairingFlow.js'
import { PAIRING_EXPIRY_MARGIN_MS } from './pairingTiming.js'
import type { WalletLink } from './walletLinks.js'

/** Where a pairing stands: a URI being made, shown, or the last one ended by a rejection or an error. */
export type PairingStatus = 'unavailable' | 'buffering' | 'ready' | 'rejected' | 'error'

/** What the pairing view shows (ConnectingWalletConnect), from the client's state. */
export interface PairingView {
  /** The pairing URI to show as a QR code; undefined while it is being made. Never log it. */
  uri: string | undefined
  status: PairingStatus
  /** When the URI expires (platform clock ms); core shows a new one 10 s before. */
  expiresAt: number | undefined
  /** The catalogue wallet the visitor picked (the route's), when one was. */
  wallet: WalletListing | undefined
  /** The wallet app opened with a link while the pairing waits (wcLinking). */
  linking: ConnectionState['linking']
  /** The failed pairing's typed error (wcError). */
  error: PorticoError | undefined
}

/** The anatomy of the pairing parts: `data-scope="pairing"`. */
export interface PairingPart {
  'data-scope': 'pairing'
  'data-part': string
  'data-state'?: string
}

/** The catalogue wallet the pairing view was opened for, from the router's state. */
export function pairingWalletOf(router: RouterState): WalletListing | undefined {
  const route = currentRoute(router)
  return route.view === 'ConnectingWalletConnect' ? route.wallet : undefined
}

/** The pairing view's state from the connection state and the picked wallet: pure, for any binding. */
export function pairingView(client: PorticoClient, connection: ConnectionState, wallet: WalletListing | undefined): PairingView {
  const isPairing = (connectorId: string) => client.controllers.connectors.find(connectorId)?.type === 'WALLET_CONNECT'
  const connectorId = connection.attempts.find((attempt) => attempt.kind === 'connect' && isPairing(attempt.connectorId))?.connectorId
  const { pairing, lastConnect } = connection
  const uri = pairing && (!connectorId || pairing.connectorId === connectorId) ? pairing.uri : undefined
  const failed = connectorId === undefined && lastConnect?.status === 'error' && isPairing(lastConnect.connectorId)
  const status: PairingStatus =
    pairingConnector(client) === undefined ? 'unavailable' : failed ? (lastConnect.rejected ? 'rejected' : 'error') : uri ? 'ready' : 'buffering'
  return {
    uri,
    status,
    expiresAt: uri ? pairing?.expiresAt : undefined,
    wallet,
    linking: connection.linking,
    error: failed ? lastConnect.error : undefined,
  }
}

/** Whole seconds until core shows a new URI (the expiry less its 10 s margin), never below 0. */
export function pairingSecondsLeft(expiresAt: number | undefined, now: number): number | undefined {
  return expiresAt === undefined ? undefined : Math.max(0, Math.floor((expiresAt - PAIRING_EXPIRY_MARGIN_MS - now) / 1000))
}

/** The picked wallet's app link for the shown URI, and its store page (none without a wallet). */
export function pairingLinks(client: PorticoClient, wallet: WalletListing | undefined): { link: WalletLink | undefined; store: StoreLink | undefined } {
  return wallet ? pairingLinkFor(client, { wallet }) : { link: undefined, store: undefined }
}

/** What the prop getters need beyond the view: the links, whether the URI was just copied, and the verbs. */
export interface PairingPartsInput {
  link: WalletLink | undefined
  store: StoreLink | undefined
  copied: boolean
  copy: () => void
  retry: () => void
}

/** The pairing view's prop getters: ARIA, anatomy and handlers for each part. */
export function pairingParts(client: PorticoClient, view: PairingView, input: PairingPartsInput) {
  const { link, store, copied } = input
  const openable = link?.ok === true
  return {
    getQrCodeProps: ({ label }: { label: string }): PairingPart & { role: 'img'; 'aria-label': string } => ({
      role: 'img',
      'aria-label': label,
      'data-scope': 'pairing',
      'data-part': 'qr-code',
      'data-state': view.status,
    }),
    getCopyButtonProps: ({ label }: { label: string }): PairingPart & { type: 'button'; 'aria-label': string; disabled: boolean; onClick: () => void } => ({
      type: 'button',
      'aria-label': label,
      disabled: !view.uri,
      'data-scope': 'pairing',
      'data-part': 'copy',
      'data-state': copied ? 'copied' : 'idle',
      onClick: input.copy,
    }),
    /** An anchor: following it is the click itself, so the app opens in the same gesture (iOS requires it). */
    getOpenInAppProps: (): PairingPart & {
      href: string | undefined
      target: '_blank' | '_self'
      rel: string
      'aria-disabled': boolean
      onClick: (event: { preventDefault(): void }) => void
    } => ({
      href: openable ? link.href : undefined,
      target: openable && link.kind === 'universal' ? '_blank' : '_self',
      rel: 'noopener noreferrer',
      'aria-disabled': !openable,
      'data-scope': 'pairing',
      'data-part': 'open-in-app',
      'data-state': openable ? 'ready' : link && !link.ok ? 'refused' : 'waiting',
      onClick: (event) => {
        // Synchronous: the browser follows the href in this same click.
        if (!openable || !view.wallet) return event.preventDefault()
        pairingLinkFor(client, { wallet: view.wallet, open: true })
      },
    }),
    getStoreLinkProps: (): PairingPart & { href: string | undefined; target: '_blank'; rel: string } => ({
      href: store?.href,
      target: '_blank',
      rel: 'noopener noreferrer',
      'data-scope': 'pairing',
      'data-part': 'store-link',
      'data-state': store?.store,
    }),
    getRetryButtonProps: (): PairingPart & { type: 'button'; onClick: () => void } => ({
      type: 'button',
      'data-scope': 'pairing',
      'data-part': 'retry',
      onClick: input.retry,
    }),
  }
}

/** The pairing view's prop getters (see {@link pairingParts}). */
export type PairingParts = ReturnType<typeof pairingParts>
