import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createMockEmbeddedSource, createTestClient } from '@portico/core/testing'
import { renderModal } from '../../test/renderModal.js'

const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

/** Logs in through the modal's e-mail field (the mock frame's code is 123456), then opens it again on Account. */
async function loggedIn(options: { email?: string; locale?: 'de' } = {}) {
  const embedded = createMockEmbeddedSource({ accounts: { eip155: { address: EVM, chainId: 31337 } }, ...(options.email ? { email: options.email } : {}) })
  const test = createTestClient({ plugins: [{ connectors: embedded, provides: ['email', 'socials'] }] })
  const rendered = await renderModal(test.client, options.locale ? { locale: options.locale } : {})
  await rendered.open()
  fireEvent.change(await screen.findByLabelText(options.locale ? 'E-Mail-Adresse' : 'E-mail address'), { target: { value: 'visitor@shop.example' } })
  fireEvent.click(screen.getByRole('button', { name: options.locale ? 'Weiter mit E-Mail' : 'Continue with e-mail' }))
  fireEvent.change(await screen.findByLabelText(options.locale ? 'Code aus der E-Mail' : 'Code from the e-mail'), { target: { value: '123456' } })
  fireEvent.click(screen.getByRole('button', { name: options.locale ? 'Bestätigen' : 'Verify' }))
  await waitFor(() => expect(rendered.modal().isOpen).toBe(false))
  embedded.login.calls.length = 0
  await rendered.open()
  return { ...test, ...rendered, embedded }
}
const view = () => screen.getByRole('dialog').dataset.view

describe('UpdateEmailWallet', () => {
  it('from Account: the new e-mail (malformed and same refused), the code to the current address, then to the new one, back to Account with the new e-mail', async () => {
    const { embedded, platform } = await loggedIn({ email: 'old@shop.example' })
    await waitFor(() => expect(view()).toBe('Account'))
    expect(screen.getByText('Signed in as old@shop.example')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }))
    await waitFor(() => expect(view()).toBe('UpdateEmailWallet'))
    expect(screen.getByText('Your wallet signs in with old@shop.example. We send a code to it, then one to the new address.')).toBeTruthy()

    const field = screen.getByLabelText('New e-mail address')
    fireEvent.change(field, { target: { value: 'new@' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address')
    fireEvent.change(field, { target: { value: 'OLD@shop.example' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByRole('alert').textContent).toBe('This is already your e-mail address')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(embedded.login.calls).toEqual([])

    fireEvent.change(field, { target: { value: 'new@shop.example' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByText('Confirm your current e-mail')
    expect(screen.getByText('We sent a 6-digit code to old@shop.example.')).toBeTruthy()
    const primary = screen.getByLabelText('Code from the e-mail')
    fireEvent.change(primary, { target: { value: '000000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(primary.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByRole('alert').textContent).not.toBe('')
    // The codes went out just now: the resend waits out the 30 s, counting down.
    const resend = screen.getByRole('button', { name: 'Send a new code in 30 seconds' }) as HTMLButtonElement
    expect(resend.disabled).toBe(true)
    act(() => platform.clock.advance(12_000))
    expect(resend.textContent).toBe('Send a new code in 18 seconds')
    act(() => platform.clock.advance(18_000))
    expect(resend.disabled).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }))
    await screen.findByText('A new code is on its way')
    expect(screen.getByRole('button', { name: 'Send a new code in 30 seconds' })).toBe(resend)
    fireEvent.change(primary, { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))

    await screen.findByText('Confirm your new e-mail')
    expect(screen.getByText('We sent a 6-digit code to new@shop.example.')).toBeTruthy()
    const secondary = screen.getByLabelText('Code from the e-mail') as HTMLInputElement
    // A new field: the primary code is not carried over.
    expect(secondary.value).toBe('')
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull()
    fireEvent.change(secondary, { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(view()).toBe('Account'))
    expect(screen.getByText('Signed in as new@shop.example')).toBeTruthy()
    await screen.findByText('E-mail updated')
    expect(embedded.login.calls).toEqual([
      'updateEmail:new@shop.example',
      'updateEmailPrimaryOtp:000000',
      'updateEmail:new@shop.example',
      'updateEmailPrimaryOtp:123456',
      'updateEmailSecondaryOtp:123456',
    ])
  })

  it('Account offers no e-mail change for a login without an e-mail; the view speaks German', async () => {
    const { open } = await loggedIn({ locale: 'de' })
    await waitFor(() => expect(view()).toBe('Account'))
    expect(screen.queryByRole('button', { name: 'E-Mail ändern' })).toBeNull()
    await open({ view: { view: 'UpdateEmailWallet' } })
    expect(screen.getByText('E-Mail-Adresse ändern')).toBeTruthy()
    expect(screen.getByLabelText('Neue E-Mail-Adresse')).toBeTruthy()
    await open({ view: { view: 'UpdateEmailWallet', step: 'secondary', email: 'neu@shop.example' } })
    expect(screen.getByText('Neue E-Mail bestätigen')).toBeTruthy()
    expect(screen.getByText('Wir haben einen 6-stelligen Code an neu@shop.example gesendet.')).toBeTruthy()
  })
})
