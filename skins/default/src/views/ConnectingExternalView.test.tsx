import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestClient } from '@portico/core/testing'
import { ALPHA, BETA, renderModal } from '../../test/renderModal.js'
import { axeViolations } from '../../test/axeViolations.js'

async function clickAlpha(script: Parameters<ReturnType<typeof createTestClient>['adapter']['script']>[1]) {
  const test = createTestClient()
  test.adapter.script(ALPHA, script)
  const rendered = await renderModal(test.client)
  await rendered.open()
  fireEvent.click(screen.getByRole('button', { name: 'Connect with Alpha Wallet' }))
  return { ...test, ...rendered }
}

function panel() {
  return document.querySelector('[data-part="connecting"]') as HTMLElement
}

describe('ConnectingExternalView', () => {
  it('waits with the wallet’s name while the wallet has not answered', async () => {
    const { adapter } = await clickAlpha({ connect: 'hang' })

    expect(panel().dataset.state).toBe('waiting')
    expect(screen.getByText('Continue in Alpha Wallet')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    adapter.releaseHung()
  })

  it('says the connection was rejected, and Retry connects', async () => {
    const { adapter, modal } = await clickAlpha({ connect: 'reject' })

    await waitFor(() => expect(panel().dataset.state).toBe('rejected'))
    expect(screen.getByText('Connection rejected')).toBeTruthy()
    expect(modal().isOpen).toBe(true)
    // Core shakes the modal after a failed connect; the skin shows it through data-shake.
    expect(screen.getByRole('dialog').hasAttribute('data-shake')).toBe(true)

    adapter.script(ALPHA, { connect: 'approve' })
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(modal().isOpen).toBe(false))
    expect(adapter.calls.filter((call) => call.method === 'connect')).toHaveLength(2)
  })

  it('shows another failure as an error, not a rejection', async () => {
    await clickAlpha({ connect: 'fail' })

    await waitFor(() => expect(panel().dataset.state).toBe('error'))
    expect(screen.getByText('Failed to connect')).toBeTruthy()
    expect(screen.queryByText('Connection rejected')).toBeNull()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })

  it('closed while the wallet waits, gives the connect up: reopened on Connect, nothing connected', async () => {
    const { client, adapter, modal, open } = await clickAlpha({ connect: 'hang' })
    expect(panel().dataset.state).toBe('waiting')

    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(adapter.abortedConnects).toBe(1)
    expect(modal().isOpen).toBe(false)
    expect(client.controllers.connection.getSnapshot().connections).toEqual([])

    await open()
    expect(screen.getByRole('dialog').dataset.view).toBe('Connect')
  })

  it('a wallet that approves after the modal closed is believed: reopened, the modal shows Account', async () => {
    const { client, adapter, open } = await clickAlpha({ connect: 'hang' })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    act(() => adapter.releaseHung('approve'))
    await waitFor(() => expect(client.controllers.connection.getSnapshot().active.eip155).toBe(ALPHA))
    await open()
    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('Account'))
    expect(document.querySelector('[data-part="address"]')?.textContent).toBe('0xf3...b92266')
  })

  describe('a wallet that never answers (issue 26)', () => {
    it('after 20 s without an answer offers Retry and another wallet while the request still stands, and is fine by axe', async () => {
      const { platform, adapter } = await clickAlpha({ connect: 'hang' })
      act(() => platform.clock.advance(19_999))
      expect(panel().dataset.state).toBe('waiting')
      expect(screen.queryByRole('button', { name: 'Choose another wallet' })).toBeNull()

      act(() => platform.clock.advance(1))
      expect(panel().dataset.state).toBe('overdue')
      expect(within(panel()).getByText('Alpha Wallet has not answered')).toBeTruthy()
      expect(screen.getByText('Look for the request in your wallet, try again, or choose another wallet.')).toBeTruthy()
      expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
      expect(screen.getByRole('button', { name: 'Choose another wallet' })).toBeTruthy()
      expect(adapter.abortedConnects).toBe(0)
      expect(await axeViolations()).toEqual([])
    })

    it('the wallet may still answer when overdue: its approval connects and closes the modal', async () => {
      const { platform, adapter, modal, client } = await clickAlpha({ connect: 'hang' })
      act(() => platform.clock.advance(20_000))
      expect(panel().dataset.state).toBe('overdue')
      act(() => adapter.releaseHung('approve'))
      await waitFor(() => expect(modal().isOpen).toBe(false))
      expect(client.controllers.connection.getSnapshot().active.eip155).toBe(ALPHA)
    })

    it('Choose another wallet goes back to the wallets; picking Beta there wins over a late approval from Alpha', async () => {
      const { platform, adapter, client, modal } = await clickAlpha({ connect: 'hang' })
      act(() => platform.clock.advance(20_000))
      fireEvent.click(screen.getByRole('button', { name: 'Choose another wallet' }))
      await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('Connect'))

      adapter.script(BETA, { connect: 'approve' })
      fireEvent.click(screen.getByRole('button', { name: 'Connect with Beta Wallet' }))
      await waitFor(() => expect(modal().isOpen).toBe(false))
      act(() => adapter.releaseHung('approve'))
      await waitFor(() => expect(adapter.calls.some((call) => call.method === 'disconnect' && call.walletId === ALPHA)).toBe(true))
      expect(client.controllers.connection.getSnapshot().connections.map((entry) => entry.connectorId)).toEqual([BETA])
      expect(client.controllers.connection.getSnapshot().active.eip155).toBe(BETA)
    })

    it('Retry asks the wallet again, and the new request waits afresh', async () => {
      const { platform, adapter } = await clickAlpha({ connect: 'hang' })
      act(() => platform.clock.advance(20_000))
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
      await waitFor(() => expect(panel().dataset.state).toBe('waiting'))
      expect(adapter.calls.filter((call) => call.method === 'connect')).toHaveLength(2)
      expect(screen.queryByRole('button', { name: 'Choose another wallet' })).toBeNull()
      adapter.releaseHung()
    })
  })
})
