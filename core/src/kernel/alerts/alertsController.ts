import { createStore, type ReadableStore } from '../store/createStore.js'

export type AlertSeverity = 'error' | 'warning' | 'info'

export interface Alert {
  /** An APKT code, or another stable code. */
  code: string
  message: string
  severity: AlertSeverity
}

export interface AlertsState {
  alert: Alert | undefined
  /** Codes already shown once (pairing-protocol errors are shown once each). */
  shownCodes: readonly string[]
}

export interface AlertsController extends ReadableStore<AlertsState> {
  /** Shows an alert. With `once`, an alert whose code was shown before is ignored. */
  show(alert: Alert, options?: { once?: boolean }): void
  close(): void
}

/** Alerts: the APKT catalogue shown to the visitor or the site owner. */
export function createAlertsController(): AlertsController {
  const store = createStore<AlertsState>({ alert: undefined, shownCodes: [] })
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    show(alert, options) {
      const { shownCodes } = store.getSnapshot()
      if (options?.once && shownCodes.includes(alert.code)) return
      store.patch({
        alert: Object.freeze({ ...alert }),
        shownCodes: shownCodes.includes(alert.code) ? shownCodes : [...shownCodes, alert.code],
      })
    },
    close: () => store.patch({ alert: undefined }),
  }
}
