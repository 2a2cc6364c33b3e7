import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { getNameSuggestions, type PorticoClient } from '@portico/core'
import { createMemoryServices, type MemoryBlockchainApiOptions } from '@portico/core/testing'
import { useNameSuggestions } from './useNameSuggestions.js'
import { setupPortico } from './testing/setupPortico.js'

async function setup(blockchain: MemoryBlockchainApiOptions = {}) {
  const services = createMemoryServices({ blockchain })
  const test = await setupPortico({ platform: { fetch: services.fetch } })
  const asked = () => services.requests.filter((request) => request.path.includes('/v1/profile/suggestions/')).map((request) => request.path.split('/').pop())
  return { ...test, services, asked }
}

/**
 * Whether the suggestions for `name` were asked for: the fetch marks itself loading in the very call
 * the debounce timer makes (and may have finished already), so the moment it is asked is seen at once.
 */
function wasAsked(client: PorticoClient, name: string): boolean {
  const { isLoading, suggestions, error } = getNameSuggestions(client, { name })
  return isLoading || suggestions.length > 0 || error !== undefined
}

describe('useNameSuggestions', () => {
  it('asks once the text is a valid name and typing paused for debounceMs, and marks names already taken', async () => {
    const { client, wrapper, asked } = await setup({ takenNames: ['alice'] })
    // The debounce runs on the page's timers: fake them, so the pause is exact and nothing waits in real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    onTestFinished(() => void vi.useRealTimers())
    const { result, rerender } = renderHook(({ name }) => useNameSuggestions(name, { debounceMs: 20 }), { wrapper, initialProps: { name: 'ali' } })
    // 'ali' is no name (4 characters at least): however long the visitor pauses, nothing is asked.
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(result.current).toMatchObject({ name: undefined, suggestions: [], isLoading: false })
    rerender({ name: 'alic' })
    await act(() => vi.advanceTimersByTimeAsync(19))
    rerender({ name: 'alice' })
    await act(() => vi.advanceTimersByTimeAsync(19))
    expect(wasAsked(client, 'alic')).toBe(false)
    expect(wasAsked(client, 'alice')).toBe(false)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(wasAsked(client, 'alice')).toBe(true)
    vi.useRealTimers()
    await waitFor(() => expect(result.current.suggestions.map((entry) => entry.name)).toEqual(['alice', 'alice-1', 'alice-2', 'alice-web3']))
    expect(result.current.suggestions[0]).toEqual({ name: 'alice', registered: true })
    expect(result.current.suggestions[1]).toEqual({ name: 'alice-1', registered: false })
    // Typing through 'alic' quickly asked only for 'alice', and 'ali' was never asked.
    expect(asked()).toEqual(['alice'])
  })

  it('waits 300 ms after the last keystroke by default', async () => {
    const { client, wrapper, asked } = await setup()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    onTestFinished(() => void vi.useRealTimers())
    renderHook(() => useNameSuggestions('bobby'), { wrapper })
    await act(() => vi.advanceTimersByTimeAsync(299))
    expect(wasAsked(client, 'bobby')).toBe(false)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(wasAsked(client, 'bobby')).toBe(true)
    vi.useRealTimers()
    await waitFor(() => expect(asked()).toEqual(['bobby']))
  })

  it("a failed fetch is 'Error fetching name suggestions' and shows no suggestions", async () => {
    const { wrapper } = await setup({ failing: ['/v1/profile/suggestions/carol'] })
    const { result } = renderHook(() => useNameSuggestions('carol', { debounceMs: 0 }), { wrapper })
    await waitFor(() => expect(result.current.error).toMatchObject({ shortMessage: 'Error fetching name suggestions', code: 'NAME_SUGGESTIONS_FAILED' }))
    expect(result.current.suggestions).toEqual([])
  })

  it('an older text never shows its late answer for a newer one', async () => {
    const { wrapper } = await setup()
    const { result, rerender } = renderHook(({ name }) => useNameSuggestions(name, { debounceMs: 0 }), { wrapper, initialProps: { name: 'first' } })
    await waitFor(() => expect(result.current.suggestions[0]?.name).toBe('first'))
    rerender({ name: 'second' })
    expect(result.current.name).toBe('second')
    expect(result.current.suggestions.every((entry) => entry.name.startsWith('second'))).toBe(true)
    await waitFor(() => expect(result.current.suggestions[0]?.name).toBe('second'))
  })
})
