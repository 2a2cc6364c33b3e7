import { describe, expect, it } from 'vitest'
import { getEmbeddedWallet } from '../actions/embeddedLogin.js'
import { SocialConnectionFailedError } from '../embeddedLoginErrors.js'
import { createMockEmbeddedSource } from '../../../testing/createMockEmbeddedSource.js'
import { createTestClient } from '../../../testing/createTestClient.js'
import { goBack } from '../../modal/flows/goBack.js'
import { openModal } from '../../modal/flows/openModal.js'
import { socialLoginFlow } from './socialLoginFlow.js'

const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

async function setup() {
  const embedded = createMockEmbeddedSource({ accounts: { eip155: { address: EVM, chainId: 31337 } } })
  const test = createTestClient({ plugins: [{ connectors: embedded, provides: ['email', 'socials'] }] })
  await test.client.ready
  openModal(test.client)
  return { ...test, embedded }
}
const flush = async () => {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve()
}

describe('a social-login popup the browser blocks (issue 26)', () => {
  it('shows the social step saying so, and its fresh click opens the popup: the wait takes its place, and the login completes', async () => {
    const { client, platform, embedded } = await setup()
    const { router, modal } = client.controllers
    platform.popup.setBlocked(true)
    await expect(socialLoginFlow(client, { provider: 'github' })).rejects.toBeInstanceOf(SocialConnectionFailedError)
    // Not silent: the modal says the popup was blocked, for that provider.
    expect(router.getSnapshot().history).toEqual([{ view: 'Connect' }, { view: 'EmailLogin', step: 'social', provider: 'github', popup: 'blocked' }])

    // Blocked again: the step stays (no second entry), and the modal shakes.
    await expect(socialLoginFlow(client, { provider: 'github' })).rejects.toBeInstanceOf(SocialConnectionFailedError)
    expect(router.getSnapshot().history).toHaveLength(2)
    expect(modal.getSnapshot().shake).toBe(true)

    // The visitor's fresh click gets through.
    platform.popup.setBlocked(false)
    const flow = socialLoginFlow(client, { provider: 'github' })
    expect(router.getSnapshot().history).toEqual([{ view: 'Connect' }, { view: 'EmailLogin', step: 'social', provider: 'github' }])
    await flush()
    const popup = platform.popup.opened.at(-1)?.handle
    expect(popup?.urls.at(-1)).toBe(`${embedded.login.origin}/social?provider=github`)
    await platform.messaging.deliver({ data: { resultUri: `${embedded.login.origin}/social/done?code=1` }, origin: embedded.login.origin, source: popup?.window })
    await expect(flow).resolves.toMatchObject({ connectorId: 'mock-embedded' })
    expect(getEmbeddedWallet(client).isConnected).toBe(true)
  })

  it('another provider blocked in turn takes the blocked step’s place; Back leads to where the provider was chosen', async () => {
    const { client, platform } = await setup()
    const { router } = client.controllers
    platform.popup.setBlocked(true)
    await socialLoginFlow(client, { provider: 'github' }).catch(() => undefined)
    await socialLoginFlow(client, { provider: 'google' }).catch(() => undefined)
    expect(router.getSnapshot().history).toEqual([{ view: 'Connect' }, { view: 'EmailLogin', step: 'social', provider: 'google', popup: 'blocked' }])
    goBack(client)
    expect(router.getSnapshot().history).toEqual([{ view: 'Connect' }])
  })

  it('a popup that opens and then fails goes back to Connect, not to the blocked step', async () => {
    const { client, platform } = await setup()
    platform.popup.setBlocked(true)
    await socialLoginFlow(client, { provider: 'x' }).catch(() => undefined)
    platform.popup.setBlocked(false)
    const flow = socialLoginFlow(client, { provider: 'x' })
    const rejected = expect(flow).rejects.toThrow('Popup closed')
    await flush()
    platform.popup.opened.at(-1)?.handle?.userClose()
    await platform.clock.advanceAsync(1000)
    await rejected
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'Connect' }])
  })
})
