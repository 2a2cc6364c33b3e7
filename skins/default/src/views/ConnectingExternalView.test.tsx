import { fireEvent, screen, waitFor } from '@testing-library/react'
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
})
