import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connect, navigate, openModal } from '@portico/core'
import { createTestClient } from '@portico/core/testing'
import { PorticoProvider } from './PorticoProvider.js'
import { useModalParts } from './useModalParts.js'
import { useModalRouter } from './useModalRouter.js'

function Dialog() {
  const { view } = useModalRouter()
  const { getDialogProps, getTitleProps, getBackButtonProps, getCloseButtonProps, getSearchFieldProps, getListProps } = useModalParts()
  const search = getSearchFieldProps({ label: 'Search wallets' })
  return (
    <div {...getDialogProps()}>
      <h2 {...getTitleProps()}>{view}</h2>
      <button {...getBackButtonProps({ label: 'Back' })}>‹</button>
      <button {...getCloseButtonProps({ label: 'Close' })}>×</button>
      {view === 'ConnectWallets' ? (
        <>
          <input {...search.input} />
          <p {...search.count}>2 wallets</p>
          <ul {...getListProps({ label: 'Wallets' })} />
        </>
      ) : (
        <button onClick={() => navigate(client, { route: { view: 'ConnectWallets' } })}>All wallets</button>
      )}
    </div>
  )
}

const { client } = createTestClient()

afterEach(cleanup)

describe('useModalParts', () => {
  it('gives every part its ARIA and anatomy, and moves focus to the title when the focused control left with the old view', async () => {
    await client.ready
    act(() => openModal(client))
    render(
      <PorticoProvider client={client}>
        <Dialog />
      </PorticoProvider>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Connect' })
    expect(dialog.querySelector<HTMLButtonElement>('[data-part="back"]')?.hidden).toBe(true)
    const toAll = screen.getByRole('button', { name: 'All wallets' })
    toAll.focus()
    fireEvent.click(toAll)
    const title = screen.getByRole('heading', { name: 'ConnectWallets' })
    await waitFor(() => expect(document.activeElement).toBe(title))
    expect(dialog.getAttribute('aria-labelledby')).toBe(title.id)
    const input = screen.getByRole('searchbox', { name: 'Search wallets' })
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('2 wallets')
    expect(screen.getByRole('list', { name: 'Wallets' }).dataset.part).toBe('list')
    const back = screen.getByRole('button', { name: 'Back' })
    expect(back.hidden).toBe(false)
    fireEvent.click(back)
    expect(client.controllers.router.getSnapshot().history.map((route) => route.view)).toEqual(['Connect'])
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
  })

  it('leaves focus alone when it stayed on a control inside the dialog', async () => {
    const test = createTestClient()
    await test.client.ready
    await connect(test.client, { connectorId: 'io.portico.alpha' })
    act(() => openModal(test.client))
    function Close() {
      const { getDialogProps, getTitleProps, getCloseButtonProps } = useModalParts()
      const { view } = useModalRouter()
      return (
        <div {...getDialogProps()}>
          <h2 {...getTitleProps()}>{view}</h2>
          <button {...getCloseButtonProps({ label: 'Close' })}>×</button>
        </div>
      )
    }
    render(
      <PorticoProvider client={test.client}>
        <Close />
      </PorticoProvider>,
    )
    const close = screen.getByRole('button', { name: 'Close' })
    close.focus()
    act(() => navigate(test.client, { route: { view: 'Networks' } }))
    expect(document.activeElement).toBe(close)
  })
})
