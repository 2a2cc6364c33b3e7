import { render, renderHook, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestClient } from '@portico/core/testing'
import { PorticoProvider } from './PorticoProvider.js'
import { usePorticoClient } from './usePorticoClient.js'
import { setupPortico } from './testing/setupPortico.js'

describe('PorticoProvider and usePorticoClient', () => {
  it('gives the hooks the client, and renders its children without markup of its own', async () => {
    const { client, wrapper } = await setupPortico()
    const { result } = renderHook(() => usePorticoClient(), { wrapper })
    expect(result.current).toBe(client)

    const { container } = render(
      <PorticoProvider client={client}>
        <p>child</p>
      </PorticoProvider>,
    )
    expect(container.innerHTML).toBe('<p>child</p>')
    expect(screen.getByText('child')).toBeDefined()
  })

  it('throws a clear error outside the provider', () => {
    expect(() => renderHook(() => usePorticoClient())).toThrow(
      'usePorticoClient must be used inside <PorticoProvider>',
    )
  })

  it('reads the nearest provider, so two clients on one page stay apart', async () => {
    const outer = await setupPortico()
    const inner = createTestClient()
    const { result } = renderHook(() => usePorticoClient(), {
      wrapper: ({ children }) => (
        <outer.wrapper>
          <PorticoProvider client={inner.client}>{children}</PorticoProvider>
        </outer.wrapper>
      ),
    })
    expect(result.current).toBe(inner.client)
    inner.client.destroy()
  })
})
