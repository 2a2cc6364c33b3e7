import type { ReactNode } from 'react'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createMemoryServices, createMockEmbeddedPlugin, createTestClient, type TestClientOptions } from '@portico/core/testing'
import { PorticoProvider } from './PorticoProvider.js'
import { useFeatures } from './useFeatures.js'

const embedded = () => createMockEmbeddedPlugin({ accounts: { eip155: { address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', chainId: 31337 } } })

/** Renders useFeatures over a client whose remote configuration answers `remote`, counting renders. */
function renderFeatures(remote: readonly { id: string; isEnabled: boolean; config?: string[] }[], options: TestClientOptions) {
  const services = createMemoryServices({ features: remote })
  const { client } = createTestClient({ ...options, platform: { fetch: services.fetch } })
  const counter = { renders: 0 }
  const wrapper = ({ children }: { children?: ReactNode }) => <PorticoProvider client={client}>{children}</PorticoProvider>
  const { result } = renderHook(
    () => {
      counter.renders++
      return useFeatures()
    },
    { wrapper },
  )
  return { client, services, result, counter }
}

describe('useFeatures', () => {
  it('renders the local features, then re-renders once when the remote configuration turns one off', async () => {
    const { client, services, result, counter } = renderFeatures([{ id: 'activity', isEnabled: false }], { features: { activity: true } })
    expect(result.current).toMatchObject({ source: 'local', features: { activity: true } })
    const before = counter.renders
    await act(() => client.ready)
    expect(result.current).toMatchObject({ source: 'remote', features: { activity: false } })
    expect(services.requests.map((request) => request.path)).toContain('/appkit/v1/config')
    expect(counter.renders).toBe(before + 1)
    client.destroy()
  })

  it('re-renders with social login in force when the remote configuration turns it on and the embedded plug-in provides it', async () => {
    const { client, result, counter } = renderFeatures([{ id: 'social_login', isEnabled: true, config: ['email', 'github'] }], {
      features: { email: false, socials: false },
      plugins: [embedded()],
    })
    expect(result.current.features).toMatchObject({ email: false, socials: [] })
    const before = counter.renders
    await act(() => client.ready)
    expect(result.current).toMatchObject({ source: 'remote', features: { email: true, socials: ['github'] }, missing: [] })
    expect(counter.renders).toBe(before + 1)
    client.destroy()
  })

  it('without the plug-in, keeps social login off when the remote configuration asks for it, and says what is missing', async () => {
    const { client, result } = renderFeatures([{ id: 'social_login', isEnabled: true, config: ['email', 'github'] }, { id: 'swaps', isEnabled: true }], {
      features: { email: false, socials: false },
    })
    await act(() => client.ready)
    expect(result.current).toMatchObject({
      source: 'remote',
      requested: { email: true, socials: ['github'], swaps: true },
      features: { email: false, socials: [], swaps: false },
      missing: ['email', 'socials', 'swaps'],
    })
    client.destroy()
  })
})
