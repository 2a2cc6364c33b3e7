import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestClient, testEvmMainnet, testEvmSecond, testSolana } from '@portico/core/testing'
import { ALPHA, renderModal } from '../../test/renderModal.js'

describe('SwitchActiveChainView', () => {
  it('explains, then Switch records the network as active and shows Connect', async () => {
    const { client, adapter } = createTestClient({ networks: [testEvmMainnet, testEvmSecond, testSolana] })
    const { open, connectWith } = await renderModal(client)
    await connectWith('Alpha Wallet')
    await open({ view: { view: 'Networks' } })

    fireEvent.click(within(screen.getByRole('list', { name: 'Networks' })).getByText(testSolana.name))
    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('SwitchActiveChain'))
    expect(screen.getByRole('heading', { name: 'Switch chain' })).toBeTruthy()
    const panel = document.querySelector<HTMLElement>('[data-part="switch-active-chain"]')
    expect(panel?.dataset).toMatchObject({ scope: 'modal', state: 'idle', value: testSolana.caipNetworkId })
    expect(screen.getByText(`Switch to ${testSolana.name}`)).toBeTruthy()
    expect(panel?.textContent).toContain(`has no account on ${testSolana.name}.`)

    fireEvent.click(screen.getByRole('button', { name: 'Switch' }))
    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('Connect'))
    expect(client.controllers.chains.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe(testSolana.caipNetworkId)
    // The eip155 wallet stays connected, and no wallet was asked to switch.
    expect(client.controllers.connection.getSnapshot().active.eip155).toBe(ALPHA)
    expect(adapter.calls.some((call) => call.method === 'switchNetwork')).toBe(false)
  })

  it('speaks German', async () => {
    const { client } = createTestClient({ networks: [testEvmMainnet, testSolana] })
    const { open } = await renderModal(client, { locale: 'de' })
    await open({ view: { view: 'SwitchActiveChain', caipNetworkId: testSolana.caipNetworkId } })
    expect(screen.getByRole('heading', { name: 'Chain wechseln' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Wechseln' })).toBeTruthy()
    expect(screen.getByText(`Zu ${testSolana.name} wechseln`)).toBeTruthy()
  })
})
