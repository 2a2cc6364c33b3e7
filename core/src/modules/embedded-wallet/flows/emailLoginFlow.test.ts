import { describe, expect, it } from 'vitest'
import { getEmailCooldown } from '../actions/emailCooldown.js'
import { getEmbeddedWallet, sendEmailCode, updateEmail } from '../actions/embeddedLogin.js'
import { AuthConnectorNotFoundError, NotConnectedToEmailError } from '../embeddedLoginErrors.js'
import { createMockEmbeddedSource } from '../../../testing/createMockEmbeddedSource.js'
import { createTestClient } from '../../../testing/createTestClient.js'
import { closeModal } from '../../modal/flows/closeModal.js'
import { emailLoginFlow, verifyEmailOtpFlow } from './emailLoginFlow.js'
import { openModal } from '../../modal/flows/openModal.js'

const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

async function setup() {
  const embedded = createMockEmbeddedSource({ accounts: { eip155: { address: EVM, chainId: 31337 } } })
  const test = createTestClient({ plugins: [{ connectors: embedded, provides: ['email', 'socials'] }] })
  await test.client.ready
  return { ...test, embedded }
}
const history = (client: Awaited<ReturnType<typeof setup>>['client']) => client.controllers.router.getSnapshot().history

describe('the e-mail login flows (SPEC.md sections 2 and 4)', () => {
  it('sends the code, shows the code step, then a right code connects every namespace and closes the modal', async () => {
    const { client, embedded } = await setup()
    expect(getEmbeddedWallet(client)).toMatchObject({ isAvailable: true, connectorId: 'mock-embedded', isConnected: false })
    openModal(client)
    await expect(emailLoginFlow(client, { email: '  visitor@example.com ' })).resolves.toEqual({ action: 'VERIFY_OTP' })
    expect(history(client)).toEqual([{ view: 'Connect' }, { view: 'EmailLogin', step: 'otp', email: 'visitor@example.com' }])
    expect(embedded.login.calls).toEqual(['connectEmail:visitor@example.com'])

    await expect(verifyEmailOtpFlow(client, { otp: '000000' })).rejects.toThrow('Invalid code')
    expect(client.controllers.modal.getSnapshot().open).toBe(true)
    expect(history(client).at(-1)).toEqual({ view: 'EmailLogin', step: 'otp', email: 'visitor@example.com' })
    expect(getEmbeddedWallet(client).isConnected).toBe(false)

    await expect(verifyEmailOtpFlow(client, { otp: '123456' })).resolves.toMatchObject({ connectorId: 'mock-embedded', address: EVM })
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
    expect(getEmbeddedWallet(client)).toMatchObject({ isConnected: true, authName: 'email' })
  })

  it('VERIFY_DEVICE shows the device step, then the code step once the device was approved', async () => {
    const { client, embedded } = await setup()
    embedded.login.action = 'VERIFY_DEVICE'
    openModal(client)
    await emailLoginFlow(client, { email: 'visitor@example.com' })
    expect(embedded.login.calls).toEqual(['connectEmail:visitor@example.com', 'connectDevice'])
    expect(history(client).at(-1)).toEqual({ view: 'EmailLogin', step: 'otp', email: 'visitor@example.com' })
    expect(history(client)).toHaveLength(2)
  })

  it('CONNECT connects at once; a resend from the code step replaces it rather than stacking another', async () => {
    const { client, embedded, platform } = await setup()
    openModal(client)
    await emailLoginFlow(client, { email: 'visitor@example.com' })
    platform.clock.advance(30_000)
    await emailLoginFlow(client, { email: 'visitor@example.com' })
    expect(history(client)).toHaveLength(2)
    embedded.login.action = 'CONNECT'
    platform.clock.advance(30_000)
    await emailLoginFlow(client, { email: 'visitor@example.com' })
    expect(getEmbeddedWallet(client).isConnected).toBe(true)
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
  })

  it("a resend within 30 s is refused with the exact seconds ('Please try again after {n} seconds'), the wait not restarted, the view stays", async () => {
    const { client, embedded, platform } = await setup()
    openModal(client)
    await emailLoginFlow(client, { email: 'visitor@example.com' })
    platform.clock.advance(12_300)
    await expect(emailLoginFlow(client, { email: 'visitor@example.com' })).rejects.toMatchObject({
      code: 'EMAIL_COOLDOWN',
      seconds: 18,
      shortMessage: 'Please try again after 18 seconds',
    })
    expect(getEmailCooldown(client)).toBe(18)
    expect(embedded.login.calls.filter((call) => call.startsWith('connectEmail:'))).toHaveLength(2)
    expect(history(client).at(-1)).toEqual({ view: 'EmailLogin', step: 'otp', email: 'visitor@example.com' })
    expect(history(client)).toHaveLength(2)
  })

  it('an answer arriving after the visitor closed the modal moves nothing', async () => {
    const { client } = await setup()
    openModal(client)
    const pending = emailLoginFlow(client, { email: 'visitor@example.com' })
    closeModal(client)
    await pending
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
    expect(history(client)).toEqual([{ view: 'Connect' }])
  })

  it("without the embedded wallet: 'No auth connector found'; updating the e-mail needs a login", async () => {
    const { client } = createTestClient()
    await client.ready
    expect(getEmbeddedWallet(client)).toMatchObject({ isAvailable: false, isConnected: false })
    await expect(sendEmailCode(client, { email: 'visitor@example.com' })).rejects.toBeInstanceOf(AuthConnectorNotFoundError)
    await expect(sendEmailCode(client, { email: 'visitor@example.com' })).rejects.toThrow('No auth connector found')
    const withWallet = await setup()
    await expect(updateEmail(withWallet.client, { email: 'new@example.com' })).rejects.toBeInstanceOf(NotConnectedToEmailError)
  })
})
