import { publicAction } from '../../../kernel/actions/publicAction.js'
import {
  setPreferredAccountType,
  type SetPreferredAccountTypeParams,
  type SetPreferredAccountTypeReturnType,
} from '../actions/setPreferredAccountType.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { wrapError } from '../../../kernel/errors/wrapError.js'

/**
 * What a visitor does with Account's "Switch to smart account" / "Switch to your EOA": switches the
 * embedded wallet's account type ({@link setPreferredAccountType}); a failure shows an error toast
 * with the error's message and rejects. A switch superseded by a newer one shows nothing.
 */
export const setPreferredAccountTypeFlow = publicAction('setPreferredAccountTypeFlow', async function setPreferredAccountTypeFlow(
  client: PorticoClient,
  params: SetPreferredAccountTypeParams,
): Promise<SetPreferredAccountTypeReturnType> {
  try {
    return await setPreferredAccountType(client, params)
  } catch (error) {
    const failure = wrapError(error)
    client.controllers.snackbar.show(failure.shortMessage, 'error', failure.code)
    throw error
  }
})
