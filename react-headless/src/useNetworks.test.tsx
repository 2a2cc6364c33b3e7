import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connect } from '@portico/core'
import { useModal } from './useModal.js'
import { useModalRouter } from './useModalRouter.js'
import { useNetworks } from './useNetworks.js'
import { useSnackbar } from './useSnackbar.js'
import { ALPHA, setupPortico, withSolana } from './testing/setupPortico.js'

const FIRST = 'eip155:31337'
const SECOND = 'eip155:31338'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

function NetworkList() {
  const { search, getNetworkItemProps } = useNetworks()
  return (
    <ul>
      {search('').map((network) => (
        <li key={network.caipNetworkId}>
          <button type="button" {...getNetworkItemProps(network)}>
            {network.name}
          </button>
        </li>
      ))}
    </ul>
  )
}

function useNetworksScreen() {
  return { networks: useNetworks(), router: useModalRouter(), modal: useModal(), snackbar: useSnackbar() }
}

const switchCalls = (calls: readonly { method: string }[]) => calls.filter((call) => call.method === 'switchNetwork').length

describe('useNetworks', () => {
  it('lists the networks with the active one marked', async () => {
    const { wrapper } = await setupPortico()
    const { result } = renderHook(() => useNetworks(), { wrapper })
    expect(result.current.activeNetwork?.caipNetworkId).toBe(FIRST)
    expect(result.current.activeNamespace).toBe('eip155')
    expect(result.current.isSupported).toBe(true)
    expect(
      result.current.networks.map(({ caipNetworkId, isActive, isDisabled, isSupported }) => ({
        caipNetworkId,
        isActive,
        isDisabled,
        isSupported,
      })),
    ).toEqual([
      { caipNetworkId: FIRST, isActive: true, isDisabled: false, isSupported: true },
      { caipNetworkId: SECOND, isActive: false, isDisabled: false, isSupported: true },
    ])
  })

  it('searches by name, trimmed and case-insensitive', async () => {
    const { wrapper } = await setupPortico()
    const { result } = renderHook(() => useNetworks(), { wrapper })
    const names = (text: string) => result.current.search(text).map((network) => network.caipNetworkId)
    expect(names('')).toEqual([FIRST, SECOND])
    expect(names('   ')).toEqual([FIRST, SECOND])
    expect(names('  devnet 2 ')).toEqual([SECOND])
    expect(names('PORTICO')).toEqual([FIRST, SECOND])
    expect(names('solana')).toEqual([])
  })

  it('gives each item ARIA and data attributes', async () => {
    const { wrapper } = await setupPortico()
    render(<NetworkList />, { wrapper })
    const [first, second] = screen.getAllByRole('button')
    // A plain button: no listbox option semantics, the active network marked aria-current.
    expect(first?.hasAttribute('role')).toBe(false)
    expect(first?.hasAttribute('aria-selected')).toBe(false)
    expect(first?.getAttribute('aria-current')).toBe('true')
    expect(first?.getAttribute('aria-disabled')).toBe('false')
    expect(first?.getAttribute('data-scope')).toBe('networks')
    expect(first?.getAttribute('data-part')).toBe('item')
    expect(first?.getAttribute('data-state')).toBe('active')
    expect(first?.getAttribute('data-value')).toBe(FIRST)
    expect(first?.hasAttribute('data-disabled')).toBe(false)
    expect(second?.hasAttribute('aria-current')).toBe(false)
    expect(second?.getAttribute('data-state')).toBe('inactive')
  })

  it('selects a network while disconnected: it becomes active without the wallet, and the modal goes back', async () => {
    const { adapter, wrapper } = await setupPortico()
    const { result } = renderHook(useNetworksScreen, { wrapper })
    act(() => result.current.modal.open())
    act(() => result.current.router.push({ view: 'Networks' }))
    let outcome: unknown
    await act(async () => {
      outcome = await result.current.networks.selectNetwork(SECOND)
    })
    expect(outcome).toBe('switched')
    expect(result.current.networks.activeNetwork?.caipNetworkId).toBe(SECOND)
    expect(result.current.networks.networks.find((network) => network.isActive)?.caipNetworkId).toBe(SECOND)
    expect(adapter.calls.some((call) => call.method === 'switchNetwork')).toBe(false)
    expect(result.current.router.history).toEqual([{ view: 'Connect' }])
    expect(result.current.modal.isOpen).toBe(true)
  })

  it('picking the active network only goes back: the wallet is not asked', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA })
    const { result } = renderHook(useNetworksScreen, { wrapper })
    act(() => result.current.modal.open())
    act(() => result.current.router.push({ view: 'Networks' }))
    let outcome: unknown
    await act(async () => {
      outcome = await result.current.networks.selectNetwork(FIRST)
    })
    expect(outcome).toBe('unchanged')
    expect(result.current.router.history).toEqual([{ view: 'Account' }])
    expect(switchCalls(adapter.calls)).toBe(0)
  })

  it('shows SwitchNetwork while the wallet answers; declined, back to Networks with a toast naming the declined switch', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA })
    adapter.script(ALPHA, { switchNetwork: 'hang' })
    const { result } = renderHook(useNetworksScreen, { wrapper })
    act(() => result.current.modal.open())
    act(() => result.current.router.push({ view: 'Networks' }))

    let outcome: Promise<unknown> = Promise.resolve()
    act(() => {
      outcome = result.current.networks.selectNetwork(SECOND)
    })
    expect(result.current.router.route).toEqual({ view: 'SwitchNetwork', caipNetworkId: SECOND })

    act(() => adapter.releaseHung('reject'))
    let value: unknown
    await act(async () => {
      value = await outcome
    })
    expect(value).toBe('failed')
    expect(result.current.router.history).toEqual([{ view: 'Account' }, { view: 'Networks' }])
    expect(result.current.snackbar).toMatchObject({ isOpen: true, variant: 'error', code: 'SWITCH_NETWORK_REJECTED' })
    expect(result.current.modal.shake).toBe(true)
    expect(result.current.networks.activeNetwork?.caipNetworkId).toBe(FIRST)
  })

  it('shows SwitchActiveChain for a namespace the visitor has no account on, asking no wallet', async () => {
    const { options, solana } = withSolana()
    const { client, adapter, wrapper } = await setupPortico(options)
    await connect(client, { connectorId: ALPHA })
    const { result } = renderHook(useNetworksScreen, { wrapper })
    act(() => result.current.modal.open())
    act(() => result.current.router.push({ view: 'Networks' }))
    let outcome: unknown
    await act(async () => {
      outcome = await result.current.networks.selectNetwork(SOLANA)
    })
    expect(outcome).toBe('needsConnection')
    expect(result.current.router.route).toEqual({ view: 'SwitchActiveChain', caipNetworkId: SOLANA })
    expect(result.current.networks.activeNetwork?.caipNetworkId).toBe(FIRST)
    expect(switchCalls(adapter.calls) + switchCalls(solana.calls)).toBe(0)
  })

  it('switches a connected wallet from an item click and goes back to Account', async () => {
    const { client, adapter, wrapper: Wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA })
    let router: ReturnType<typeof useModalRouter> | undefined
    let modal: ReturnType<typeof useModal> | undefined
    function Screen() {
      router = useModalRouter()
      modal = useModal()
      return <NetworkList />
    }
    render(<Screen />, { wrapper: Wrapper })
    // Opened while connected: Account.
    act(() => modal?.open())
    act(() => router?.push({ view: 'Networks' }))

    fireEvent.click(screen.getByText('Portico Devnet 2'))

    await waitFor(() => expect(screen.getByText('Portico Devnet 2').getAttribute('data-state')).toBe('active'))
    expect(adapter.calls.filter((call) => call.method === 'switchNetwork')).toHaveLength(1)
    await waitFor(() => expect(router?.history).toEqual([{ view: 'Account' }]))
    expect(modal?.isOpen).toBe(true)
  })

  it('marks a network the wallet did not approve as disabled, and ignores a click on it', async () => {
    const { client, adapter, wrapper } = await setupPortico()
    await connect(client, { connectorId: ALPHA })
    // A pairing-protocol session approves only some networks (set as its adapter would).
    act(() => client.controllers.chains.setApprovedNetworks('eip155', [FIRST], false))
    const { result } = renderHook(useNetworksScreen, { wrapper })
    expect(result.current.networks.networks.map((network) => network.isDisabled)).toEqual([false, true])

    render(<NetworkList />, { wrapper })
    const disabled = screen.getByText('Portico Devnet 2')
    expect(disabled.getAttribute('aria-disabled')).toBe('true')
    expect(disabled.getAttribute('data-disabled')).toBe('')

    const historyBefore = result.current.router.history
    fireEvent.click(disabled)
    await act(() => Promise.resolve())
    expect(result.current.router.history).toBe(historyBefore)
    expect(result.current.networks.activeNetwork?.caipNetworkId).toBe(FIRST)
    expect(adapter.calls.some((call) => call.method === 'switchNetwork')).toBe(false)
  })

  it('is not disabled for anyone while disconnected, whatever was approved', async () => {
    const { client, wrapper } = await setupPortico()
    act(() => client.controllers.chains.setApprovedNetworks('eip155', [FIRST], false))
    const { result } = renderHook(() => useNetworks(), { wrapper })
    expect(result.current.networks.every((network) => !network.isDisabled)).toBe(true)
  })
})
