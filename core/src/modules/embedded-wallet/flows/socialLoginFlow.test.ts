import { describe, expect, it } from 'vitest'
import { getEmbeddedWallet } from '../actions/embeddedLogin.js'
import { ModalClosedError } from '../../../kernel/errors/connectionErrors.js'
import { PopupClosedError, SocialConnectionFailedError } from '../embeddedLoginErrors.js'
import { createMockEmbeddedSource } from '../../../testing/createMockEmbeddedSource.js'
import { createTestClient } from '../../../testing/createTestClient.js'
import { closeModal } from '../../modal/flows/closeModal.js'
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

describe('socialLoginFlow (SPEC.md sections 2, 4 and 9)', () => {
  it('opens a 600 by 800 popup at once under a unique name, takes the result only from the secure origin, and connects', async () => {
    const { client, platform, embedded } = await setup()
    const flow = socialLoginFlow(client, { provider: 'github' })
    // Opened before anything awaited: still inside the click.
    expect(platform.popup.opened).toHaveLength(1)
    const [opened] = platform.popup.opened
    expect(opened?.features).toMatchObject({ width: 600, height: 800 })
    expect(opened?.features.name).toMatch(/^portico-social-.{16,}$/)
    expect(client.controllers.router.getSnapshot().history.at(-1)).toEqual({ view: 'EmailLogin', step: 'social', provider: 'github' })
    await flush()
    expect(opened?.handle?.urls).toEqual(['about:blank', `${embedded.login.origin}/social?provider=github`])

    // Forged results: another origin, a malformed message, a non-web address.
    await platform.messaging.deliver({ data: { resultUri: 'https://evil.example/done' }, origin: 'https://evil.example', source: null })
    await platform.messaging.deliver({ data: { resultUri: 42 }, origin: embedded.login.origin, source: null })
    await platform.messaging.deliver({ data: { resultUri: 'javascript:alert(1)' }, origin: embedded.login.origin, source: null })
    expect(embedded.login.calls.some((call) => call.startsWith('connectSocial'))).toBe(false)

    await platform.messaging.deliver({ data: { resultUri: `${embedded.login.origin}/social/done?code=1` }, origin: embedded.login.origin, source: opened?.handle?.window })
    await expect(flow).resolves.toMatchObject({ connectorId: 'mock-embedded' })
    expect(embedded.login.calls).toContain(`connectSocial:${embedded.login.origin}/social/done?code=1`)
    expect(opened?.handle?.closed).toBe(true)
    expect(getEmbeddedWallet(client).isConnected).toBe(true)
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
  })

  it('takes the result only from the popup it opened: another window of the secure origin cannot log the visitor in with its own account', async () => {
    const { client, platform, embedded } = await setup()
    const flow = socialLoginFlow(client, { provider: 'github' })
    await flush()
    const popup = platform.popup.opened[0]?.handle
    const forged = { data: { resultUri: `${embedded.login.origin}/social/done?code=attacker` }, origin: embedded.login.origin }
    // Another tab or frame of the secure site, a window we never opened, no window at all.
    for (const source of [{ otherTab: true }, null, undefined, embedded.login.origin]) {
      await platform.messaging.deliver({ ...forged, source })
    }
    // A second popup the page opened (another flow) is not this flow's either.
    const other = platform.popup.open('about:blank', { width: 1, height: 1 })
    await platform.messaging.deliver({ ...forged, source: other?.window })
    await flush()
    expect(embedded.login.calls.some((call) => call.startsWith('connectSocial'))).toBe(false)
    expect(getEmbeddedWallet(client).isConnected).toBe(false)

    await platform.messaging.deliver({ data: { resultUri: `${embedded.login.origin}/social/done?code=visitor` }, origin: embedded.login.origin, source: popup?.window })
    await expect(flow).resolves.toMatchObject({ connectorId: 'mock-embedded' })
    expect(embedded.login.calls.filter((call) => call.startsWith('connectSocial'))).toEqual([`connectSocial:${embedded.login.origin}/social/done?code=visitor`])
  })

  it("a popup the visitor closes is noticed within a second: 'Popup closed'", async () => {
    const { client, platform } = await setup()
    const flow = socialLoginFlow(client, { provider: 'google' })
    const rejected = expect(flow).rejects.toBeInstanceOf(PopupClosedError)
    await flush()
    platform.popup.opened[0]?.handle?.userClose()
    await platform.clock.advanceAsync(999)
    await platform.clock.advanceAsync(1)
    await rejected
    expect(getEmbeddedWallet(client).isConnected).toBe(false)
    // Back on Connect, the reason in a toast.
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'Connect' }])
    expect(client.controllers.snackbar.getSnapshot()).toMatchObject({ message: 'Popup closed', variant: 'error', code: 'POPUP_CLOSED' })
  })

  it("a blocked popup: 'Failed to initiate social connection'; closing the modal: 'Modal closed' and the popup closes", async () => {
    const { client, platform } = await setup()
    platform.popup.setBlocked(true)
    await expect(socialLoginFlow(client, { provider: 'x' })).rejects.toBeInstanceOf(SocialConnectionFailedError)
    platform.popup.setBlocked(false)
    const flow = socialLoginFlow(client, { provider: 'x' })
    const rejected = expect(flow).rejects.toBeInstanceOf(ModalClosedError)
    await flush()
    closeModal(client)
    await rejected
    expect(platform.popup.opened.at(-1)?.handle?.closed).toBe(true)
  })

  it('refuses a provider that is not one of the list', async () => {
    const { client, platform } = await setup()
    await expect(socialLoginFlow(client, { provider: 'myspace' as never })).rejects.toBeInstanceOf(SocialConnectionFailedError)
    expect(platform.popup.opened).toHaveLength(0)
  })
})
