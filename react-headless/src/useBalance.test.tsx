import { Profiler } from 'react'
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connect, disconnect } from '@portico/core'
import { useBalances } from './useBalances.js'
import { ALPHA, setupPortico } from './testing/setupPortico.js'

const balanceReads = (calls: readonly { method: string }[]) => calls.filter((call) => call.method === 'getBalance').length

describe('useBalances', () => {
  it('has no balance while disconnected, then the native balance and symbol of the connected account', async () => {
    const { client, wrapper } = await setupPortico()
    const { result } = renderHook(() => useBalances(), { wrapper })
    expect(result.current).toMatchObject({ namespace: 'eip155', balance: undefined, symbol: undefined, isLoading: false })

    await act(() => connect(client, { connectorId: ALPHA }))
    await waitFor(() => expect(result.current.balance).toBe('10000.0'))
    expect(result.current).toMatchObject({ symbol: 'ETH', isLoading: false })

    await act(() => disconnect(client))
    expect(result.current).toMatchObject({ balance: undefined, symbol: undefined, isLoading: false })
  })

  it('is loading while the wallet reads the balance', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    adapter.script(ALPHA, { getBalance: 'hang' })
    const { result } = renderHook(() => useBalances(), { wrapper })
    await act(() => connect(client, { connectorId: ALPHA }))
    expect(result.current).toMatchObject({ balance: undefined, isLoading: true })

    act(() => adapter.releaseHung())
    await waitFor(() => expect(result.current).toMatchObject({ balance: '10000.0', isLoading: false }))
  })

  it('refresh reads the balance again through the adapter, loading meanwhile', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    const { result } = renderHook(() => useBalances(), { wrapper })
    await act(() => connect(client, { connectorId: ALPHA }))
    await waitFor(() => expect(result.current.balance).toBe('10000.0'))
    const readsBefore = balanceReads(adapter.calls)

    adapter.script(ALPHA, { getBalance: 'hang' })
    let refreshed: Promise<void> | undefined
    act(() => {
      refreshed = result.current.refresh()
    })
    expect(balanceReads(adapter.calls)).toBe(readsBefore + 1)
    expect(result.current.isLoading).toBe(true)
    // The previous balance stays shown while the new one is read.
    expect(result.current.balance).toBe('10000.0')

    await act(async () => {
      adapter.releaseHung()
      await refreshed
    })
    expect(result.current).toMatchObject({ balance: '10000.0', isLoading: false })
  })

  it('keeps the previous balance when a refresh fails', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    const { result } = renderHook(() => useBalances(), { wrapper })
    await act(() => connect(client, { connectorId: ALPHA }))
    await waitFor(() => expect(result.current.balance).toBe('10000.0'))

    adapter.script(ALPHA, { getBalance: 'fail' })
    await act(() => result.current.refresh())
    expect(result.current).toMatchObject({ balance: '10000.0', symbol: 'ETH', isLoading: false })
  })

  it('reads a given namespace, and refresh does nothing without an account there', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    const { result } = renderHook(() => useBalances({ namespace: 'solana' }), { wrapper })
    await act(() => connect(client, { connectorId: ALPHA }))
    const reads = balanceReads(adapter.calls)
    await act(() => result.current.refresh())
    expect(result.current).toMatchObject({ namespace: 'solana', balance: undefined, isLoading: false })
    expect(balanceReads(adapter.calls)).toBe(reads)
  })

  it('does not re-render for account changes other than the balance', async () => {
    const { client, wrapper: Wrapper } = await setupPortico()
    let commits = 0
    function Balance() {
      const { balance, symbol } = useBalances()
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

    act(() => client.controllers.accounts.patch('eip155', { profileName: 'alice.eth' }))
    expect(commits).toBe(before)
  })
})
