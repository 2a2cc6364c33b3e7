import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { shallowEqual } from '../../../kernel/store/createStore.js'
import { watchSelector } from '../../../kernel/store/watchSelector.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'

export interface GetModalReturnType {
  /** Whether the modal is open. */
  isOpen: boolean
  /** Whether the modal shows its loading state. */
  isLoading: boolean
  /** On for 500 ms after an error, so a skin can shake the modal. */
  shake: boolean
}

/** The modal's open, loading and shake state. */
export const getModal = publicAction('getModal', function getModal(client: PorticoClient): GetModalReturnType {
  const { open, loading, shake } = client.controllers.modal.getSnapshot()
  return { isOpen: open, isLoading: loading, shake }
})

/** Calls `onChange` when the modal opens or closes, or its loading or shake state changes. */
export const watchModal = publicAction('watchModal', function watchModal(
  client: PorticoClient,
  onChange: (modal: GetModalReturnType, previous: GetModalReturnType) => void,
): () => void {
  return watchSelector([client.controllers.modal], () => getModal(client), onChange, shallowEqual)
})
