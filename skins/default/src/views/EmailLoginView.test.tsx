import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createMockEmbeddedSource, createTestClient, createThrowingStorage } from '@portico/core/testing'
import { renderModal } from '../../test/renderModal.js'

const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

function embeddedSite(features: Parameters<typeof createTestClient>[0] = {}) {
  const embedded = createMockEmbeddedSource({ accounts: { eip155: { address: EVM, chainId: 31337 } } })
  return { ...createTestClient({ ...features, plugins: [{ connectors: embedded, provides: ['email', 'socials'] }] }), embedded }
}

describe('the e-mail login views', () => {
  it('Connect offers the e-mail field and social buttons with the embedded wallet, never the wallet itself as a wallet', async () => {
    const { client } = embeddedSite({ features: { socials: ['github', 'google'] } })
    const { open } = await renderModal(client)
    await open()
    await waitFor(() => expect(screen.getByLabelText('E-mail address')).toBeTruthy())
    // The social buttons may come a render after the e-mail field (its features settle first).
    expect(await screen.findByRole('button', { name: 'Continue with GitHub' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Connect with Email' })).toBeNull()
  })

  it('without the embedded wallet, Connect shows neither', async () => {
    const { client } = createTestClient({ features: { socials: ['github'] } })
    const { open } = await renderModal(client)
    await open()
    expect(screen.queryByLabelText('E-mail address')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Continue with GitHub' })).toBeNull()
  })

  it('refuses a malformed e-mail, sends the code, refuses a wrong code, then a right one connects and closes', async () => {
    const { client, embedded } = embeddedSite()
    const { open } = await renderModal(client)
    await open()
    const field = await screen.findByLabelText('E-mail address')
    fireEvent.change(field, { target: { value: 'visitor@' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue with e-mail' }))
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address')
    expect(embedded.login.calls).toEqual([])

    fireEvent.change(field, { target: { value: 'visitor@shop.example' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue with e-mail' }))
    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('EmailLogin'))
    expect(screen.getByText('We sent a 6-digit code to visitor@shop.example.')).toBeTruthy()

    const code = screen.getByLabelText('Code from the e-mail')
    fireEvent.change(code, { target: { value: '000000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByRole('alert').textContent).not.toBe('')

    fireEvent.change(code, { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(embedded.login.calls.at(-1)).toBe('connectOtp:123456'))
    await waitFor(() => expect([screen.queryByRole('dialog')?.dataset.view, client.controllers.modal.getSnapshot().open]).toEqual([undefined, false]))
    expect(embedded.login.calls).toEqual(['connectEmail:visitor@shop.example', 'connectOtp:000000', 'connectOtp:123456'])
  })

  it('social buttons carry their provider’s mark; the wait names the provider in its title, with its mark in the ring', async () => {
    const { client } = embeddedSite({ features: { socials: ['github', 'google', 'x'] } })
    const { open } = await renderModal(client)
    await open()
    await screen.findByRole('button', { name: 'Continue with GitHub' })
    const marks = [...document.querySelectorAll<HTMLElement>('[data-part="social-button"]')].map(
      (button) => button.querySelector('svg[data-part="provider-mark"]')?.getAttribute('data-value'),
    )
    expect(marks).toEqual(['github', 'google', 'x'])
    // Decorative: the button's name is its text, the mark adds nothing to it.
    expect(document.querySelector('[data-part="provider-mark"]')?.getAttribute('aria-hidden')).toBe('true')

    await open({ view: { view: 'EmailLogin', step: 'social', provider: 'github' } })
    expect(screen.getByRole('dialog', { name: 'Continue with GitHub' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'E-mail login' })).toBeNull()
    const visual = document.querySelector('[data-part="connecting-social"] [data-part="visual"]')
    expect(visual?.querySelector('svg[data-part="provider-mark"]')?.getAttribute('data-value')).toBe('github')
    expect(visual?.querySelector('[data-part="spinner"]')).toBeTruthy()
    // The e-mail steps keep their title.
    await open({ view: { view: 'EmailLogin', step: 'device', email: 'visitor@shop.example' } })
    expect(screen.getByRole('dialog', { name: 'E-mail login' })).toBeTruthy()
  })

  it('the device step waits, the social step names the provider; both in German too', async () => {
    const { client, embedded } = embeddedSite({ features: { socials: ['github'] } })
    embedded.login.action = 'VERIFY_DEVICE'
    const { open } = await renderModal(client, { locale: 'de' })
    await open({ view: { view: 'EmailLogin', step: 'device', email: 'visitor@shop.example' } })
    expect(screen.getByText('Dieses Gerät bestätigen')).toBeTruthy()
    await open({ view: { view: 'EmailLogin', step: 'social', provider: 'github' } })
    expect(screen.getByText('Weiter im GitHub-Fenster')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Weiter mit GitHub' })).toBeTruthy()
  })

  it('ApproveTransaction keeps a labelled place for the frame while a request waits, and closes once it settled', async () => {
    const { client, embedded } = embeddedSite()
    await renderModal(client)
    embedded.requestApproval()
    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('ApproveTransaction'))
    expect(within(screen.getByRole('dialog')).getByRole('region', { name: 'Secure wallet window' })).toBeTruthy()
    embedded.settleApproval()
    await waitFor(() => expect(client.controllers.modal.getSnapshot().open).toBe(false))
  })
})

describe('the 30 s wait between e-mail codes', () => {
  it('the code step counts the resend down on the platform clock, then offers it again; a second code restarts the wait', async () => {
    const { client, embedded, platform } = embeddedSite()
    const { open } = await renderModal(client)
    await open()
    fireEvent.change(await screen.findByLabelText('E-mail address'), { target: { value: 'visitor@shop.example' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue with e-mail' }))
    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('EmailLogin'))
    const waiting = await screen.findByRole('button', { name: 'Send a new code in 30 seconds' })
    expect((waiting as HTMLButtonElement).disabled).toBe(true)
    expect(waiting.dataset.state).toBe('waiting')
    act(() => platform.clock.advance(1000))
    expect(screen.getByRole('button', { name: 'Send a new code in 29 seconds' })).toBe(waiting)
    act(() => platform.clock.advance(28_000))
    expect(waiting.textContent).toBe('Send a new code in 1 second')
    act(() => platform.clock.advance(1000))
    expect(waiting.textContent).toBe('Send a new code')
    expect((waiting as HTMLButtonElement).disabled).toBe(false)
    fireEvent.click(waiting)
    await waitFor(() => expect(embedded.login.calls.filter((call) => call.startsWith('connectEmail:'))).toHaveLength(2))
    await screen.findByRole('button', { name: 'Send a new code in 30 seconds' })
    expect(screen.getByText('A new code is on its way')).toBeTruthy()
  })

  it("Connect's e-mail field names the exact seconds left", async () => {
    const { client, platform } = embeddedSite()
    const { open } = await renderModal(client)
    await open()
    const send = async () => {
      fireEvent.change(await screen.findByLabelText('E-mail address'), { target: { value: 'visitor@shop.example' } })
      fireEvent.click(screen.getByRole('button', { name: 'Continue with e-mail' }))
    }
    await send()
    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('EmailLogin'))
    act(() => platform.clock.advance(7_400))
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('Connect'))
    await send()
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please try again after 23 seconds'))
  })

  it('in German, with the right plural forms; a code sent elsewhere (another view, another tab) starts the count within a second', async () => {
    const german = embeddedSite()
    const { open: openGerman } = await renderModal(german.client, { locale: 'de' })
    await openGerman({ view: { view: 'EmailLogin', step: 'otp', email: 'visitor@shop.example' } })
    expect(screen.getAllByRole('button', { name: 'Neuen Code senden' })).toHaveLength(1)
    await act(() => german.embedded.session().then((steps) => steps.connectEmail('visitor@shop.example')).then(() => undefined))
    act(() => german.platform.clock.advance(1000))
    expect(screen.getByRole('button', { name: 'Neuer Code in 29 Sekunden' })).toBeTruthy()
    act(() => german.platform.clock.advance(28_000))
    expect(screen.getByRole('button', { name: 'Neuer Code in 1 Sekunde' })).toBeTruthy()
  })
})

describe('social login in a messaging-app mini-app', () => {
  function miniAppSite(environment: { isAndroid?: boolean; isIos?: boolean }, options: { sessionStorageRefuses?: boolean } = {}) {
    const embedded = createMockEmbeddedSource({ accounts: { eip155: { address: EVM, chainId: 31337 } } })
    return createTestClient({
      features: { socials: ['google', 'x', 'github', 'facebook'] },
      plugins: [{ connectors: embedded, provides: ['email', 'socials'] }],
      platform: { environment: { isMiniApp: true, ...environment }, ...(options.sessionStorageRefuses ? { sessionStorage: createThrowingStorage() } : {}) },
    })
  }

  it('a login that cannot leave the page: back on Connect, and the toast says the page could not open (no word of pop-ups)', async () => {
    const { client, platform } = miniAppSite({}, { sessionStorageRefuses: true })
    const { open } = await renderModal(client)
    await open()
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with GitHub' }))
    await screen.findByText('The sign-in page could not be opened. Try again.')
    expect(screen.getByRole('dialog').dataset.view).toBe('Connect')
    expect(platform.navigation.assigned).toEqual([])
  })

  it('Connect leaves out the providers the mini-app hides on this system (facebook and x on Android)', async () => {
    const { client } = miniAppSite({ isAndroid: true })
    const { open } = await renderModal(client)
    await open()
    await screen.findByRole('button', { name: 'Continue with Google' })
    expect(screen.getByRole('button', { name: 'Continue with GitHub' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Continue with X' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull()
  })

  it('the social step says the page goes to the provider (no window opens), in English and German', async () => {
    const { client } = miniAppSite({ isIos: true })
    const { open } = await renderModal(client)
    await open({ view: { view: 'EmailLogin', step: 'social', provider: 'github' } })
    expect(screen.getByText('Opening GitHub…')).toBeTruthy()
    expect(screen.getByText('You come back to this page once you have signed in.')).toBeTruthy()
    expect(screen.queryByText('Continue in the GitHub window')).toBeNull()
  })

  it('in German', async () => {
    const { client } = miniAppSite({})
    const { open } = await renderModal(client, { locale: 'de' })
    await open({ view: { view: 'EmailLogin', step: 'social', provider: 'github' } })
    expect(screen.getByText('GitHub wird geöffnet…')).toBeTruthy()
    expect(screen.getByText('Nach der Anmeldung kommst du auf diese Seite zurück.')).toBeTruthy()
  })
})
