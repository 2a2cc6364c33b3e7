import type { ClockPort, TimerHandle } from '../../kernel/platform/ports.js'
import { createStore, type ReadableStore } from '../../kernel/store/createStore.js'

export type SnackbarVariant = 'success' | 'error' | 'warning' | 'info' | 'loading'

export interface SnackbarState {
  open: boolean
  /** Core's English message (verbatim SPEC text). */
  message: string
  variant: SnackbarVariant
  /** The error or message code, when there is one, so a skin can show translated text. */
  code: string | undefined
}

/** How long a snackbar stays, unless it is a loading one. */
export const SNACKBAR_MS = 2500

export interface SnackbarController extends ReadableStore<SnackbarState> {
  /** Shows a message; it hides itself after {@link SNACKBAR_MS}, except a loading message. */
  show(message: string, variant: SnackbarVariant, code?: string | number): void
  hide(): void
  destroy(): void
}

export function createSnackbarController(clock: ClockPort): SnackbarController {
  const store = createStore<SnackbarState>({ open: false, message: '', variant: 'info', code: undefined })
  let timer: TimerHandle | undefined
  const clearTimer = () => {
    if (timer !== undefined) clock.clearTimeout(timer)
    timer = undefined
  }
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    show(message, variant, code) {
      clearTimer()
      store.set({ open: true, message, variant, code: code === undefined ? undefined : String(code) })
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
