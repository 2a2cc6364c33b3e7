import { publicAction } from '../../../kernel/actions/publicAction.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'

/** Goes back one view; with a single entry it closes the modal (SPEC.md section 2). */
export const goBack = publicAction('goBack', function goBack(client: PorticoClient): void {
  client.controllers.router.dispatch({ type: 'goBack' })
})
