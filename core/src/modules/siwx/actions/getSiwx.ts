import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { SiwxStatus } from '../siwxController.js'
import type { SiwxSession } from '../siwxMessage.js'
import { shallowEqual } from '../../../kernel/store/createStore.js'
import { watchSelector } from '../../../kernel/store/watchSelector.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'

/** Where sign-in stands, for the active account. */
export interface GetSiwxReturnType {
  /** Sign-in is on (`siwx` or `siweConfig` set). */
  enabled: boolean
  /** Sign-in is required. */
  required: boolean
  status: SiwxStatus
  /** The session of the active account and network, when signed in. */
  session: SiwxSession | undefined
  /** Every valid session of the active account and network. */
  sessions: readonly SiwxSession[]
  /** The e-mail given in DataCapture, if any. */
  email: string | undefined
}

/** Where sign-in stands for the active account. */
export const getSiwx = publicAction('getSiwx', function getSiwx(client: PorticoClient): GetSiwxReturnType {
  const state = client.controllers.siwx.getSnapshot()
  return {
    enabled: client.options.siwx !== undefined,
    required: client.options.siwx?.required === true,
    status: state.status,
    session: state.session,
    sessions: state.sessions,
    email: state.email,
  }
})

/** Calls `onChange` whenever {@link getSiwx} would return something else. Returns the unsubscribe. */
export const watchSiwx = publicAction('watchSiwx', function watchSiwx(
  client: PorticoClient,
  onChange: (siwx: GetSiwxReturnType, previous: GetSiwxReturnType) => void,
): () => void {
  return watchSelector([client.controllers.siwx], () => getSiwx(client), onChange, shallowEqual)
})
