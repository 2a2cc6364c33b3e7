import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestClient } from '@portico/core/testing'
import { ALPHA, renderModal } from '../../test/renderModal.js'

const SECOND = 'eip155:31338'

function panel(): HTMLElement {
  const element = document.querySelector<HTMLElement>('[data-part="switch-network"]')
  if (!element) throw new Error('no SwitchNetwork panel')
  return element
}

const activeNetworkId = (client: ReturnType<typeof createTestClient>['client']) =>
  client.controllers.chains.getSnapshot().activeCaipNetwork?.caipNetworkId

describe('SwitchNetworkView', () => {
  it('waits, naming the target network, while the wallet switches (pushed by a network pick)', async () => {
    const { client, adapter } = createTestClient()
    const { open, connectWith } = await renderModal(client)
    await connectWith('Alpha Wallet')
    adapter.script(ALPHA, { switchNetwork: 'hang' })
    await open({ view: { view: 'Networks' } })

    fireEvent.click(within(screen.getByRole('list', { name: 'Networks' })).getByText('Portico Devnet 2'))
    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('SwitchNetwork'))
    expect(panel().dataset).toMatchObject({ scope: 'modal', state: 'waiting', value: SECOND })
    expect(screen.getByText('Approve in wallet')).toBeTruthy()
    expect(screen.getByText('Switch to Portico Devnet 2 in your wallet to continue.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    // Only core's switch asked the wallet: the view did not ask again.
    expect(adapter.calls.filter((call) => call.method === 'switchNetwork')).toHaveLength(1)

    act(() => adapter.releaseHung())
    await waitFor(() => expect(activeNetworkId(client)).toBe(SECOND))
  })

  it('opened directly, asks the wallet itself; declined, it says so with Retry; a good Retry closes', async () => {
    const { client, adapter } = createTestClient()
    const { open, modal, connectWith } = await renderModal(client)
    await connectWith('Alpha Wallet')
    adapter.script(ALPHA, { switchNetwork: 'reject' })
    await open({ view: { view: 'SwitchNetwork', caipNetworkId: SECOND } })

    await waitFor(() => expect(panel().dataset.state).toBe('rejected'))
    expect(screen.getByText('Switch declined')).toBeTruthy()
    expect(screen.getByRole('dialog').dataset.view).toBe('SwitchNetwork')

    adapter.script(ALPHA, { switchNetwork: 'fail' })
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(panel().dataset.state).toBe('error'))
    expect(screen.getByText('Switch failed')).toBeTruthy()

    adapter.script(ALPHA, { switchNetwork: 'approve' })
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(modal().isOpen).toBe(false))
    expect(activeNetworkId(client)).toBe(SECOND)
  })

  it('speaks German', async () => {
    const { client, adapter } = createTestClient()
    const { open, connectWith } = await renderModal(client, { locale: 'de' })
    await connectWith('Alpha Wallet', 'Mit Alpha Wallet verbinden')
    adapter.script(ALPHA, { switchNetwork: 'hang' })
    await open({ view: { view: 'SwitchNetwork', caipNetworkId: SECOND } })
    expect(screen.getByRole('heading', { name: 'Netzwerk wechseln' })).toBeTruthy()
    expect(screen.getByText('Wechsle in deiner Wallet zu Portico Devnet 2, um fortzufahren.')).toBeTruthy()
    adapter.releaseHung()
  })

  it('shows a switch the wallet is still asking about again when the modal is closed and reopened', async () => {
    const { client, adapter } = createTestClient()
    const { open, modal, connectWith } = await renderModal(client)
    await connectWith('Alpha Wallet')
    adapter.script(ALPHA, { switchNetwork: 'hang' })
    await open({ view: { view: 'Networks' } })
    fireEvent.click(within(screen.getByRole('list', { name: 'Networks' })).getByText('Portico Devnet 2'))
    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('SwitchNetwork'))

    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await open()
    expect(screen.getByRole('dialog').dataset.view).toBe('SwitchNetwork')
    expect(panel().dataset).toMatchObject({ state: 'waiting', value: SECOND })
    // Reopening did not ask the wallet again.
    expect(adapter.calls.filter((call) => call.method === 'switchNetwork')).toHaveLength(1)

    act(() => adapter.releaseHung())
    await waitFor(() => expect(modal().isOpen).toBe(false))
    expect(activeNetworkId(client)).toBe(SECOND)
  })
})
