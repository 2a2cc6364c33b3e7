// Test-only helper for the skin's *.test.tsx files. It lives outside src/, so it is never built
// or shipped. It takes the client (from `createTestClient()` in the test) rather than making one,
// so only test files import @portico/core/testing.
import { act, cleanup, fireEvent, render, screen, waitFor, type RenderResult } from '@testing-library/react'
import { expect, onTestFinished } from 'vitest'
import {
  PorticoProvider,
  useModal,
  type OpenModalParams,
  type PorticoClient,
  type UseModalReturnType,
} from '@portico/react'
import { PorticoModal, type PorticoModalProps } from '../src/modal/PorticoModal.js'
import './installCssEscape.js'

/** The scripted wallets of `DEFAULT_MOCK_WALLETS`. */
export const ALPHA = 'io.portico.alpha'
export const BETA = 'io.portico.beta'

export interface RenderedModal {
  result: RenderResult
  /** Opens the modal as a site would, through `useModal().open()`, and waits for the dialog. */
  open: (params?: OpenModalParams) => Promise<void>
  /** The latest `useModal()` of the page. */
  modal: () => UseModalReturnType
  /**
   * Connects as a visitor would: opens Connect, clicks the wallet's button (by its accessible
   * name, English unless given), waits for the modal to close.
   */
  connectWith: (walletName: string, buttonName?: string) => Promise<void>
}

/**
 * Waits for the client's start-up, renders `<PorticoModal>` under a provider of it, and unmounts
 * everything and destroys the client when the test finishes.
 */
export async function renderModal(client: PorticoClient, props: PorticoModalProps = {}): Promise<RenderedModal> {
  onTestFinished(() => {
    cleanup()
    client.destroy()
  })
  await client.ready
  let latest: UseModalReturnType | undefined
  function ModalProbe() {
    latest = useModal()
    return null
  }
  const result = render(
    <PorticoProvider client={client}>
      <ModalProbe />
      <PorticoModal {...props} />
    </PorticoProvider>,
  )
  const modal = () => {
    if (!latest) throw new Error('useModal() has not rendered')
    return latest
  }
  const open = async (params?: OpenModalParams) => {
    act(() => modal().open(params))
    // Ark's dialog machine starts in an effect: the portal appears a tick later, and the dialog
    // listens (Escape, outside clicks) once its focus trap has moved focus inside it.
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => {
      if (!dialog.contains(document.activeElement)) throw new Error('focus has not moved into the dialog')
    })
  }
  const connectWith = async (walletName: string, buttonName = `Connect with ${walletName}`) => {
    await open({ view: { view: 'Connect' } })
    fireEvent.click(screen.getByRole('button', { name: buttonName }))
    await waitFor(() => {
      if (modal().isOpen) throw new Error('the connect has not finished')
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  }
  return { result, open, modal, connectWith }
}
