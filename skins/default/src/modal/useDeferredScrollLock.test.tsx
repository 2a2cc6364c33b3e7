import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useDeferredScrollLock } from './useDeferredScrollLock.js'

const locked = () => document.body.hasAttribute('data-scroll-lock')
const nextFrameAndTask = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0)))

afterEach(() => {
  expect(locked()).toBe(false)
})

describe('useDeferredScrollLock', () => {
  it('locks the page only after the next frame, and releases it when unlocked', async () => {
    const { rerender } = renderHook(({ on }) => useDeferredScrollLock(on), { initialProps: { on: true } })
    // Not in the same task as the render that opened the modal.
    expect(locked()).toBe(false)
    await waitFor(() => expect(locked()).toBe(true))
    expect(getComputedStyle(document.body).overflow).toBe('hidden')
    rerender({ on: false })
    expect(locked()).toBe(false)
    expect(getComputedStyle(document.body).overflow).not.toBe('hidden')
  })

  it('never locks when closed before the frame came, nor while not asked to', async () => {
    const closedEarly = renderHook(({ on }) => useDeferredScrollLock(on), { initialProps: { on: true } })
    closedEarly.rerender({ on: false })
    const neverOpened = renderHook(() => useDeferredScrollLock(false))
    await nextFrameAndTask()
    expect(locked()).toBe(false)
    neverOpened.unmount()
    closedEarly.unmount()
  })

  it('releases the lock when the modal unmounts while open', async () => {
    const { unmount } = renderHook(() => useDeferredScrollLock(true))
    await waitFor(() => expect(locked()).toBe(true))
    unmount()
    expect(locked()).toBe(false)
  })

  it('shares the page lock with another holder: the page scrolls again only when both let go', async () => {
    const first = renderHook(() => useDeferredScrollLock(true))
    const second = renderHook(() => useDeferredScrollLock(true))
    await waitFor(() => expect(locked()).toBe(true))
    await nextFrameAndTask()
    first.unmount()
    expect(locked()).toBe(true)
    second.unmount()
    expect(locked()).toBe(false)
  })
})
