import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createMemoryServices, type MemoryBlockchainApiOptions } from '@portico/core/testing'
import { useNameSuggestions } from './useNameSuggestions.js'
import { setupPortico } from './testing/setupPortico.js'

async function setup(blockchain: MemoryBlockchainApiOptions = {}) {
  const services = createMemoryServices({ blockchain })
  const test = await setupPortico({ platform: { fetch: services.fetch } })
  const asked = () => services.requests.filter((request) => request.path.includes('/v1/profile/suggestions/')).map((request) => request.path.split('/').pop())
  return { ...test, services, asked }
}

describe('useNameSuggestions', () => {
  it('asks once the text is a valid name and typing paused, and marks names already taken', async () => {
    const { wrapper, asked } = await setup({ takenNames: ['alice'] })
    const { result, rerender } = renderHook(({ name }) => useNameSuggestions(name, { debounceMs: 20 }), { wrapper, initialProps: { name: 'ali' } })
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(asked()).toEqual([])
    expect(result.current).toMatchObject({ name: undefined, suggestions: [] })
    rerender({ name: 'alic' })
    rerender({ name: 'alice' })
    await waitFor(() => expect(result.current.suggestions.map((entry) => entry.name)).toEqual(['alice', 'alice-1', 'alice-2', 'alice-web3']))
    expect(result.current.suggestions[0]).toEqual({ name: 'alice', registered: true })
    expect(result.current.suggestions[1]).toEqual({ name: 'alice-1', registered: false })
    // Typing through 'alic' quickly asked only for 'alice'.
    expect(asked()).toEqual(['alice'])
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
