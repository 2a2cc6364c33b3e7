import { describe, expect, it } from 'vitest'
import { FrameRequestTimeoutError } from '../frameErrors.js'
import { createMockEmbeddedSource } from '../../../testing/createMockEmbeddedSource.js'
import { createTestClient } from '../../../testing/createTestClient.js'
import { openModal } from '../../modal/flows/openModal.js'
import { emailLoginFlow } from './emailLoginFlow.js'

const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

describe('the e-mail login’s device wait (issue 26)', () => {
  it('when the frame gives the device approval up (APKT004 after 120 s), goes back to the e-mail field with the reason as a toast', async () => {
    const embedded = createMockEmbeddedSource({ accounts: { eip155: { address: EVM, chainId: 31337 } } })
    const { client } = createTestClient({ plugins: [{ connectors: embedded, provides: ['email', 'socials'] }] })
    await client.ready
    embedded.login.action = 'VERIFY_DEVICE'
    // The frame client rejects a request unanswered for 120 s so (createFrameClient's own tests).
    const session = await embedded.session()
    session.connectDevice = () => Promise.reject(new FrameRequestTimeoutError())
    openModal(client)

    await expect(emailLoginFlow(client, { email: 'visitor@example.com' })).rejects.toBeInstanceOf(FrameRequestTimeoutError)
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'Connect' }])
    expect(client.controllers.snackbar.getSnapshot()).toMatchObject({ variant: 'error', code: 'APKT004' })
  })
})
