import { Profiler, type ReactNode } from 'react'
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connect, disconnect } from '@portico/core'
import { useAccount } from './useAccount.js'
import { useBalance } from './useBalance.js'
import { useModalRouter } from './useModalRouter.js'
import { ALPHA, BETA, setupPortico } from './testing/setupPortico.js'

const ALPHA_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER_ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('useAccount', () => {
  it('reads the disconnected account of the active namespace, then the connected one', async () => {
    const { client, wrapper } = await setupPortico()
    const { result } = renderHook(() => useAccount(), { wrapper })
    expect(result.current).toEqual({
      namespace: 'eip155',
      status: 'disconnected',
      isConnected: false,
      address: undefined,
      caipAddress: undefined,
      allAccounts: [],
      connectorId: undefined,
      connectedWalletInfo: undefined,
      preferredAccountType: 'eoa',
      addressExplorerUrl: undefined,
      isUnsupportedNetwork: false,
    })

    await act(() => connect(client, { connectorId: ALPHA }))
    expect(result.current).toMatchObject({
      namespace: 'eip155',
      status: 'connected',
      isConnected: true,
      address: ALPHA_ADDRESS,
      caipAddress: `eip155:31337:${ALPHA_ADDRESS}`,
      connectorId: ALPHA,
      connectedWalletInfo: { name: 'Alpha Wallet' },
      preferredAccountType: 'eoa',
      // The test network's explorer, with the address path.
      addressExplorerUrl: `http://127.0.0.1:8546/address/${ALPHA_ADDRESS}`,
      isUnsupportedNetwork: false,
    })
    expect(result.current.allAccounts.map((account) => account.address)).toEqual([ALPHA_ADDRESS])

    await act(() => disconnect(client))
    expect(result.current).toMatchObject({ status: 'disconnected', isConnected: false, address: undefined, connectorId: undefined })
  })

  it('says when the wallet moved to a network the site does not support', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    const { result } = renderHook(() => useAccount(), { wrapper })
    await act(() => connect(client, { connectorId: ALPHA }))
    // The wallet goes to chain 1 by itself; the site lists 31337 and 31338.
    act(() => adapter.emit({ type: 'chainChanged', connectorId: ALPHA, namespace: 'eip155', chainId: 1 }))
    expect(result.current).toMatchObject({ isConnected: true, isUnsupportedNetwork: true })
  })

  it('is connecting while a connect covering the namespace waits for the wallet', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    adapter.script(ALPHA, { connect: 'hang' })
    const { result } = renderHook(() => useAccount(), { wrapper })

    let pending: Promise<unknown> = Promise.resolve()
    act(() => {
      pending = connect(client, { connectorId: ALPHA })
    })
    expect(result.current).toMatchObject({ status: 'connecting', isConnected: false, address: undefined })

    act(() => adapter.releaseHung())
    await act(() => pending)
    expect(result.current).toMatchObject({ status: 'connected', address: ALPHA_ADDRESS })
  })

  it('follows the wallet: a new account, a new chain (no explorer there), and the wallet ending the session', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA })
    const { result } = renderHook(() => useAccount(), { wrapper })

    act(() => adapter.emit({ type: 'accountsChanged', connectorId: ALPHA, namespace: 'eip155', accounts: [OTHER_ADDRESS] }))
    expect(result.current).toMatchObject({ address: OTHER_ADDRESS, caipAddress: `eip155:31337:${OTHER_ADDRESS}` })
    expect(result.current.allAccounts.map((account) => account.address)).toContain(OTHER_ADDRESS)

    // The second test network has no block explorer.
    act(() => adapter.emit({ type: 'chainChanged', connectorId: ALPHA, namespace: 'eip155', chainId: 31338 }))
    expect(result.current).toMatchObject({ caipAddress: `eip155:31338:${OTHER_ADDRESS}`, addressExplorerUrl: undefined })

    act(() => adapter.emit({ type: 'disconnect', connectorId: ALPHA }))
    expect(result.current).toMatchObject({ status: 'disconnected', isConnected: false, address: undefined })
  })

  it('ignores an event from a wallet that is not connected', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA })
    const { result } = renderHook(() => useAccount(), { wrapper })
    const before = result.current

    act(() => adapter.emit({ type: 'accountsChanged', connectorId: BETA, namespace: 'eip155', accounts: [OTHER_ADDRESS] }))
    expect(result.current).toBe(before)
  })

  it('reads a given namespace', async () => {
    const { client, wrapper } = await setupPortico()
    const { result } = renderHook(() => useAccount({ namespace: 'solana' }), { wrapper })
    await act(() => connect(client, { connectorId: ALPHA }))
    expect(result.current).toMatchObject({ namespace: 'solana', status: 'disconnected', isConnected: false, address: undefined })
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

  function Address() {
    const { address } = useAccount()
    return <span data-testid="address">{address ?? 'none'}</span>
  }

  function Balance() {
    const { balance } = useBalance()
    return <span data-testid="balance">{balance ?? 'none'}</span>
  }

  it('does not re-render a router-only reader when the account changes', async () => {
    const { client, wrapper: Wrapper } = await setupPortico()
    const { commits, Counted } = createCounter()
    render(
      <Wrapper>
        <Counted id="router">
          <RouterOnly />
        </Counted>
        <Counted id="address">
          <Address />
        </Counted>
      </Wrapper>,
    )
    expect(commits).toEqual({ router: 1, address: 1 })

    await act(() => connect(client, { connectorId: ALPHA }))
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(ALPHA_ADDRESS))

    expect(commits.router).toBe(1)
    expect(commits.address).toBeGreaterThan(1)
    expect(screen.getByTestId('view').textContent).toBe('Connect:false')
  })

  it('re-renders a balance reader exactly once when the balance arrives, and neither an account reader nor a router reader', async () => {
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
          <Address />
        </Counted>
      </Wrapper>,
    )
    await act(() => connect(client, { connectorId: ALPHA }))
    expect(screen.getByTestId('address').textContent).toBe(ALPHA_ADDRESS)
    expect(screen.getByTestId('balance').textContent).toBe('none')
    await waitFor(() => expect(adapter.calls.some((call) => call.method === 'getBalance')).toBe(true))
    const before = { ...commits }

    act(() => adapter.releaseHung())
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('10000.0'))

    expect(commits.balance).toBe((before.balance ?? 0) + 1)
    expect(commits.address).toBe(before.address)
    expect(commits.router).toBe(before.router)
  })

  it('keeps the same account object between renders while nothing it holds changed', async () => {
    const { client, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA })
    const { result, rerender } = renderHook(() => useAccount(), { wrapper })
    const first = result.current
    rerender()
    // A change elsewhere in the connection state (a recent wallet) is not an account change.
    act(() => client.controllers.connection.addRecentWallet({ id: BETA, name: 'Beta Wallet' }))
    expect(result.current).toBe(first)
  })
})
