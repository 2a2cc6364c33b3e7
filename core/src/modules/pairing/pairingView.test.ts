import { describe, expect, it } from 'vitest'
import { openModal } from '../modal/flows/openModal.js'
import { createMockPairingSource } from '../../testing/createMockPairingSource.js'
import { createTestClient } from '../../testing/createTestClient.js'
import { testEvmMainnet } from '../../testing/testNetworks.js'
import type { WalletListing } from '../../kernel/types/walletListing.js'
import { startPairing } from './flows/pairingFlow.js'
import { pairingLinks, pairingParts, pairingSecondsLeft, pairingView, pairingWalletOf } from './pairingView.js'

const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const RAINBOW: WalletListing = { id: 'rainbow-id', name: 'Rainbow', mobile_link: 'rainbow://', app_store: 'https://apps.apple.com/app/rainbow' }

function pairingClient(environment: { isMobile?: boolean } = {}) {
  const pairing = createMockPairingSource({ wallet: { eip155: { accounts: [EVM], chainId: 31337 } } })
  const test = createTestClient({ networks: [testEvmMainnet], plugins: [{ connectors: pairing }], platform: { environment }, logLevel: 'warn' })
  return { ...test, pairing }
}

type Client = ReturnType<typeof createTestClient>['client']
const viewOf = (client: Client) =>
  pairingView(client, client.controllers.connection.getSnapshot(), pairingWalletOf(client.controllers.router.getSnapshot()))

describe('the pairing view model (what useWalletConnect binds)', () => {
  it('is unavailable on a site with no pairing connector', async () => {
    const { client } = createTestClient()
    await client.ready
    expect(viewOf(client)).toMatchObject({ status: 'unavailable', uri: undefined, error: undefined })
  })

  it('goes from buffering to ready with the URI and its expiry, then to rejected when the wallet declines', async () => {
    const { client, pairing, platform } = pairingClient()
    await client.ready
    expect(viewOf(client).status).toBe('buffering')
    startPairing(client)
    await expect.poll(() => viewOf(client).status).toBe('ready')
    const ready = viewOf(client)
    expect(ready.uri).toEqual(client.controllers.connection.getSnapshot().pairing?.uri)
    expect(ready.uri).toBeTruthy()
    expect(ready.expiresAt).toBe(platform.clock.now() + 240_000)
    pairing.wallet.reject()
    await expect.poll(() => viewOf(client).status).toBe('rejected')
    expect(viewOf(client).error).toMatchObject({ code: expect.anything() })
  })

  it('counts whole seconds to the refresh, 10 s before the expiry, never below zero', () => {
    expect(pairingSecondsLeft(undefined, 0)).toBeUndefined()
    expect(pairingSecondsLeft(240_000, 0)).toBe(230)
    expect(pairingSecondsLeft(240_000, 229_001)).toBe(0)
    expect(pairingSecondsLeft(240_000, 239_000)).toBe(0)
  })

  it("reads the picked wallet from the route, and its parts carry the anatomy, the link and the store page", async () => {
    const { client } = pairingClient({ isMobile: true })
    await client.ready
    openModal(client, { view: { view: 'ConnectingWalletConnect', wallet: RAINBOW } })
    startPairing(client, { wallet: RAINBOW })
    await expect.poll(() => viewOf(client).status).toBe('ready')
    const view = viewOf(client)
    expect(view.wallet).toBe(RAINBOW)
    const { link, store } = pairingLinks(client, view.wallet)
    expect(link).toMatchObject({ ok: true })
    let copies = 0
    let retries = 0
    const parts = pairingParts(client, view, { link, store, copied: true, copy: () => copies++, retry: () => retries++ })
    expect(parts.getQrCodeProps({ label: 'QR code' })).toEqual({ role: 'img', 'aria-label': 'QR code', 'data-scope': 'pairing', 'data-part': 'qr-code', 'data-state': 'ready' })
    expect(parts.getCopyButtonProps({ label: 'Copy link' })).toMatchObject({ disabled: false, 'data-state': 'copied' })
    expect(parts.getOpenInAppProps()).toMatchObject({ href: expect.stringMatching(/^rainbow:\/\//), 'aria-disabled': false, 'data-state': 'ready' })
    expect(parts.getStoreLinkProps()).toMatchObject({ href: store?.href, target: '_blank', rel: 'noopener noreferrer', 'data-part': 'store-link' })
    parts.getCopyButtonProps({ label: 'Copy link' }).onClick()
    parts.getRetryButtonProps().onClick()
    expect([copies, retries]).toEqual([1, 1])
  })

  it('keeps the open-in-app link inert while no URI is shown', async () => {
    const { client } = pairingClient()
    await client.ready
    const view = viewOf(client)
    const parts = pairingParts(client, { ...view, wallet: RAINBOW }, { link: undefined, store: undefined, copied: false, copy: () => {}, retry: () => {} })
    let prevented = false
    const props = parts.getOpenInAppProps()
    props.onClick({ preventDefault: () => (prevented = true) })
    expect(props).toMatchObject({ href: undefined, 'aria-disabled': true, 'data-state': 'waiting' })
    expect(prevented).toBe(true)
    expect(parts.getCopyButtonProps({ label: 'Copy link' }).disabled).toBe(true)
  })
})
