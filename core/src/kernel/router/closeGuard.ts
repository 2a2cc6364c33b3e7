import type { View } from './routes.js'

/** What {@link isCloseDisabled} needs to know. */
export interface CloseGuardParams {
  /** The view on top of the history. */
  view: View
  /** Whether the site requires sign-in (SIWX `required`). */
  siwxRequired: boolean
  /** Whether a sign-in session exists. */
  hasSession: boolean
}

const GUARDED_VIEWS: readonly View[] = ['SIWXSignMessage', 'ApproveTransaction']

/**
 * Whether closing the modal is disabled (SPEC.md section 2): in the sign-message and approve
 * views, when sign-in is required and no session exists.
 */
export function isCloseDisabled(params: CloseGuardParams): boolean {
  return params.siwxRequired && !params.hasSession && GUARDED_VIEWS.includes(params.view)
}
