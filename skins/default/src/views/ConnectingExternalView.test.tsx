import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestClient } from '@portico/core/testing'
import { ALPHA, renderModal } from '../../test/renderModal.js'

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
})
