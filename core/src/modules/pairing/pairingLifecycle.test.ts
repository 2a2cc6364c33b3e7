import { describe, expect, it } from 'vitest'
import { connect } from '../connection/actions/connect.js'
import { openModal } from '../modal/flows/openModal.js'
import { isPairingPending, pairingLinkFor, retryPairing, startPairing } from './flows/pairingFlow.js'
import { createMockPairingSource } from '../../testing/createMockPairingSource.js'
import { createTestClient } from '../../testing/createTestClient.js'
import { testEvmMainnet, testSolana } from '../../testing/testNetworks.js'
import type { WalletListing } from '../../kernel/types/walletListing.js'
import type { ConnectorSource } from '../../kernel/plugins/connectorSource.js'
import { isPairingExpired } from './pairingTiming.js'

const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const RAINBOW: WalletListing = {
  id: 'rainbow-id',
  name: 'Rainbow',
  mobile_link: 'rainbow://',
  webapp_link: 'https://web.rainbow.example',
  app_store: 'https://apps.apple.com/app/rainbow',
  play_store: 'https://play.google.com/store/apps/details?id=me.rainbow',
}

function pairingClient(environment: { isMobile?: boolean; isIos?: boolean } = {}) {
  const pairing = createMockPairingSource({ wallet: { eip155: { accounts: [EVM], chainId: 31337 }, solana: { accounts: [SOL], chainId: testSolana.id } } })
  const test = createTestClient({ networks: [testEvmMainnet, testSolana], plugins: [{ connectors: pairing }], platform: { environment }, logLevel: 'warn' })
  return { ...test, pairing }
}

describe('the pairing URI lifecycle (SPEC.md section 4: 4 minutes, expired 10 s before)', () => {
  it('counts a URI as expired within the last 10 s of its 4 minutes', () => {
    expect(isPairingExpired(240_000, 229_999)).toBe(false)
    expect(isPairingExpired(240_000, 230_000)).toBe(true)
  })

  it('gives a URI at most 4 minutes, whatever longer life its source claims', async () => {
    const pairing = createMockPairingSource({ wallet: { eip155: { accounts: [EVM], chainId: 31337 } } })
    // The same source, but announcing its URIs as living 10 minutes.
    const claimsTenMinutes: ConnectorSource = {
      ...pairing,
      setup: (context) => pairing.setup!({ ...context, emit: (event) => context.emit(event.type === 'displayUri' ? { ...event, expiresAt: context.platform.clock.now() + 600_000 } : event) }),
    }
    const { client, platform } = createTestClient({ networks: [testEvmMainnet], plugins: [{ connectors: claimsTenMinutes }] })
    await client.ready
    void connect(client, { connectorId: 'mock-pairing' }).catch(() => undefined)
    expect(client.controllers.connection.getSnapshot().pairing?.expiresAt).toBe(platform.clock.now() + 240_000)
    client.destroy()
  })

  it('refreshes the URI 10 s before it expires, within the same connect, and the wallet can answer the new one', async () => {
    const { client, pairing, platform } = pairingClient()
    await client.ready
    const pending = connect(client, { connectorId: 'mock-pairing' })
    const first = client.controllers.connection.getSnapshot().pairing
    expect(first?.expiresAt).toBe(platform.clock.now() + 240_000)

    await platform.clock.advanceAsync(229_999)
    expect(client.controllers.connection.getSnapshot().pairing?.uri).toBe(first?.uri)
    await platform.clock.advanceAsync(1)
    const second = client.controllers.connection.getSnapshot().pairing
    expect(second?.uri).toBeDefined()
    expect(second?.uri).not.toBe(first?.uri)
    expect(pairing.withdrawn).toBe(1)
    expect(second?.expiresAt).toBe(platform.clock.now() + 240_000)
    expect(isPairingPending(client)).toBe(true)

    // Refreshed again and again while nobody answers; never expires in front of the visitor.
    await platform.clock.advanceAsync(3 * 230_000)
    expect(pairing.withdrawn).toBe(4)
    const shown = client.controllers.connection.getSnapshot().pairing
    expect(isPairingExpired(shown!.expiresAt, platform.clock.now())).toBe(false)

    pairing.wallet.approve()
    const result = await pending
    expect(Object.keys(result.namespaces).sort()).toEqual(['eip155', 'solana'])
    expect(client.controllers.connection.getSnapshot().pairing).toBeUndefined()
  })

  it('the URI is ready before the visitor taps: startPairing makes it once, a second call keeps it', async () => {
    const { client } = pairingClient()
    await client.ready
    startPairing(client)
    const uri = client.controllers.connection.getSnapshot().pairing?.uri
    expect(uri).toMatch(/^mockpair:/)
    startPairing(client, { wallet: RAINBOW })
    expect(client.controllers.connection.getSnapshot().pairing?.uri).toBe(uri)
    expect(client.controllers.connection.getSnapshot().pairingWallet).toBe(RAINBOW)
  })

  it('a retry withdraws the pending proposal and shows a new URI', async () => {
    const { client, pairing } = pairingClient()
    await client.ready
    startPairing(client)
    const uri = client.controllers.connection.getSnapshot().pairing?.uri
    retryPairing(client)
    await Promise.resolve()
    expect(pairing.withdrawn).toBe(1)
    expect(client.controllers.connection.getSnapshot().pairing?.uri).not.toBe(uri)
  })

  it('a rejection in the wallet ends the pairing with a rejected lastConnect (wcError), retry makes a new URI', async () => {
    const { client, pairing, platform } = pairingClient()
    await client.ready
    openModal(client)
    startPairing(client)
    pairing.wallet.reject()
    await platform.clock.advanceAsync(0)
    expect(client.controllers.connection.getSnapshot().lastConnect).toMatchObject({ connectorId: 'mock-pairing', status: 'error', rejected: true })
    expect(isPairingPending(client)).toBe(false)
    retryPairing(client)
    expect(client.controllers.connection.getSnapshot().pairing?.uri).toMatch(/^mockpair:/)
    expect(client.controllers.connection.getSnapshot().lastConnect).toBeUndefined()
  })

  it('records the picked catalogue wallet as recent (at most 2 kept), through storage', async () => {
    const { client, pairing, reload, platform } = pairingClient()
    await client.ready
    openModal(client)
    startPairing(client, { wallet: RAINBOW })
    pairing.wallet.approve()
    await platform.clock.advanceAsync(0)
    expect(client.controllers.connection.getSnapshot().recentWallets[0]).toEqual({ id: 'rainbow-id', name: 'Rainbow' })
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
    const again = reload()
    await again.client.ready
    expect(again.client.controllers.connection.getSnapshot().recentWallets[0]).toEqual({ id: 'rainbow-id', name: 'Rainbow' })
    expect(again.client.controllers.connection.getSnapshot().recentWallets.length).toBeLessThanOrEqual(2)
  })

  it('the pairing URI never reaches the analytics of a connect (it is protected)', async () => {
    const { client, pairing } = pairingClient()
    await client.ready
    startPairing(client)
    const uri = client.controllers.connection.getSnapshot().pairing!.uri
    expect(client.services.privateValues().flat()).toContain(uri)
    pairing.wallet.approve()
  })
})

