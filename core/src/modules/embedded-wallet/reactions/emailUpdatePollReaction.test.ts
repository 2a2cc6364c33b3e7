import { describe, expect, it } from 'vitest'
import { connect } from '../../connection/actions/connect.js'
import { getEmbeddedWallet } from '../actions/embeddedLogin.js'
import { closeModal } from '../../modal/flows/closeModal.js'
import { openModal } from '../../modal/flows/openModal.js'
import { EMAIL_UPDATED_MESSAGE, updateEmailFlow } from '../flows/updateEmailFlow.js'
import { STORAGE_KEYS } from '../../../kernel/storage/storageKeys.js'
import { createMockEmbeddedSource } from '../../../testing/createMockEmbeddedSource.js'
import { createTestClient } from '../../../testing/createTestClient.js'

const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

/** Signed in as old@example.com, UpdateEmailWallet on its primary code step for new@example.com. */
async function waitingOnCode() {
  const embedded = createMockEmbeddedSource({ accounts: { eip155: { address: EVM, chainId: 31337 } }, email: 'old@example.com' })
  const test = createTestClient({ plugins: [{ connectors: embedded, provides: ['email', 'socials'] }] })
  await test.client.ready
  await connect(test.client, { connectorId: 'mock-embedded' })
  openModal(test.client, { view: { view: 'Account' } })
  test.client.controllers.router.dispatch({ type: 'push', route: { view: 'UpdateEmailWallet' } })
  await updateEmailFlow(test.client, { email: 'new@example.com' })
  const steps = await embedded.session()
  return { ...test, embedded, steps }
}
const top = (client: Awaited<ReturnType<typeof waitingOnCode>>['client']) => client.controllers.router.getSnapshot().history.at(-1)

describe('the e-mail update poll (SPEC.md section 4: the provider e-mail, every second)', () => {
  it("asks every second while a code step waits; a change confirmed elsewhere finishes it: Account, 'Email updated', the new e-mail", async () => {
    const { client, platform, embedded } = await waitingOnCode()
    expect(top(client)).toEqual({ view: 'UpdateEmailWallet', step: 'primary', email: 'new@example.com' })
    await platform.clock.advanceAsync(999)
    expect(embedded.login.emailReads).toBe(0)
    await platform.clock.advanceAsync(1)
    expect(embedded.login.emailReads).toBe(1)
    await platform.clock.advanceAsync(2000)
    expect(embedded.login.emailReads).toBe(3)
    expect(top(client)).toEqual({ view: 'UpdateEmailWallet', step: 'primary', email: 'new@example.com' })

    // Confirmed in another tab: the frame now tells the new e-mail (its own casing kept).
    embedded.changeEmail('New@Example.com')
    await platform.clock.advanceAsync(1000)
    expect(top(client)).toEqual({ view: 'Account' })
    expect(client.controllers.snackbar.getSnapshot()).toMatchObject({ message: EMAIL_UPDATED_MESSAGE, variant: 'success' })
    expect(getEmbeddedWallet(client).email).toBe('New@Example.com')
    expect(platform.storage.getItem(STORAGE_KEYS.EMAIL)).toBe('"New@Example.com"')
    // Done: no more questions.
    const reads = embedded.login.emailReads
    await platform.clock.advanceAsync(5000)
    expect(embedded.login.emailReads).toBe(reads)
  })

  it('stops when the view closes or goes back to the e-mail field; asks nothing on the e-mail field', async () => {
    const { client, platform, embedded } = await waitingOnCode()
    await platform.clock.advanceAsync(1000)
    expect(embedded.login.emailReads).toBe(1)
    client.controllers.router.dispatch({ type: 'goBack' })
    expect(top(client)).toEqual({ view: 'UpdateEmailWallet' })
    await platform.clock.advanceAsync(5000)
    expect(embedded.login.emailReads).toBe(1)

    platform.clock.advance(30_000)
    await updateEmailFlow(client, { email: 'new@example.com' })
    await platform.clock.advanceAsync(1000)
    expect(embedded.login.emailReads).toBe(2)
    closeModal(client)
    await platform.clock.advanceAsync(5000)
    expect(embedded.login.emailReads).toBe(2)
  })

  it('one question at a time; an answer arriving after the visitor left moves nothing; a failed one is asked again', async () => {
    const { client, platform, embedded, steps } = await waitingOnCode()
    const answers: ((email: string) => void)[] = []
    steps.currentEmail = () => new Promise((resolve) => answers.push(resolve))
    await platform.clock.advanceAsync(5000)
    expect(answers).toHaveLength(1)
    client.controllers.router.dispatch({ type: 'goBack' })
    answers[0]?.('new@example.com')
    await platform.clock.advanceAsync(0)
    expect(top(client)).toEqual({ view: 'UpdateEmailWallet' })
    expect(getEmbeddedWallet(client).email).toBe('old@example.com')

    let failures = 0
    steps.currentEmail = () => {
      failures += 1
      return Promise.reject(new Error('frame gone'))
    }
    platform.clock.advance(30_000)
    await updateEmailFlow(client, { email: 'new@example.com' })
    await platform.clock.advanceAsync(3000)
    expect(failures).toBe(3)
    expect(top(client)).toEqual({ view: 'UpdateEmailWallet', step: 'primary', email: 'new@example.com' })
    expect(embedded.login.emailReads).toBe(0)
  })

  it('hostile answers (another e-mail, malformed, not a string) change nothing', async () => {
    const { client, platform, steps } = await waitingOnCode()
    for (const answer of ['other@example.com', 'new@example.com.evil', 'new@example', '', null, 42, { toLowerCase: () => 'new@example.com' }]) {
      steps.currentEmail = async () => answer as string
      await platform.clock.advanceAsync(1000)
    }
    expect(top(client)).toEqual({ view: 'UpdateEmailWallet', step: 'primary', email: 'new@example.com' })
    expect(getEmbeddedWallet(client).email).toBe('old@example.com')
  })
})
