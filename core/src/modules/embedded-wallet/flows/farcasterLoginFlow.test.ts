import { describe, expect, it } from 'vitest'
import { getEmbeddedWallet } from '../actions/embeddedLogin.js'
import { ConnectionRejectedError, ModalClosedError } from '../../../kernel/errors/connectionErrors.js'
import { AuthConnectorNotFoundError, FarcasterConnectionFailedError } from '../embeddedLoginErrors.js'
import { createMockEmbeddedSource } from '../../../testing/createMockEmbeddedSource.js'
import { createTestClient } from '../../../testing/createTestClient.js'
import { closeModal } from '../../modal/flows/closeModal.js'
import { farcasterLoginFlow } from './farcasterLoginFlow.js'
import { openModal } from '../../modal/flows/openModal.js'

const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

async function setup() {
  const embedded = createMockEmbeddedSource({ accounts: { eip155: { address: EVM, chainId: 31337 } } })
  const test = createTestClient({ plugins: [{ connectors: embedded, provides: ['email', 'socials'] }] })
  await test.client.ready
  openModal(test.client)
  return { ...test, embedded }
}
type Client = Awaited<ReturnType<typeof setup>>['client']
const route = (client: Client) => client.controllers.router.getSnapshot().history.at(-1)
const history = (client: Client) => client.controllers.router.getSnapshot().history
const flush = async () => {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve()
}

describe('farcasterLoginFlow (ConnectingFarcaster)', () => {
  it('shows the sign-in address as the route for the QR code, waits for the approval, connects and closes', async () => {
    const { client, embedded } = await setup()
    embedded.login.farcaster = 'hang'
    const flow = farcasterLoginFlow(client)
    expect(route(client)).toEqual({ view: 'ConnectingFarcaster' })
    await flush()
    expect(route(client)).toEqual({ view: 'ConnectingFarcaster', uri: 'https://secure.portico.test/farcaster?channel=mock' })
    expect(history(client)).toHaveLength(2)
    closeModal(client)
    await expect(flow).rejects.toBeInstanceOf(ModalClosedError)

    embedded.login.farcaster = 'approve'
    openModal(client)
    await expect(farcasterLoginFlow(client)).resolves.toMatchObject({ connectorId: 'mock-embedded', address: EVM })
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
    expect(getEmbeddedWallet(client).isConnected).toBe(true)
    expect(embedded.login.calls).toEqual(['getFarcasterUri', 'connectFarcaster', 'getFarcasterUri', 'connectFarcaster'])
  })

  it("going back stops the wait with 'Connection rejected', no toast", async () => {
    const { client, embedded } = await setup()
    embedded.login.farcaster = 'hang'
    const flow = farcasterLoginFlow(client)
    await flush()
    client.controllers.router.dispatch({ type: 'goBack' })
    await expect(flow).rejects.toBeInstanceOf(ConnectionRejectedError)
    expect(route(client)).toEqual({ view: 'Connect' })
    expect(client.controllers.snackbar.getSnapshot().open).toBe(false)
    expect(getEmbeddedWallet(client).isConnected).toBe(false)
  })

  it("the frame refusing: 'Failed to connect to farcaster', back to Connect with the toast", async () => {
    const { client, embedded } = await setup()
    embedded.login.farcaster = 'fail'
    await expect(farcasterLoginFlow(client)).rejects.toBeInstanceOf(FarcasterConnectionFailedError)
    expect(route(client)).toEqual({ view: 'Connect' })
    expect(client.controllers.snackbar.getSnapshot()).toMatchObject({ message: 'Failed to connect to farcaster', variant: 'error' })
  })

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'http://evil.example/siwf', 'https://user:pw@secure.portico.test/x', `https://secure.portico.test/${'a'.repeat(3000)}`, 'not a url'])(
    "a sign-in address that is no safe web address (%s) is never shown: 'Failed to connect to farcaster'",
    async (uri) => {
      const { client, embedded } = await setup()
      const session = await embedded.session()
      session.getFarcasterUri = async () => uri
      await expect(farcasterLoginFlow(client)).rejects.toBeInstanceOf(FarcasterConnectionFailedError)
      expect(history(client).some((entry) => entry.view === 'ConnectingFarcaster' && 'uri' in entry)).toBe(false)
      expect(embedded.login.calls).not.toContain('connectFarcaster')
    },
  )

  it("without the embedded wallet: 'No auth connector found'", async () => {
    const { client } = createTestClient()
    await client.ready
    await expect(farcasterLoginFlow(client)).rejects.toBeInstanceOf(AuthConnectorNotFoundError)
  })
})