describe('opening the wallet app with the URI', () => {
  it('on a phone: the app scheme link, in the same call (no await), recorded as wcLinking; the store page beside it', async () => {
    const { client } = pairingClient({ isMobile: true, isIos: true })
    await client.ready
    startPairing(client, { wallet: RAINBOW })
    const uri = client.controllers.connection.getSnapshot().pairing!.uri
    const { link, store } = pairingLinkFor(client, { wallet: RAINBOW, open: true })
    expect(link).toEqual({ ok: true, kind: 'native', target: 'mobile', href: `rainbow://wc?uri=${encodeURIComponent(uri)}` })
    expect(store).toEqual({ href: RAINBOW.app_store, store: 'app_store' })
    expect(client.controllers.connection.getSnapshot().linking).toEqual({ walletId: 'rainbow-id', name: 'Rainbow', kind: 'native' })
  })

  it('on a desktop without a desktop app: the web app; no URI yet: no link', async () => {
    const { client } = pairingClient()
    await client.ready
    expect(pairingLinkFor(client, { wallet: RAINBOW }).link).toBeUndefined()
    startPairing(client, { wallet: RAINBOW })
    expect(pairingLinkFor(client, { wallet: RAINBOW }).link).toMatchObject({ ok: true, kind: 'universal', target: 'web' })
  })

  it('an unsafe registry link is refused, reported and never recorded as opened', async () => {
    const { client } = pairingClient({ isMobile: true })
    await client.ready
    startPairing(client)
    const evil = { id: 'evil', name: 'Evil', mobile_link: 'javascript:alert(document.cookie)//' }
    const { link } = pairingLinkFor(client, { wallet: evil, open: true })
    expect(link).toMatchObject({ ok: false, reason: 'unsafe' })
    expect(client.controllers.connection.getSnapshot().linking).toBeUndefined()
    expect(client.logger.getLogs().some((entry) => /Refused to open the mobile link of Evil/.test(entry.message))).toBe(true)
  })
})
