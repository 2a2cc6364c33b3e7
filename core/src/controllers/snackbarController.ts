import type { ClockPort, TimerHandle } from '../platform/ports.js'
import { createStore, type ReadableStore } from '../store/createStore.js'

export type SnackbarVariant = 'success' | 'error' | 'warning' | 'info' | 'loading'

export interface SnackbarState {
  open: boolean
  message: string
  variant: SnackbarVariant
}

/** How long a snackbar stays, unless it is a loading one. */
export const SNACKBAR_MS = 2500

export interface SnackbarController extends ReadableStore<SnackbarState> {
  /** Shows a message; it hides itself after {@link SNACKBAR_MS}, except a loading message. */
  show(message: string, variant: SnackbarVariant): void
  hide(): void
  destroy(): void
}

export function createSnackbarController(clock: ClockPort): SnackbarController {
  const store = createStore<SnackbarState>({ open: false, message: '', variant: 'info' })
  let timer: TimerHandle | undefined
  const clearTimer = () => {
    if (timer !== undefined) clock.clearTimeout(timer)
    timer = undefined
  }
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    show(message, variant) {
      clearTimer()
      store.set({ open: true, message, variant })
      if (variant !== 'loading') {
        timer = clock.setTimeout(() => {
          timer = undefined
          store.patch({ open: false })
        }, SNACKBAR_MS)
      }
    },
    hide() {
      clearTimer()
      store.patch({ open: false })
    },
    destroy: clearTimer,
  }
}
