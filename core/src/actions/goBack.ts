import type { PorticoClient } from '../client/porticoClient.js'
import { closeModal } from './closeModal.js'
import { isConnected } from './internal/isConnected.js'
import { publicAction } from './internal/publicAction.js'

/** Goes back one view; with a single entry it closes the modal (SPEC.md section 2). */
export const goBack = publicAction('goBack', function goBack(client: PorticoClient): void {
  const { close } = client.controllers.router.dispatch({ type: 'goBack' }, { isConnected: isConnected(client) })
  if (close) closeModal(client)
})
