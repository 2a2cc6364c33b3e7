import type { ClockPort, TimerHandle } from '../../kernel/platform/ports.js'
import { createStore, type ReadableStore } from '../../kernel/store/createStore.js'

/** How long the shake flag stays on (SPEC.md section 9). */
export const SHAKE_MS = 500

export interface ModalState {
  open: boolean
  loading: boolean
  /** On for 500 ms after an error, so a skin can shake the modal. */
  shake: boolean
}

export interface ModalController extends ReadableStore<ModalState> {
  setOpen(open: boolean): void
  setLoading(loading: boolean): void
  /** Turns the shake flag on for {@link SHAKE_MS}. */
  shake(): void
  destroy(): void
}

/** The modal's own state: open, loading, shake. */
export function createModalController(clock: ClockPort): ModalController {
  const store = createStore<ModalState>({ open: false, loading: false, shake: false })
  let shakeTimer: TimerHandle | undefined

  const clearShakeTimer = () => {
    if (shakeTimer !== undefined) clock.clearTimeout(shakeTimer)
    shakeTimer = undefined
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    setOpen: (open) => store.patch({ open }),
    setLoading: (loading) => store.patch({ loading }),
    shake() {
      clearShakeTimer()
      store.patch({ shake: true })
      shakeTimer = clock.setTimeout(() => {
        shakeTimer = undefined
        store.patch({ shake: false })
      }, SHAKE_MS)
    },
    destroy: clearShakeTimer,
  }
}
