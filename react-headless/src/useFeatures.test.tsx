import type { ReactNode } from 'react'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createMemoryServices, createTestClient } from '@portico/core/testing'
import { PorticoProvider } from './PorticoProvider.js'
import { useFeatures } from './useFeatures.js'

describe('useFeatures', () => {
  it('renders the local features, then re-renders once when the remote configuration turns one off', async () => {
    const services = createMemoryServices({ features: [{ id: 'swaps', isEnabled: false }] })
    const { client } = createTestClient({ features: { swaps: true }, platform: { fetch: services.fetch } })
    let renders = 0
    const wrapper = ({ children }: { children?: ReactNode }) => <PorticoProvider client={client}>{children}</PorticoProvider>
    const { result } = renderHook(
      () => {
        renders++
        return useFeatures()
      },
      { wrapper },
    )
    expect(result.current).toMatchObject({ source: 'local', features: { swaps: true } })
    const before = renders
    await act(() => client.ready)
    expect(result.current).toMatchObject({ source: 'remote', features: { swaps: false } })
    expect(services.requests.map((request) => request.path)).toContain('/appkit/v1/config')
    expect(renders).toBe(before + 1)
    client.destroy()
  })
})
