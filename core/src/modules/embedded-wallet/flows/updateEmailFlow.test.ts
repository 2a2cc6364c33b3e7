import { describe, expect, it } from 'vitest'
import { connect } from '../../connection/actions/connect.js'
import { getEmbeddedWallet, updateEmail, verifyUpdateEmailPrimary } from '../actions/embeddedLogin.js'
import { AuthConnectorNotFoundError, NotConnectedToEmailError } from '../embeddedLoginErrors.js'
import { createMockEmbeddedSource } from '../../../testing/createMockEmbeddedSource.js'
import { createTestClient } from '../../../testing/createTestClient.js'
import { closeModal } from '../../modal/flows/closeModal.js'
import { openModal } from '../../modal/flows/openModal.js'
import { EMAIL_UPDATED_MESSAGE, updateEmailFlow, verifyUpdateEmailPrimaryFlow, verifyUpdateEmailSecondaryFlow } from './updateEmailFlow.js'

const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

async function connected(options: { connectedFirst?: boolean } = {}) {
  const embedded = createMockEmbeddedSource({ accounts: { eip155: { address: EVM, chainId: 31337 } }, email: 'old@example.com' })
  const test = createTestClient({ plugins: [{ connectors: embedded, provides: ['email', 'socials'] }] })
  await test.client.ready
  if (options.connectedFirst ?? true) await connect(test.client, { connectorId: 'mock-embedded' })
  return { ...test, embedded }
}
type Client = Awaited<ReturnType<typeof connected>>['client']
const history = (client: Client) => client.controllers.router.getSnapshot().history
const openOnUpdate = (client: Client) => {
  openModal(client)
  client.controllers.router.dispatch({ type: 'push', route: { view: 'UpdateEmailWallet' } })
}

describe('the e-mail update flows (SPEC.md sections 4 and 5)', () => {
  it('the new e-mail, the primary code, then the secondary code: the connection carries the new e-mail and the modal returns to Account with a toast', async () => {
    const { client, embedded } = await connected()
    expect(getEmbeddedWallet(client).email).toBe('old@example.com')
    openOnUpdate(client)
    expect(history(client)).toEqual([{ view: 'Account' }, { view: 'UpdateEmailWallet' }])

    await expect(updateEmailFlow(client, { email: ' new@example.com ' })).resolves.toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect(history(client).at(-1)).toEqual({ view: 'UpdateEmailWallet', step: 'primary', email: 'new@example.com' })
    expect(history(client)).toHaveLength(3)

    await expect(verifyUpdateEmailPrimaryFlow(client, { otp: '000000' })).rejects.toThrow('Invalid code')
    expect(history(client).at(-1)).toEqual({ view: 'UpdateEmailWallet', step: 'primary', email: 'new@example.com' })
    await verifyUpdateEmailPrimaryFlow(client, { otp: ' 123456 ' })
    expect(history(client).at(-1)).toEqual({ view: 'UpdateEmailWallet', step: 'secondary', email: 'new@example.com' })
    expect(history(client)).toHaveLength(3)

    await expect(verifyUpdateEmailSecondaryFlow(client, { otp: '999999' })).rejects.toThrow('Invalid code')
    expect(getEmbeddedWallet(client).email).toBe('old@example.com')
    await expect(verifyUpdateEmailSecondaryFlow(client, { otp: '123456' })).resolves.toBe('new@example.com')
    expect(history(client)).toEqual([{ view: 'Account' }])
    expect(client.controllers.snackbar.getSnapshot()).toMatchObject({ message: EMAIL_UPDATED_MESSAGE, variant: 'success' })
    expect(getEmbeddedWallet(client)).toMatchObject({ isConnected: true, email: 'new@example.com' })
    expect(embedded.login.calls).toEqual([
      'updateEmail:new@example.com',
      'updateEmailPrimaryOtp:000000',
      'updateEmailPrimaryOtp:123456',
      'updateEmailSecondaryOtp:999999',
      'updateEmailSecondaryOtp:123456',
    ])
  })

  it('VERIFY_SECONDARY_OTP goes straight to the secondary step; a resend from a step replaces it', async () => {
    const { client, embedded, platform } = await connected()
    embedded.login.updateAction = 'VERIFY_SECONDARY_OTP'
    openOnUpdate(client)
    await updateEmailFlow(client, { email: 'new@example.com' })
    expect(history(client).at(-1)).toEqual({ view: 'UpdateEmailWallet', step: 'secondary', email: 'new@example.com' })
    // Within 30 s the e-mail login's cooldown refuses it, naming the seconds.
    platform.clock.advance(29_500)
    await expect(updateEmailFlow(client, { email: 'new@example.com' })).rejects.toMatchObject({ code: 'EMAIL_COOLDOWN', seconds: 1 })
    platform.clock.advance(500)
    await updateEmailFlow(client, { email: 'new@example.com' })
    expect(history(client)).toHaveLength(3)
  })

  it('a malformed e-mail is refused before the frame hears of it, and the view stays', async () => {
    const { client } = await connected()
    openOnUpdate(client)
    await expect(updateEmailFlow(client, { email: 'not-an-email' })).rejects.toMatchObject({ code: 'APKTW002', shortMessage: 'Please enter a valid email address' })
    expect(history(client).at(-1)).toEqual({ view: 'UpdateEmailWallet' })
  })

  it('late answers move nothing: the modal closed while the frame answered, or the visitor went back', async () => {
    const { client, platform } = await connected()
    openOnUpdate(client)
    const pending = updateEmailFlow(client, { email: 'new@example.com' })
    closeModal(client)
    await pending
    expect(history(client)).toEqual([{ view: 'Connect' }])

    platform.clock.advance(30_000)
    openOnUpdate(client)
    await updateEmailFlow(client, { email: 'new@example.com' })
    const verifying = verifyUpdateEmailPrimaryFlow(client, { otp: '123456' })
    client.controllers.router.dispatch({ type: 'goBack' })
    await verifying
    expect(history(client).at(-1)).toEqual({ view: 'UpdateEmailWallet' })
  })

  it("needs the embedded wallet ('No auth connector found') and its login ('Not connected to email or social')", async () => {
    const bare = createTestClient()
    await bare.client.ready
    await expect(updateEmail(bare.client, { email: 'new@example.com' })).rejects.toBeInstanceOf(AuthConnectorNotFoundError)
    const { client } = await connected({ connectedFirst: false })
    await expect(updateEmail(client, { email: 'new@example.com' })).rejects.toThrow('Not connected to email or social')
    await expect(verifyUpdateEmailPrimary(client, { otp: '123456' })).rejects.toBeInstanceOf(NotConnectedToEmailError)
    await expect(verifyUpdateEmailSecondaryFlow(client, { otp: '123456' })).rejects.toBeInstanceOf(NotConnectedToEmailError)
  })
})
