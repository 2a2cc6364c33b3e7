import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connect } from '@portico/core'
import { useConnect } from './useConnect.js'
import { useConnectors } from './useConnectors.js'
import { useModal } from './useModal.js'
import { useModalRouter } from './useModalRouter.js'
import { ALPHA, BETA, setupPortico } from './testing/setupPortico.js'

function ConnectorList({ labelled = true }: { labelled?: boolean }) {
  const { connectors, getConnectorItemProps } = useConnectors()
  return (
    <div>
      {connectors.map((connector) => (
        <button
          key={connector.id}
          type="button"
          {...getConnectorItemProps(connector, labelled ? { label: `Connect with ${connector.name}` } : {})}
        >
          {connector.name}
        </button>
      ))}
    </div>
  )
}

describe('useConnectors', () => {
  it('lists the discovered connectors with their status', async () => {
    const { client, wrapper } = await setupPortico()
    const { result } = renderHook(() => useConnectors(), { wrapper })
    expect(result.current.connectors.map((connector) => [connector.id, connector.name, connector.type])).toEqual([
      [ALPHA, 'Alpha Wallet', 'ANNOUNCED'],
      [BETA, 'Beta Wallet', 'INJECTED'],
    ])
    expect(result.current.getConnectorStatus(ALPHA)).toBe('disconnected')

    await act(() => connect(client, { connectorId: ALPHA }))
    expect(result.current.getConnectorStatus(ALPHA)).toBe('connected')
    expect(result.current.getConnectorStatus(BETA)).toBe('disconnected')
    expect(result.current.getConnectorStatus('unknown')).toBe('disconnected')
  })

  it('gives each item ARIA and data attributes', async () => {
    const { wrapper } = await setupPortico()
    render(<ConnectorList />, { wrapper })
    const alpha = screen.getByRole('button', { name: 'Connect with Alpha Wallet' })
    expect(alpha.getAttribute('data-scope')).toBe('connectors')
    expect(alpha.getAttribute('data-part')).toBe('item')
    expect(alpha.getAttribute('data-state')).toBe('disconnected')
    expect(alpha.getAttribute('data-value')).toBe(ALPHA)
    expect(alpha.getAttribute('aria-busy')).toBe('false')
    expect(alpha.hasAttribute('data-loading')).toBe(false)
  })

  it('writes no text of its own: the caller’s label, or none and the element’s content names it', async () => {
    const { wrapper } = await setupPortico()
    const { unmount } = render(<ConnectorList />, { wrapper })
    expect(screen.getByRole('button', { name: 'Connect with Alpha Wallet' }).getAttribute('aria-label')).toBe(
      'Connect with Alpha Wallet',
    )
    unmount()

    render(<ConnectorList labelled={false} />, { wrapper })
    const alpha = screen.getByRole('button', { name: 'Alpha Wallet' })
    expect(alpha.hasAttribute('aria-label')).toBe(false)
    expect(alpha.getAttribute('data-value')).toBe(ALPHA)
  })

  it('on click shows ConnectingExternal, is pending, then connected and the modal closes', async () => {
    const { adapter, wrapper: Wrapper } = await setupPortico()
    adapter.script(ALPHA, { connect: 'hang' })
    let state: { router: ReturnType<typeof useModalRouter>; modal: ReturnType<typeof useModal> } | undefined
    function Screen() {
      state = { router: useModalRouter(), modal: useModal() }
      return <ConnectorList />
    }
    render(<Screen />, { wrapper: Wrapper })
    act(() => state?.modal.open())

    fireEvent.click(screen.getByRole('button', { name: 'Connect with Alpha Wallet' }))

    expect(state?.router.route).toEqual({ view: 'ConnectingExternal', connectorId: ALPHA })
    const alpha = screen.getByRole('button', { name: 'Connect with Alpha Wallet' })
    await waitFor(() => expect(alpha.getAttribute('aria-busy')).toBe('true'))
    expect(alpha.getAttribute('data-loading')).toBe('')

    act(() => adapter.releaseHung())
    await waitFor(() => expect(alpha.getAttribute('data-state')).toBe('connected'))
    expect(alpha.getAttribute('aria-busy')).toBe('false')
    expect(state?.modal.isOpen).toBe(false)
  })

  it('on a rejected click, the typed error is visible through useConnect', async () => {
    const { adapter, wrapper: Wrapper } = await setupPortico()
    adapter.script(BETA, { connect: 'reject' })
    let connectState: ReturnType<typeof useConnect> | undefined
    function Screen() {
      connectState = useConnect()
      return <ConnectorList />
    }
    render(<Screen />, { wrapper: Wrapper })

    fireEvent.click(screen.getByRole('button', { name: 'Connect with Beta Wallet' }))

    await waitFor(() => expect(connectState?.status).toBe('error'))
    expect(connectState?.error?.shortMessage).toBe('User rejected the request')
    expect(connectState?.isRejected).toBe(true)
    expect(screen.getByRole('button', { name: 'Connect with Beta Wallet' }).getAttribute('data-state')).toBe(
      'disconnected',
    )
  })
})
