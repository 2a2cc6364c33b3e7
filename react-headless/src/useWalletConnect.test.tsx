import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { navigate, type WalletListing } from '@portico/core'
import { createMockPairingSource, testEvmMainnet, testSolana } from '@portico/core/testing'
import { setupPortico } from './testing/setupPortico.js'
import { useModal } from './useModal.js'
import { useWalletConnect } from './useWalletConnect.js'

const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const RAINBOW: WalletListing = { id: 'rainbow', name: 'Rainbow', mobile_link: 'rainbow://', app_store: 'https://apps.apple.com/app/rainbow' }

async function setup(environment: { isMobile?: boolean; isIos?: boolean } = {}) {
  const pairing = createMockPairingSource({ wallet: { eip155: { accounts: [EVM], chainId: 31337 } } })
  const test = await setupPortico({ networks: [testEvmMainnet, testSolana], plugins: [{ connectors: pairing }], platform: { environment } })
  return { ...test, pairing }
}

function useScreen() {
  return { pairing: useWalletConnect(), modal: useModal() }
}

describe('useWalletConnect', () => {
  it('makes the URI when it mounts (QR only), keeps it, and the wallet approving closes the modal', async () => {
    const { wrapper, pairing, client } = await setup()
    act(() => navigate(client, { route: { view: 'ConnectingWalletConnect' } }))
    const { result } = renderHook(useScreen, { wrapper })
    await waitFor(() => expect(result.current.pairing.status).toBe('ready'))
    expect(result.current.pairing.uri).toBe(pairing.wallet.proposalUri)
    expect(result.current.pairing.getQrCodeProps({ label: 'QR' })).toMatchObject({ role: 'img', 'aria-label': 'QR', 'data-part': 'qr-code' })
    expect(result.current.pairing.getOpenInAppProps()).toMatchObject({ href: undefined, 'aria-disabled': true })
    act(() => pairing.wallet.approve())
    await waitFor(() => expect(client.controllers.connection.getSnapshot().connections).toHaveLength(1))
  })

  it('with a catalogue wallet on a phone: an app link in the same click, recorded as linking; the store page', async () => {
    const { wrapper, client } = await setup({ isMobile: true, isIos: true })
    act(() => navigate(client, { route: { view: 'ConnectingWalletConnect', wallet: RAINBOW } }))
    const { result } = renderHook(useScreen, { wrapper })
    await waitFor(() => expect(result.current.pairing.status).toBe('ready'))
    const open = result.current.pairing.getOpenInAppProps()
    expect(open.href).toBe(`rainbow://wc?uri=${encodeURIComponent(result.current.pairing.uri!)}`)
    expect(open.target).toBe('_self')
    expect(result.current.pairing.getStoreLinkProps().href).toBe(RAINBOW.app_store)
    act(() => open.onClick({ preventDefault: () => undefined }))
    expect(result.current.pairing.linking).toEqual({ walletId: 'rainbow', name: 'Rainbow', kind: 'native' })
  })

  it('a hostile registry link is never offered as a link', async () => {
    const { wrapper, client } = await setup({ isMobile: true })
    act(() => navigate(client, { route: { view: 'ConnectingWalletConnect', wallet: { id: 'x', name: 'X', mobile_link: 'javascript:alert(1)' } } }))
    const { result } = renderHook(useScreen, { wrapper })
    await waitFor(() => expect(result.current.pairing.status).toBe('ready'))
    let prevented = false
    const open = result.current.pairing.getOpenInAppProps()
    expect(open).toMatchObject({ href: undefined, 'aria-disabled': true, 'data-state': 'refused' })
    act(() => open.onClick({ preventDefault: () => void (prevented = true) }))
    expect(prevented).toBe(true)
    expect(result.current.pairing.linking).toBeUndefined()
  })

  it('a rejection shows as rejected; retry makes a new URI', async () => {
    const { wrapper, pairing, client } = await setup()
    act(() => navigate(client, { route: { view: 'ConnectingWalletConnect' } }))
    const { result } = renderHook(useScreen, { wrapper })
    await waitFor(() => expect(result.current.pairing.status).toBe('ready'))
    const first = result.current.pairing.uri
    act(() => pairing.wallet.reject())
    await waitFor(() => expect(result.current.pairing.status).toBe('rejected'))
    act(() => result.current.pairing.getRetryButtonProps().onClick())
    await waitFor(() => expect(result.current.pairing.status).toBe('ready'))
    expect(result.current.pairing.uri).not.toBe(first)
  })
})
