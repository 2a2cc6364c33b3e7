import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connect } from '@portico/core'
import { DEFAULT_MOCK_WALLETS } from '@portico/core/testing'
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

  it('says active for a wallet connected but not the active one of its namespace', async () => {
    const { client, wrapper } = await setupPortico({ features: { multiWallet: true } })
    await connect(client, { connectorId: ALPHA })
    await connect(client, { connectorId: BETA })
    render(<ConnectorList />, { wrapper })
    expect(screen.getByRole('button', { name: 'Connect with Beta Wallet' }).getAttribute('data-state')).toBe('connected')
    expect(screen.getByRole('button', { name: 'Connect with Alpha Wallet' }).getAttribute('data-state')).toBe('active')
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

  it('on click shows the connecting view of the connector’s kind: ConnectingWalletConnect for a pairing wallet', async () => {
    const PAIR = 'io.portico.pair'
    const { adapter, wrapper: Wrapper } = await setupPortico({
      wallets: [
        ...DEFAULT_MOCK_WALLETS,
        { id: PAIR, name: 'Pair Wallet', type: 'WALLET_CONNECT', address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', chainId: 31337 },
      ],
    })
    adapter.script(PAIR, { connect: 'hang' })
    let router: ReturnType<typeof useModalRouter> | undefined
    let modal: ReturnType<typeof useModal> | undefined
    function Screen() {
      router = useModalRouter()
      modal = useModal()
      return <ConnectorList />
    }
    render(<Screen />, { wrapper: Wrapper })
    act(() => modal?.open())

    fireEvent.click(screen.getByRole('button', { name: 'Connect with Pair Wallet' }))
    expect(router?.route).toEqual({ view: 'ConnectingWalletConnect', walletId: PAIR })
    expect(router?.history).toHaveLength(2)
  })
})
