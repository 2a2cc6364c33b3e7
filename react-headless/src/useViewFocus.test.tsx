import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { navigate, openModal } from '@portico/core'
import { createTestClient } from '@portico/core/testing'
import { PorticoProvider } from './PorticoProvider.js'
import { useModal } from './useModal.js'
import { useModalParts } from './useModalParts.js'
import { useModalRouter } from './useModalRouter.js'
import { useViewFocus } from './useViewFocus.js'

afterEach(cleanup)

/** A modal from the hooks alone, as hooks.html builds it: the dialog's props carry the focus. */
function HooksDialog() {
  const { isOpen } = useModal()
  const { view, push } = useModalRouter()
  const { getDialogProps, getTitleProps, getBackButtonProps, getCloseButtonProps } = useModalParts()
  if (!isOpen) return null
  return (
    <div {...getDialogProps()}>
      <button {...getBackButtonProps({ label: 'Back' })}>‹</button>
      <h2 {...getTitleProps()}>{view}</h2>
      <button {...getCloseButtonProps({ label: 'Close' })}>×</button>
      {view === 'Connect' && (
        <button type="button" onClick={() => push({ view: 'ConnectWallets' })}>
          All wallets
        </button>
      )}
      {view === 'ConnectWallets' && <OneShot />}
    </div>
  )
}

/** A control that goes away once pressed, while the view stays (a Try again button, say). */
function OneShot() {
  const [pressed, setPressed] = useState(false)
  return pressed ? <p>Trying again…</p> : <button type="button" onClick={() => setPressed(true)}>Try again</button>
}

function Page({ children }: { children: React.ReactNode }) {
  const { open } = useModal()
  return (
    <>
      <button type="button" onClick={() => open()}>
        Open wallet
      </button>
      {children}
    </>
  )
}

async function renderPage(dialog: React.ReactNode) {
  const { client } = createTestClient()
  await client.ready
  render(
    <PorticoProvider client={client}>
      <Page>{dialog}</Page>
    </PorticoProvider>,
  )
  const opener = screen.getByRole('button', { name: 'Open wallet' })
  act(() => opener.focus())
  fireEvent.click(opener)
  return { client, opener }
}

const title = () => screen.getByRole('heading', { level: 2 })

describe('useViewFocus', () => {
  it('moves focus into the dialog on open, keeps Tab inside, and hands it back to the opener on close', async () => {
    const { client, opener } = await renderPage(<HooksDialog />)
    const dialog = screen.getByRole('dialog', { name: 'Connect' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    await waitFor(() => expect(document.activeElement).toBe(title()))

    // Shift+Tab from the title (Back is hidden on the first view) goes round to the last control.
    const all = screen.getByRole('button', { name: 'All wallets' })
    fireEvent.keyDown(title(), { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(all)
    // Tab from the last control goes round to the first (Close).
    fireEvent.keyDown(all, { key: 'Tab' })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))

    // The control that had the focus leaves with its view: the new view's title takes it.
    act(() => all.focus())
    fireEvent.click(all)
    await waitFor(() => expect(title().textContent).toBe('ConnectWallets'))
    await waitFor(() => expect(document.activeElement).toBe(title()))

    // A focused control that goes away within the view: the title takes the focus, not the body.
    const again = screen.getByRole('button', { name: 'Try again' })
    act(() => again.focus())
    fireEvent.click(again)
    await waitFor(() => expect(document.activeElement).toBe(title()))

    // Focus that falls to the page's body while the dialog is open comes back to the title.
    act(() => title().blur())
    expect(document.activeElement).toBe(document.body)
    await waitFor(() => expect(document.activeElement).toBe(title()))

    // Escape asks core to close; focus goes back to the button that opened the dialog.
    fireEvent.keyDown(title(), { key: 'Escape' })
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('leaves open and close to a dialog library with manageDialog: false, and still follows the view', async () => {
    function LibraryDialog() {
      const { isOpen } = useModal()
      const { view } = useModalRouter()
      const { getContainerProps } = useViewFocus({ manageDialog: false })
      if (!isOpen) return null
      return (
        <div role="dialog" aria-label="Wallet">
          <h2 data-scope="modal" data-part="title" tabIndex={-1}>
            {view}
          </h2>
          <div {...getContainerProps()}>
            <button type="button">Control</button>
          </div>
        </div>
      )
    }
    const { client, opener } = await renderPage(<LibraryDialog />)
    screen.getByRole('dialog', { name: 'Wallet' })
    // Opening is the library's business: the hook moves nothing.
    expect(document.activeElement).toBe(opener)
    const control = screen.getByRole('button', { name: 'Control' })
    act(() => control.focus())
    // The control stays across views: focus stays on it.
    act(() => navigate(client, { route: { view: 'ConnectWallets' } }))
    expect(document.activeElement).toBe(control)
    // Focus outside the dialog when the view changes: the title takes it.
    act(() => opener.focus())
    act(() => navigate(client, { route: { view: 'AllWallets' } }))
    await waitFor(() => expect(document.activeElement).toBe(title()))
    expect(title().textContent).toBe('AllWallets')
  })

  it('does nothing before the dialog opened', async () => {
    const { client } = createTestClient()
    await client.ready
    render(
      <PorticoProvider client={client}>
        <Page>
          <HooksDialog />
        </Page>
      </PorticoProvider>,
    )
    const opener = screen.getByRole('button', { name: 'Open wallet' })
    act(() => opener.focus())
    act(() => navigate(client, { route: { view: 'ConnectWallets' } }))
    expect(document.activeElement).toBe(opener)
    act(() => openModal(client))
    await waitFor(() => expect(document.activeElement).toBe(title()))
  })
})
