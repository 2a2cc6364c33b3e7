import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { PorticoError } from '../../../kernel/errors/PorticoError.js'
import { UserRejectedRequestError } from '../../../kernel/errors/UserRejectedRequestError.js'
import { currentRoute } from '../../../kernel/router/routerReducer.js'
import { routeEquals } from '../../../kernel/router/routeEquals.js'
import type { Route } from '../../../kernel/router/routes.js'

/** The wallet requests a visitor can decline, each named in what they are told. */
export type WalletRequestKind = 'connect' | 'switchNetwork' | 'signMessage' | 'sendTransaction'

/** The toast code of a declined request: a message names the request that was declined. */
export const REJECTION_CODES: Readonly<Record<WalletRequestKind, string>> = Object.freeze({
  connect: 'CONNECTION_REJECTED',
  switchNetwork: 'SWITCH_NETWORK_REJECTED',
  signMessage: 'SIGN_MESSAGE_REJECTED',
  sendTransaction: 'SEND_TRANSACTION_REJECTED',
})

/** The code a toast about `error` carries: a declined request is named; anything else keeps its own code. */
export function toastCode(request: WalletRequestKind, error: unknown): string | number | undefined {
  if (error instanceof UserRejectedRequestError) return REJECTION_CODES[request]
  return error instanceof PorticoError ? error.code : undefined
}

/**
 * Shows an error toast for a request, but only while the modal is open on the view that made it:
 * a toast belongs to its view, so an answer arriving after the visitor closed the modal or moved
 * on shows nothing (and nothing later).
 */
export function showRequestError(client: PorticoClient, params: { request: WalletRequestKind; error: unknown; route: Route }): void {
  const { modal, router, snackbar } = client.controllers
  if (!modal.getSnapshot().open || !routeEquals(currentRoute(router.getSnapshot()), params.route)) return
  const message = params.error instanceof PorticoError ? params.error.shortMessage : 'Something went wrong'
  snackbar.show(message, 'error', toastCode(params.request, params.error))
  modal.shake()
}
