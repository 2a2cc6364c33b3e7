import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createMockEmbeddedSource, createTestClient } from '@portico/core/testing'
import { renderModal } from '../../test/renderModal.js'

const EOA = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const SMART = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

/** Logs in through the modal's e-mail field (the mock frame's code is 123456), then opens it again on Account. */
async function loggedIn(options: { enabledNetworks?: readonly number[]; locale?: 'de' } = {}) {
  const embedded = createMockEmbeddedSource({
    accounts: { eip155: { address: EOA, chainId: 31337 } },
    smartAccount: { address: SMART, enabledNetworks: options.enabledNetworks ?? [31337] },
  })
  const test = createTestClient({ plugins: [{ connectors: embedded, provides: ['email', 'socials'] }] })
  const rendered = await renderModal(test.client, options.locale ? { locale: options.locale } : {})
  await rendered.open()
  fireEvent.change(await screen.findByLabelText(options.locale ? 'E-Mail-Adresse' : 'E-mail address'), { target: { value: 'visitor@shop.example' } })
  fireEvent.click(screen.getByRole('button', { name: options.locale ? 'Weiter mit E-Mail' : 'Continue with e-mail' }))
  fireEvent.change(await screen.findByLabelText(options.locale ? 'Code aus der E-Mail' : 'Code from the e-mail'), { target: { value: '123456' } })
  fireEvent.click(screen.getByRole('button', { name: options.locale ? 'Bestätigen' : 'Verify' }))
  await waitFor(() => expect(rendered.modal().isOpen).toBe(false))
  await rendered.open()
  await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('Account'))
  return { ...test, ...rendered, embedded }
}
const part = (name: string) => document.querySelector(`[data-scope="modal"][data-part="${name}"]`)

describe('Account: the embedded wallet’s smart account', () => {
  it('switches to the smart account and back to the EOA, the address following', async () => {
    await loggedIn()
    expect(part('address')?.getAttribute('title')).toBe(EOA)
    expect(part('account-type')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Switch to smart account' }))
    await waitFor(() => expect(part('address')?.getAttribute('title')).toBe(SMART), { timeout: 5_000 })
    expect(part('account-type')?.textContent).toBe('Smart account')
    // Once the switch settled, the button offers the way back.
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to your EOA' }, { timeout: 5_000 }))
    await waitFor(() => expect(part('address')?.getAttribute('title')).toBe(EOA), { timeout: 5_000 })
    expect(part('account-type')).toBeNull()
  })

  it('is offered in German too', async () => {
    await loggedIn({ locale: 'de' })
    fireEvent.click(screen.getByRole('button', { name: 'Zum Smart Account wechseln' }))
    await screen.findByRole('button', { name: 'Zu deinem EOA wechseln' }, { timeout: 5_000 })
    expect(part('account-type')?.textContent).toBe('Smart Account')
  })

  it('is not offered on a network without smart accounts', async () => {
    await loggedIn({ enabledNetworks: [1] })
    expect(screen.queryByRole('button', { name: 'Switch to smart account' })).toBeNull()
    expect(part('switch-account-type')).toBeNull()
  })

  it('a refused switch keeps the account and shows a toast', async () => {
    const { embedded, client } = await loggedIn()
    embedded.login.accountTypeSwitch = { error: 'Smart account not deployed' }
    fireEvent.click(screen.getByRole('button', { name: 'Switch to smart account' }))
    await waitFor(() => expect(client.controllers.snackbar.getSnapshot()).toMatchObject({ open: true, variant: 'error' }), { timeout: 5_000 })
    // The button leaves its pending state once the failure reached the hook.
    expect(await screen.findByRole('button', { name: 'Switch to smart account' }, { timeout: 5_000 })).toBeTruthy()
    expect(part('address')?.getAttribute('title')).toBe(EOA)
    expect(part('switch-account-type')?.getAttribute('aria-busy')).toBe('false')
  })
})
