import { Profiler, type ReactNode } from 'react'
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connect, disconnect } from '@portico/core'
import { useAccount } from './useAccount.js'
import { useModalRouter } from './useModalRouter.js'
import { usePorticoClient } from './usePorticoClient.js'
import { useStoreSelector } from './useStoreSelector.js'
import { ALPHA, setupPortico } from './testing/setupPortico.js'

const ALPHA_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('useAccount', () => {
  it('reads the disconnected account of the active namespace, then the connected one', async () => {
    const { client, wrapper } = await setupPortico()
    const { result } = renderHook(() => useAccount(), { wrapper })
    expect(result.current).toMatchObject({
      namespace: 'eip155',
      status: 'disconnected',
      isConnected: false,
      address: undefined,
      balance: undefined,
    })

    await act(() => connect(client, { connectorId: ALPHA }))
    await waitFor(() => expect(result.current.balance).toBe('10000.0'))
    expect(result.current).toMatchObject({
      namespace: 'eip155',
      status: 'connected',
      isConnected: true,
      address: ALPHA_ADDRESS,
      caipAddress: `eip155:31337:${ALPHA_ADDRESS}`,
      balanceSymbol: 'ETH',
      balanceLoading: false,
      connectedWalletInfo: { name: 'Alpha Wallet' },
    })

    await act(() => disconnect(client))
    expect(result.current).toMatchObject({ status: 'disconnected', isConnected: false, address: undefined })
  })

  it('reads a given namespace', async () => {
    const { client, wrapper } = await setupPortico()
    const { result } = renderHook(() => useAccount({ namespace: 'solana' }), { wrapper })
    await act(() => connect(client, { connectorId: ALPHA }))
    expect(result.current).toMatchObject({ namespace: 'solana', status: 'disconnected', isConnected: false })
  })
})

describe('re-render isolation', () => {
  /** Counts the commits of each profiled subtree. */
  function createCounter() {
    const commits: Record<string, number> = {}
    const Counted = ({ id, children }: { id: string; children: ReactNode }) => (
      <Profiler id={id} onRender={() => (commits[id] = (commits[id] ?? 0) + 1)}>
        {children}
      </Profiler>
    )
    return { commits, Counted }
  }

  function RouterOnly() {
    const { view, canGoBack } = useModalRouter()
    return <span data-testid="view">{`${view}:${String(canGoBack)}`}</span>
  }

  function Balance() {
    const { balance } = useAccount()
    return <span data-testid="balance">{balance ?? 'none'}</span>
  }

  function AddressOnly() {
    const client = usePorticoClient()
    const address = useStoreSelector(client.controllers.accounts, (accounts) => accounts.eip155.address)
    return <span data-testid="address">{address ?? 'none'}</span>
  }

  it('does not re-render a router-only reader when the account changes', async () => {
    const { client, wrapper: Wrapper } = await setupPortico()
    const { commits, Counted } = createCounter()
    render(
      <Wrapper>
        <Counted id="router">
          <RouterOnly />
        </Counted>
        <Counted id="balance">
          <Balance />
        </Counted>
      </Wrapper>,
    )
    expect(commits).toEqual({ router: 1, balance: 1 })

    await act(() => connect(client, { connectorId: ALPHA }))
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('10000.0'))

    expect(client.controllers.accounts.getSnapshot().eip155.status).toBe('connected')
    expect(commits.router).toBe(1)
    expect(commits.balance).toBeGreaterThan(1)
    expect(screen.getByTestId('view').textContent).toBe('Connect:false')
  })

  it('re-renders a balance reader exactly once when the balance arrives, and not an address-only reader', async () => {
    const { client, adapter, wrapper: Wrapper } = await setupPortico()
    adapter.script(ALPHA, { getBalance: 'hang' })
    const { commits, Counted } = createCounter()
    render(
      <Wrapper>
        <Counted id="router">
          <RouterOnly />
        </Counted>
        <Counted id="balance">
          <Balance />
        </Counted>
        <Counted id="address">
          <AddressOnly />
        </Counted>
      </Wrapper>,
    )
    await act(() => connect(client, { connectorId: ALPHA }))
    expect(screen.getByTestId('address').textContent).toBe(ALPHA_ADDRESS)
    expect(screen.getByTestId('balance').textContent).toBe('none')
    const before = { ...commits }

    act(() => adapter.releaseHung())
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('10000.0'))

    expect(commits.balance).toBe((before.balance ?? 0) + 1)
    expect(commits.address).toBe(before.address)
    expect(commits.router).toBe(before.router)
  })
})
