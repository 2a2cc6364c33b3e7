import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createMockPairingSource, createTestClient, testEvmMainnet } from '@portico/core/testing'
import { phoneViewport } from '../../test/phoneViewport.js'
import { renderModal } from '../../test/renderModal.js'

const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

async function openPairing(options: { wallet?: Record<string, unknown>; environment?: { isMobile?: boolean; isIos?: boolean }; locale?: string } = {}) {
  const pairing = createMockPairingSource({ wallet: { eip155: { accounts: [EVM], chainId: 31337 } } })
  const test = createTestClient({ networks: [testEvmMainnet], plugins: [{ connectors: pairing }], platform: { environment: options.environment ?? {} } })
  const rendered = await renderModal(test.client, options.locale ? ({ locale: options.locale } as never) : {})
  await rendered.open({ view: { view: 'ConnectingWalletConnect', ...(options.wallet ? { wallet: options.wallet as never } : {}) } })
  return { ...test, ...rendered, pairing }
}

const root = () => document.querySelector('[data-scope="pairing"][data-part="root"]') as HTMLElement

describe('ConnectingWalletConnectView', () => {
  it('shows the pairing URI as a QR code with copy, and the wallet approving closes the modal', async () => {
    const { pairing, modal } = await openPairing()
    await waitFor(() => expect(root().dataset.state).toBe('ready'))
    const qr = screen.getByRole('img', { name: 'QR code to scan with your phone wallet' })
    expect(qr.tagName.toLowerCase()).toBe('svg')
    expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100)
    expect(screen.getByText('Scan with your phone')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy link to connect' })).toBeTruthy()
    expect(screen.getByText(/A new code appears in 3:5\d/)).toBeTruthy()
    // A desktop shows the code at once: nothing to unfold.
    expect(screen.queryByRole('button', { name: 'Show QR code' })).toBeNull()
    act(() => pairing.wallet.approve())
    await waitFor(() => expect(modal().isOpen).toBe(false))
  })

  it('copying the link: the button reads Link copied, a live region says so, and both end after 2 s on the platform clock', async () => {
    const written: string[] = []
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void written.push(text) } })
    const { platform, pairing } = await openPairing()
    await waitFor(() => expect(root().dataset.state).toBe('ready'))
    fireEvent.click(screen.getByRole('button', { name: 'Copy link to connect' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Link copied' }).textContent).toBe('Link copied'))
    expect(written).toEqual([pairing.wallet.proposalUri])
    const live = document.querySelector('[data-scope="pairing"][data-part="copy-status"]')
    expect(live?.getAttribute('role')).toBe('status')
    expect(live?.textContent).toBe('Link copied')
    act(() => platform.clock.advance(2000))
    expect(screen.getByRole('button', { name: 'Copy link to connect' }).textContent).toBe('Copy link')
    expect(live?.textContent).toBe('')
  })

  it('for a catalogue wallet on a phone: its name, an Open link to the app scheme, and its store page', async () => {
    await openPairing({
      wallet: { id: 'rainbow', name: 'Rainbow', mobile_link: 'rainbow://', app_store: 'https://apps.apple.com/app/rainbow' },
      environment: { isMobile: true, isIos: true },
    })
    await waitFor(() => expect(root().dataset.state).toBe('ready'))
    expect(screen.getByText('Continue in Rainbow')).toBeTruthy()
    const open = screen.getByRole('link', { name: 'Open Rainbow' })
    expect(open.getAttribute('href')).toMatch(/^rainbow:\/\/wc\?uri=mockpair/)
    expect(screen.getByRole('link', { name: "Don't have Rainbow? Get it" }).getAttribute('href')).toBe('https://apps.apple.com/app/rainbow')
  })

  it('a catalogue wallet whose link is unsafe gets no link, a notice, and the QR code', async () => {
    await openPairing({ wallet: { id: 'x', name: 'Evil', mobile_link: 'javascript:alert(1)' }, environment: { isMobile: true } })
    await waitFor(() => expect(root().dataset.state).toBe('ready'))
    expect(screen.queryByRole('link', { name: 'Open Evil' })).toBeNull()
    expect(screen.getByRole('alert').textContent).toMatch(/not safe/)
    expect(screen.getByRole('img', { name: /QR code/ })).toBeTruthy()
  })

  it('after a rejection: Try again makes a new code', async () => {
    const { pairing } = await openPairing()
    await waitFor(() => expect(root().dataset.state).toBe('ready'))
    const first = pairing.wallet.proposalUri
    act(() => pairing.wallet.reject())
    await waitFor(() => expect(root().dataset.state).toBe('rejected'))
    expect(screen.getByText('Connection rejected')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(root().dataset.state).toBe('ready'))
    expect(pairing.wallet.proposalUri).not.toBe(first)
  })

  it('on a phone, the wallet’s Open link is the first action and the QR code is folded behind Show QR code', async () => {
    phoneViewport()
    await openPairing({
      wallet: { id: 'rainbow', name: 'Rainbow', mobile_link: 'rainbow://', app_store: 'https://apps.apple.com/app/rainbow' },
      environment: { isMobile: true, isIos: true },
    })
    await waitFor(() => expect(root().dataset.state).toBe('ready'))
    const open = screen.getByRole('link', { name: 'Open Rainbow' })
    const toggle = screen.getByRole('button', { name: 'Show QR code' })
    // The app link comes first (primary), the folded code after it, hidden from every reader.
    expect(open.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.queryByRole('img', { name: 'QR code to scan with your phone wallet' })).toBeNull()
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const qr = screen.getByRole('img', { name: 'QR code to scan with your phone wallet' })
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.contains(qr)).toBe(true)
    expect(toggle.textContent).toBe('Hide QR code')
  })

  it('on a phone with no wallet picked: copy the link first, the QR code folded, and no “scan with your phone”', async () => {
    phoneViewport()
    await openPairing({ environment: { isMobile: true }, locale: 'de' })
    await waitFor(() => expect(root().dataset.state).toBe('ready'))
    expect(screen.getByText('Verbinde deine Wallet-App')).toBeTruthy()
    expect(screen.queryByText('Mit dem Handy scannen')).toBeNull()
    const copy = screen.getByRole('button', { name: 'Link kopieren zum Verbinden' })
    const toggle = screen.getByRole('button', { name: 'QR-Code zeigen' })
    expect(copy.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.queryByRole('img', { name: /QR-Code/ })).toBeNull()
  })
})
