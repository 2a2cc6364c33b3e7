import type { FrameBox, FramePort, MountedFrame } from './ports.js'

/** A login frame placed by the memory frame port. */
export interface MemoryMountedFrame extends MountedFrame {
  /** The address it was loaded from. */
  readonly url: string
  /** Where it is shown, or null while hidden. */
  readonly shownAt: FrameBox | null
  readonly removed: boolean
  /** Plays the frame having loaded a page: its first, or another one after a reload. */
  load(): void
}

/** The frame port in memory: each mounted frame gets a fresh window object, for message sources. */
export interface MemoryFramePort extends FramePort {
  /** Every frame mounted, oldest first. */
  readonly mounted: readonly MemoryMountedFrame[]
  /** Hears each frame mounted, right after it is placed (a scripted frame starts from here). */
  onMount(listener: (frame: MemoryMountedFrame) => void): () => void
}

export function createMemoryFrame(): MemoryFramePort {
  const mounted: MemoryMountedFrame[] = []
  const mountListeners = new Set<(frame: MemoryMountedFrame) => void>()
  return {
    mounted,
    onMount(listener) {
      const subscription = (frame: MemoryMountedFrame) => listener(frame)
      mountListeners.add(subscription)
      return () => void mountListeners.delete(subscription)
    },
    mount(url) {
      let shownAt: FrameBox | null = null
      let removed = false
      const loadListeners = new Set<() => void>()
      const frame: MemoryMountedFrame = {
        url,
        window: Object.freeze({ memoryFrame: mounted.length + 1 }),
        get shownAt() {
          return shownAt
        },
        get removed() {
          return removed
        },
        show(box) {
          shownAt = { ...box }
        },
        hide() {
          shownAt = null
        },
        remove() {
          removed = true
          shownAt = null
        },
        onLoad(listener) {
          const subscription = () => listener()
          loadListeners.add(subscription)
          return () => void loadListeners.delete(subscription)
        },
        load() {
          if (removed) return
          for (const listener of [...loadListeners]) listener()
        },
      }
      mounted.push(frame)
      for (const listener of [...mountListeners]) listener(frame)
      return frame
    },
  }
}
