import { disconnect } from '../actions/disconnect.js'
import { isConnectedAnywhere } from '../internal/connections.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { ChainNamespace } from '../../../kernel/types/namespace.js'
import { closeModal } from '../../modal/index.js'

/**
 * Disconnect from the modal (SPEC.md section 4): the connection ends, then the modal closes,
 * unless multi-wallet is on and connections remain. A wallet's failure still closes the modal,
 * then rejects with 'Failed to disconnect chains: ...'.
 */
export const disconnectFlow = publicAction('disconnectFlow', async function disconnectFlow(
  client: PorticoClient,
  params: { connectorId?: string; namespace?: ChainNamespace } = {},
): Promise<void> {
  try {
    await disconnect(client, params)
  } finally {
    const multiWallet = client.controllers.options.getSnapshot().features.multiWallet
    if (!(multiWallet && isConnectedAnywhere(client))) closeModal(client, { force: true })
  }
})
