import { useCallback, useMemo } from 'react'
import type { Alert } from '@portico/core'
import { usePorticoClient } from './usePorticoClient.js'
import { useStoreSelector } from './useStoreSelector.js'

/** What {@link useAlerts} returns. */
export interface UseAlertsReturnType {
  /**
   * The alert shown now (an APKT code of SPEC.md section 8, core's English message and a
   * severity), or undefined. A skin shows its own text for the code; the message is for logs.
   */
  alert: Alert | undefined
  /** Dismisses the alert. */
  close: () => void
}

/**
 * The alert of the alerts controller (invalid project id, network not found, ...) and dismissing
 * it. Re-renders only when the alert changes.
 *
 * @example
 * const { alert, close } = useAlerts()
 * return alert ? <div role="alert">{alert.code} <button onClick={close}>×</button></div> : null
 */
export function useAlerts(): UseAlertsReturnType {
  const client = usePorticoClient()
  const alert = useStoreSelector(client.controllers.alerts, (state) => state.alert, Object.is)
  const close = useCallback(() => client.controllers.alerts.close(), [client])
  return useMemo(() => ({ alert, close }), [alert, close])
}
