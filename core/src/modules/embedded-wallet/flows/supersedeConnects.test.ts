import { describe, expect, it } from 'vitest'
import { getEmbeddedWallet } from '../actions/embeddedLogin.js'
import { ConnectionRejectedError } from '../../../kernel/errors/connectionErrors.js'
import { ConnectSupersededError } from '../../../kernel/errors/ConnectSupersededError.js'
import { createMockEmbeddedSource } from '../../../testing/createMockEmbeddedSource.js'
import { createTestClient } from '../../../testing/createTestClient.js'
import { connectFlow } from '../../connection/flows/connectFlow.js'
import { goBack } from '../../modal/flows/goBack.js'
import { openModal } from '../../modal/flows/openModal.js'
import { emailLoginFlow } from './emailLoginFlow.js'
import { farcasterLoginFlow } from './farcasterLoginFlow.js'
import { socialLoginFlow } from './socialLoginFlow.js'

const ALPHA = 'io.portico.alpha'
const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

/** Waits one real macrotask, so every pending promise callback (a wallet's late answer) has run. */
const nextMacrotask = () =>
  new Promise<void>((resolve) => (globalThis as unknown as { setTimeout(callback: () => void, ms: number): unknown }).setTimeout(resolve, 0))

/** A site with the embedded wallet, where Alpha Wallet holds the connect request and the visitor went back from it. */
async function alphaLeftWaiting() {
  const embedded = createMockEmbeddedSource({ accounts: { eip155: { address: EVM, chainId: 31337 } } })
  const test = createTestClient({ plugins: [{ connectors: embedded, provides: ['email', 'socials'] }] })
  await test.client.ready
  openModal(test.client)
  test.adapter.script(ALPHA, { connect: 'hang' })
  const alpha = connectFlow(test.client, { connectorId: ALPHA })
  const superseded = expect(alpha).rejects.toBeInstanceOf(ConnectSupersededError)
  goBack(test.client)
  const connectorIds = () => test.client.controllers.connection.getSnapshot().connections.map((entry) => entry.connectorId)
  return { ...test, embedded, superseded, connectorIds }
}

describe('a wallet left waiting, then the embedded wallet chosen (issue 26)', () => {
  it('a social login supersedes it: the wallet’s late approval is dropped, and the social login connects', async () => {
    const { client, platform, adapter, embedded, superseded, connectorIds } = await alphaLeftWaiting()
    const flow = socialLoginFlow(client, { provider: 'github' })
    await superseded
    adapter.releaseHung('approve')
    await nextMacrotask()
    expect(connectorIds()).toEqual([])
    expect(adapter.calls.filter((call) => call.method === 'disconnect').map((call) => call.walletId)).toEqual([ALPHA])
    // Still on the social step: the late approval closed nothing.
    expect(client.controllers.modal.getSnapshot().open).toBe(true)

    const popup = platform.popup.opened.at(-1)?.handle
    await expect.poll(() => popup?.urls.length).toBe(2)
    await platform.messaging.deliver({ data: { resultUri: `${embedded.login.origin}/social/done?code=1` }, origin: embedded.login.origin, source: popup?.window })
    await expect(flow).resolves.toMatchObject({ connectorId: 'mock-embedded' })
    expect(connectorIds()).toEqual(['mock-embedded'])
  })

  it('an e-mail login and a Farcaster login supersede it too', async () => {
    const email = await alphaLeftWaiting()
    await emailLoginFlow(email.client, { email: 'visitor@shop.example' })
    await email.superseded

    const farcaster = await alphaLeftWaiting()
    farcaster.embedded.login.farcaster = 'hang'
    const flow = farcasterLoginFlow(farcaster.client).catch(() => undefined)
    await farcaster.superseded
    farcaster.adapter.releaseHung('approve')
    await nextMacrotask()
    expect(farcaster.connectorIds()).toEqual([])
    goBack(farcaster.client)
    await flow
  })
})

describe('leaving the social step', () => {
  it("gives the login up ('Connection rejected'), closes the popup, and a result posted later logs nobody in", async () => {
    const embedded = createMockEmbeddedSource({ accounts: { eip155: { address: EVM, chainId: 31337 } } })
    const { client, platform } = createTestClient({ plugins: [{ connectors: embedded, provides: ['email', 'socials'] }] })
    await client.ready
    openModal(client)
    const flow = socialLoginFlow(client, { provider: 'github' })
    const popup = platform.popup.opened.at(-1)?.handle
    await expect.poll(() => popup?.urls.length).toBe(2)
    const rejected = expect(flow).rejects.toBeInstanceOf(ConnectionRejectedError)
    goBack(client)
    await rejected
    expect(popup?.closed).toBe(true)
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'Connect' }])

    await platform.messaging.deliver({ data: { resultUri: `${embedded.login.origin}/social/done?code=1` }, origin: embedded.login.origin, source: popup?.window })
    await nextMacrotask()
    expect(embedded.login.calls.some((call) => call.startsWith('connectSocial'))).toBe(false)
    expect(getEmbeddedWallet(client).isConnected).toBe(false)
  })
})
