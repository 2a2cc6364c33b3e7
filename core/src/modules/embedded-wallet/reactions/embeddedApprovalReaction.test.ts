import { describe, expect, it } from 'vitest'
import { closeModal } from '../../modal/flows/closeModal.js'
import { openModal } from '../../modal/flows/openModal.js'
import { createMockEmbeddedSource } from '../../../testing/createMockEmbeddedSource.js'
import { createTestClient } from '../../../testing/createTestClient.js'

const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

async function setup() {
  const embedded = createMockEmbeddedSource({ accounts: { eip155: { address: EVM, chainId: 31337 } } })
  const test = createTestClient({ plugins: [{ connectors: embedded, provides: ['email', 'socials'] }] })
  await test.client.ready
  return { ...test, embedded }
}

describe('ApproveTransaction for the login frame (SPEC.md sections 2 and 4)', () => {
  it('an unsafe request opens the modal on ApproveTransaction; once answered the modal closes', async () => {
    const { client, embedded } = await setup()
    embedded.requestApproval()
    expect(client.controllers.modal.getSnapshot().open).toBe(true)
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'ApproveTransaction' }])
    embedded.settleApproval()
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
    expect(embedded.login.aborts).toBe(0)
  })

  it('over an open modal it is pushed on the transaction stack and popped back to where the visitor was', async () => {
    const { client, embedded } = await setup()
    openModal(client, { view: { view: 'Networks' } })
    embedded.requestApproval()
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'Networks' }, { view: 'ApproveTransaction' }])
    embedded.requestApproval('personal_sign')
    embedded.settleApproval()
    // One still waits: the view stays.
    expect(client.controllers.router.getSnapshot().history.at(-1)).toEqual({ view: 'ApproveTransaction' })
    embedded.settleApproval('personal_sign')
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'Networks' }])
    expect(client.controllers.router.getSnapshot().transactionStack).toEqual([])
    expect(client.controllers.modal.getSnapshot().open).toBe(true)
  })

  it('closing the modal while a request waits rejects the waiting requests in the frame', async () => {
    const { client, embedded } = await setup()
    embedded.requestApproval()
    closeModal(client)
    await expect.poll(() => embedded.login.aborts).toBe(1)
    // A later settle of the aborted request changes nothing.
    embedded.settleApproval()
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
  })
})
