// axe-core over every default view, in both themes, in jsdom. jsdom lays nothing out, so colour
// contrast is left to Chromium (playground/app/e2e/views.e2e.ts runs axe with it on) and to the
// palette's own test (theme/palette.test.ts).
import axe from 'axe-core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createDefaultSiwx, createMockEmbeddedSource, createTestClient, testEvmMainnet, testEvmSecond, testSolana } from '@portico/core/testing'

const EMBEDDED_ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
import { ALPHA, renderModal } from '../test/renderModal.js'

async function violations(
  root: Element | null = document.querySelector('[data-scope="modal"][data-part="root"]'),
): Promise<string[]> {
  if (!root) throw new Error('no modal root')
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  })
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  )
}

it('hears a violation (the check itself works in jsdom)', async () => {
  const planted = document.createElement('div')
  planted.innerHTML = '<button type="button"></button>'
  document.body.append(planted)
  try {
    expect((await violations(planted)).join('\n')).toMatch(/^button-name/)
  } finally {
    planted.remove()
  }
})

describe.each(['light', 'dark'] as const)('axe, %s theme', (themeMode) => {
  it('Connect, ConnectingExternal (waiting, rejected), Account, Networks (also with a disabled network), UnsupportedChain', async () => {
    const { client, adapter } = createTestClient({ themeMode, termsConditionsUrl: 'https://example.com/terms' })
    const { open, modal } = await renderModal(client)
    await open()
    expect(document.querySelector('[data-part="root"]')?.getAttribute('data-theme')).toBe(themeMode)
    expect(await violations(), 'Connect').toEqual([])

    adapter.script(ALPHA, { connect: 'hang' })
    fireEvent.click(screen.getByRole('button', { name: 'Connect with Alpha Wallet' }))
    expect(await violations(), 'ConnectingExternal waiting').toEqual([])
    // Closed while waiting: the connect is given up; the wallet's late answer (declined) changes nothing.
    act(() => {
      modal().close()
    })
    act(() => adapter.releaseHung('reject'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    adapter.script(ALPHA, { connect: 'reject' })
    await open()
    fireEvent.click(screen.getByRole('button', { name: 'Connect with Alpha Wallet' }))
    await waitFor(() => expect(document.querySelector('[data-part="connecting"]')?.getAttribute('data-state')).toBe('rejected'))
    expect(await violations(), 'ConnectingExternal rejected').toEqual([])

    adapter.script(ALPHA, { connect: 'approve' })
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(modal().isOpen).toBe(false))
    await open()
    await waitFor(() => expect(document.querySelector('[data-part="balance"]')).not.toBeNull())
    expect(await violations(), 'Account').toEqual([])

    fireEvent.click(screen.getByRole('button', { name: 'Networks' }))
    expect(await violations(), 'Networks').toEqual([])
    // The wallet approved only the active network: the other one is disabled.
    act(() => client.controllers.chains.setApprovedNetworks('eip155', ['eip155:31337'], false))
    await waitFor(() => expect(document.querySelector('[data-scope="networks"][aria-disabled="true"]')).not.toBeNull())
    expect(await violations(), 'Networks with a disabled network').toEqual([])

    await open({ view: { view: 'UnsupportedChain' } })
    expect(await violations(), 'UnsupportedChain').toEqual([])
  })

  it('Connect with “All wallets”, and ConnectWallets with results and with none', async () => {
    const wallets = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'].map((name) => ({
      id: `io.portico.${name.toLowerCase()}`,
      name: `${name} Wallet`,
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      chainId: 31337,
    }))
    const { client } = createTestClient({ themeMode, wallets })
    const { open } = await renderModal(client)
    await open()
    expect(await violations(), 'Connect with All wallets').toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'All wallets' }))
    await waitFor(() => expect(document.querySelector('[data-part="connect-wallets"]')).not.toBeNull())
    expect(await violations(), 'ConnectWallets').toEqual([])
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), { target: { value: 'none' } })
    expect(await violations(), 'ConnectWallets empty').toEqual([])
  })

  it('SwitchNetwork (waiting, rejected), SwitchActiveChain, and the alert, snackbar and loading state', async () => {
    const { client, adapter, platform } = createTestClient({ themeMode, networks: [testEvmMainnet, testEvmSecond, testSolana] })
    const { open, modal, connectWith } = await renderModal(client)
    await connectWith('Alpha Wallet')

    adapter.script(ALPHA, { switchNetwork: 'reject' })
    await open({ view: { view: 'SwitchNetwork', caipNetworkId: testEvmSecond.caipNetworkId } })
    expect(await violations(), 'SwitchNetwork waiting').toEqual([])
    await waitFor(() => expect(document.querySelector('[data-part="switch-network"]')?.getAttribute('data-state')).toBe('rejected'))
    expect(await violations(), 'SwitchNetwork rejected').toEqual([])

    await open({ view: { view: 'SwitchActiveChain', caipNetworkId: testSolana.caipNetworkId } })
    expect(await violations(), 'SwitchActiveChain').toEqual([])

    act(() => {
      client.controllers.alerts.show({ code: 'APKT009', message: 'Server Error', severity: 'error' })
      client.controllers.snackbar.show('Token Balance Unavailable', 'error')
      client.controllers.modal.setLoading(true)
    })
    expect(await violations(), 'alert, snackbar, loading').toEqual([])
    act(() => {
      platform.clock.advance(2500)
      modal().close()
    })
  })

  it('DataCapture (empty, refused), SIWXSignMessage (asking, signing, declined)', async () => {
    const { client, adapter } = createTestClient({ themeMode, siwx: createDefaultSiwx({ required: true }), features: { emailCapture: true } })
    const { open } = await renderModal(client)
    await open()
    fireEvent.click(screen.getByRole('button', { name: 'Connect with Alpha Wallet' }))
    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('DataCapture'))
    expect(await violations(), 'DataCapture').toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await violations(), 'DataCapture refused').toEqual([])
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'visitor@shop.example' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('SIWXSignMessage'))
    expect(await violations(), 'SIWXSignMessage').toEqual([])

    adapter.script(ALPHA, { signMessage: 'hang' })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(document.querySelector('[data-part="siwx-sign-message"]')?.getAttribute('data-state')).toBe('signing'))
    expect(await violations(), 'SIWXSignMessage signing').toEqual([])
    act(() => adapter.releaseHung('reject'))
    await waitFor(() => expect(screen.getByText('Signature declined in the wallet')).toBeTruthy())
    expect(await violations(), 'SIWXSignMessage declined').toEqual([])
  })
  it('the embedded wallet: Connect with the e-mail field and social buttons, EmailLogin (code, device, social), ApproveTransaction', async () => {
    const embedded = createMockEmbeddedSource({ accounts: { eip155: { address: EMBEDDED_ADDRESS, chainId: testEvmMainnet.id } } })
    const { client } = createTestClient({ themeMode, features: { socials: ['google', 'github'] }, plugins: [{ connectors: embedded, provides: ['email', 'socials'] }] })
    const { open } = await renderModal(client)
    await open()
    await screen.findByLabelText('E-mail address')
    expect(await violations(), 'Connect with e-mail and socials').toEqual([])
    await open({ view: { view: 'EmailLogin', step: 'otp', email: 'visitor@shop.example' } })
    expect(await violations(), 'EmailLogin code').toEqual([])
    await open({ view: { view: 'EmailLogin', step: 'device', email: 'visitor@shop.example' } })
    expect(await violations(), 'EmailLogin device').toEqual([])
    await open({ view: { view: 'EmailLogin', step: 'social', provider: 'github' } })
    expect(await violations(), 'EmailLogin social').toEqual([])
    await open({ view: { view: 'ApproveTransaction' } })
    expect(await violations(), 'ApproveTransaction').toEqual([])
    await open({ view: { view: 'UpdateEmailWallet' } })
    fireEvent.change(screen.getByLabelText('New e-mail address'), { target: { value: 'new@' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByText('Please enter a valid email address')
    expect(await violations(), 'UpdateEmailWallet refused').toEqual([])
    await open({ view: { view: 'UpdateEmailWallet', step: 'primary', email: 'new@shop.example' } })
    expect(await violations(), 'UpdateEmailWallet primary').toEqual([])
    await open({ view: { view: 'UpdateEmailWallet', step: 'secondary', email: 'new@shop.example' } })
    expect(await violations(), 'UpdateEmailWallet secondary').toEqual([])
    await open({ view: { view: 'ConnectingFarcaster' } })
    expect(await violations(), 'ConnectingFarcaster preparing').toEqual([])
    await open({ view: { view: 'ConnectingFarcaster', uri: 'https://secure.portico.test/farcaster?channel=1' } })
    expect(await violations(), 'ConnectingFarcaster').toEqual([])
  })
})
