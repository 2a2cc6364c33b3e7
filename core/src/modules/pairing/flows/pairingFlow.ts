import { connect } from '../../connection/index.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { ConnectorNotFoundError } from '../../../kernel/errors/connectionErrors.js'
import { bestWalletLink, linkTargetsFor, type WalletLink, type WalletLinkTarget } from '../walletLinks.js'
import { storeLinkOf, storePlatformOf, type StoreLink } from '../../catalogue/index.js'
import { currentRoute } from '../../../kernel/router/routerReducer.js'
import type { Connector } from '../../../kernel/types/connector.js'
import type { WalletListing } from '../../../kernel/types/walletListing.js'
import { closeModal } from '../../modal/index.js'

/** The pairing-protocol connector of the site (the first WALLET_CONNECT one), if it has one. */
export function pairingConnector(client: PorticoClient): Connector | undefined {
  return client.controllers.connectors.getSnapshot().connectors.find((connector) => connector.type === 'WALLET_CONNECT')
}

/** True while a connect through the pairing connector waits (its URI shown or being made). */
export function isPairingPending(client: PorticoClient, connectorId = pairingConnector(client)?.id): boolean {
  return client.controllers.connection.getSnapshot().attempts.some((attempt) => attempt.kind === 'connect' && attempt.connectorId === connectorId)
}

/** The loading toast of pairing-protocol authentication (SPEC.md section 4, Sign-in flow). */
export const AUTHENTICATING_MESSAGE = 'Authenticating...'

/**
 * Shows 'Authenticating...' while a one-click sign-in that came with the pairing is checked and
 * kept, and takes it away after (unless another message replaced it). Returns the teardown.
 */
function authenticatingToast(client: PorticoClient): () => void {
  const { siwx, snackbar } = client.controllers
  let shown = false
  const hide = () => {
    if (!shown) return
    shown = false
    const current = snackbar.getSnapshot()
    if (current.open && current.variant === 'loading' && current.message === AUTHENTICATING_MESSAGE) snackbar.hide()
  }
  const unsubscribe = siwx.subscribe(() => {
    const authenticating = siwx.getSnapshot().status === 'authenticating'
    if (authenticating && !shown) {
      shown = true
      snackbar.show(AUTHENTICATING_MESSAGE, 'loading')
    } else if (!authenticating) hide()
  })
  return () => {
    unsubscribe()
    hide()
  }
}

/** Runs a pairing connect in the background; success closes the modal as a connect from the list does. */
function runPairing(client: PorticoClient, connector: Connector): void {
  const stopToast = client.options.siwx ? authenticatingToast(client) : () => undefined
  const pending = connect(client, { connectorId: connector.id })
  pending.then(stopToast, stopToast)
  pending.then(
    () => {
      const view = currentRoute(client.controllers.router.getSnapshot()).view
      if (client.controllers.modal.getSnapshot().open && view !== 'UnsupportedChain') closeModal(client, { force: true })
    },
    // The outcome is in `lastConnect` (the views read it); superseded and closed pairings are quiet.
    () => undefined,
  )
}

/**
 * Makes sure a pairing URI is ready (SPEC.md section 4, Pairing): starts a pairing connect unless
 * one waits already, so the URI exists before the visitor taps a wallet (iOS blocks a link opened
 * after an await). `wallet` is the catalogue wallet picked, recorded as recent when it connects.
 * @throws ConnectorNotFoundError when the site has no pairing connector.
 */
export const startPairing = publicAction('startPairing', function startPairing(client: PorticoClient, params: { wallet?: WalletListing } = {}): void {
  const connector = pairingConnector(client)
  if (!connector) throw new ConnectorNotFoundError()
  const { connection } = client.controllers
  if (params.wallet !== undefined || !isPairingPending(client, connector.id)) connection.setPairingWallet(params.wallet)
  if (isPairingPending(client, connector.id)) return
  connection.setLinking(undefined)
  runPairing(client, connector)
})

/**
 * A new pairing URI after a failure or on the visitor's demand: the pairing under way (if any) is
 * withdrawn and a new one made. Never resends a wallet request: it only asks for a new proposal.
 */
export const retryPairing = publicAction('retryPairing', function retryPairing(client: PorticoClient): void {
  const connector = pairingConnector(client)
  if (!connector) throw new ConnectorNotFoundError()
  client.controllers.connection.setLinking(undefined)
  runPairing(client, connector)
})

/** What opening a wallet's app gives: the link to follow now, in the same gesture, or why not. */
export interface PairingLinkResult {
  link: WalletLink | undefined
  /** The store page of the visitor's device, for a visitor who does not have the wallet. */
  store: StoreLink | undefined
}

/**
 * The link that opens `wallet`'s app with the displayed pairing URI, for the visitor's device
 * (or `target`); reading it is synchronous, so a view follows it in the same gesture. An opened
 * link is recorded as `linking` (wcLinking); a refused one (an unsafe registry link) is reported
 * with a warning and never opened. Undefined `link` while no URI is displayed.
 */
export const pairingLinkFor = publicAction(
  'pairingLinkFor',
  function pairingLinkFor(client: PorticoClient, params: { wallet: WalletListing; target?: WalletLinkTarget; open?: boolean }): PairingLinkResult {
    const { environment } = client.platform
    const device = { isMobile: environment.isMobile(), isIos: environment.isIos() }
    const store = storeLinkOf(params.wallet, storePlatformOf(environment))
    const uri = client.controllers.connection.getSnapshot().pairing?.uri
    if (!uri) return { link: undefined, store }
    const link = bestWalletLink(params.wallet, uri, params.target ? [params.target] : linkTargetsFor(device))
    if (link && !link.ok && link.reason === 'unsafe') {
      client.logger.warn(`Refused to open the ${link.target} link of ${String(params.wallet.name).slice(0, 64)}: it is not https or a well-formed app scheme`)
    }
    if (params.open && link?.ok) {
      client.controllers.connection.setLinking({ walletId: params.wallet.id, name: String(params.wallet.name).slice(0, 64), kind: link.kind })
    }
    return { link, store }
  },
  'INTERNAL_SDK_ERROR',
)
