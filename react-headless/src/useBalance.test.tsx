import { Profiler } from 'react'
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connect, disconnect } from '@portico/core'
import { useBalance } from './useBalance.js'
import { ALPHA, setupPortico } from './testing/setupPortico.js'

const ALPHA_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
// Beta's address: after an accountsChanged to it, the mock chain answers with Beta's balance.
const BETA_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const balanceReads = (calls: readonly { method: string }[]) => calls.filter((call) => call.method === 'getBalance').length

describe('useBalance', () => {
  it('has no balance while disconnected, then the native balance and symbol of the connected account', async () => {
    const { client, wrapper } = await setupPortico()
    const { result } = renderHook(() => useBalance(), { wrapper })
    expect(result.current).toMatchObject({ caipAddress: undefined, balance: undefined, symbol: undefined, isLoading: false, error: undefined })

    await act(() => connect(client, { connectorId: ALPHA }))
    await waitFor(() => expect(result.current.balance).toBe('10000.0'))
    expect(result.current).toMatchObject({
      caipAddress: `eip155:31337:${ALPHA_ADDRESS}`,
      symbol: 'ETH',
      isLoading: false,
      error: undefined,
    })

    await act(() => disconnect(client))
    expect(result.current).toMatchObject({ caipAddress: undefined, balance: undefined, symbol: undefined, isLoading: false })
  })

  it('is loading while the wallet reads the balance', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    adapter.script(ALPHA, { getBalance: 'hang' })
    const { result } = renderHook(() => useBalance(), { wrapper })
    await act(() => connect(client, { connectorId: ALPHA }))
    expect(result.current).toMatchObject({ balance: undefined, isLoading: true })

    await waitFor(() => expect(adapter.calls.some((call) => call.method === 'getBalance')).toBe(true))
    act(() => adapter.releaseHung())
    await waitFor(() => expect(result.current).toMatchObject({ balance: '10000.0', isLoading: false }))
  })

  it('refresh reads the balance again past its cache lifetime, loading meanwhile, the old value still shown', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    const { result } = renderHook(() => useBalance(), { wrapper })
    await act(() => connect(client, { connectorId: ALPHA }))
    await waitFor(() => expect(result.current.balance).toBe('10000.0'))
    const readsBefore = balanceReads(adapter.calls)

    adapter.script(ALPHA, { getBalance: 'hang' })
    let refreshed: Promise<void> | undefined
    act(() => {
      refreshed = result.current.refresh()
    })
    await waitFor(() => expect(result.current.isLoading).toBe(true))
    expect(balanceReads(adapter.calls)).toBe(readsBefore + 1)
    // The previous balance stays shown while the new one is read.
    expect(result.current.balance).toBe('10000.0')

    await act(async () => {
      adapter.releaseHung()
      await refreshed
    })
    expect(result.current).toMatchObject({ balance: '10000.0', isLoading: false, error: undefined })
  })

  it('keeps the previous balance when a refresh fails, with the failure in error', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    const { result } = renderHook(() => useBalance(), { wrapper })
    await act(() => connect(client, { connectorId: ALPHA }))
    await waitFor(() => expect(result.current.balance).toBe('10000.0'))

    adapter.script(ALPHA, { getBalance: 'fail' })
    // refresh resolves (never rejects): the outcome is in the hook's fields.
    await act(() => result.current.refresh())
    expect(result.current).toMatchObject({ balance: '10000.0', symbol: 'ETH', isLoading: false })
    expect(result.current.error).toBeDefined()
  })

  it('after a failed read, blocks new reads for 30 s with the failure visible in error, then reads again', async () => {
    const { client, adapter, platform, wrapper } = await setupPortico()
    adapter.script(ALPHA, { getBalance: 'fail' })
    const { result } = renderHook(() => useBalance(), { wrapper })
    await act(() => connect(client, { connectorId: ALPHA }))
    await waitFor(() => expect(result.current.error).toBeDefined())
    expect(result.current).toMatchObject({ balance: undefined, isLoading: false })
    const failedReads = balanceReads(adapter.calls)

    // The wallet would answer now, but the retry block holds: no read, the error stays.
    adapter.script(ALPHA, { getBalance: 'approve' })
    act(() => platform.clock.advance(29_000))
    await act(() => result.current.refresh())
    expect(balanceReads(adapter.calls)).toBe(failedReads)
    expect(result.current).toMatchObject({ balance: undefined, isLoading: false })
    expect(result.current.error).toBeDefined()

    // 30 s after the failure, a refresh reads again and the error goes.
    act(() => platform.clock.advance(1_000))
    await act(() => result.current.refresh())
    expect(balanceReads(adapter.calls)).toBe(failedReads + 1)
    expect(result.current).toMatchObject({ balance: '10000.0', symbol: 'ETH', isLoading: false, error: undefined })
  })

  it('reads the balance of the new account when the wallet changes account', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    const { result } = renderHook(() => useBalance(), { wrapper })
    await act(() => connect(client, { connectorId: ALPHA }))
    await waitFor(() => expect(result.current.balance).toBe('10000.0'))

    act(() => adapter.emit({ type: 'accountsChanged', connectorId: ALPHA, namespace: 'eip155', accounts: [BETA_ADDRESS] }))
    await waitFor(() => expect(result.current.balance).toBe('42.125'))
    expect(result.current.caipAddress).toBe(`eip155:31337:${BETA_ADDRESS}`)
  })

  it('reads a given namespace, and refresh does nothing without an account there', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    const { result } = renderHook(() => useBalance({ namespace: 'solana' }), { wrapper })
    await act(() => connect(client, { connectorId: ALPHA }))
    const reads = balanceReads(adapter.calls)
    await act(() => result.current.refresh())
    expect(result.current).toMatchObject({ caipAddress: undefined, balance: undefined, isLoading: false })
    expect(balanceReads(adapter.calls)).toBe(reads)
  })

  it('does not re-render for connection or network state other than the balance', async () => {
    const { client, wrapper: Wrapper } = await setupPortico()
    let commits = 0
    function Balance() {
      const { balance, symbol } = useBalance()
      return <span data-testid="balance">{balance ? `${balance} ${symbol ?? ''}` : 'none'}</span>
    }
    render(
      <Wrapper>
        <Profiler id="balance" onRender={() => (commits += 1)}>
          <Balance />
        </Profiler>
      </Wrapper>,
    )
    await act(() => connect(client, { connectorId: ALPHA }))
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('10000.0 ETH'))
    const before = commits

    act(() => client.controllers.connection.addRecentWallet({ id: 'io.portico.beta', name: 'Beta Wallet' }))
    act(() => client.controllers.chains.setLastSwitch({ caipNetworkId: 'eip155:31338', error: undefined }))
    expect(commits).toBe(before)
  })
})
