import { describe, expect, it } from 'vitest'
import { connect } from '../../connection/actions/connect.js'
import { getAccount } from '../../connection/actions/getAccount.js'
import { createMockEmbeddedSource } from '../../../testing/createMockEmbeddedSource.js'
import { createTestClient } from '../../../testing/createTestClient.js'
import { setPreferredAccountTypeFlow } from './preferredAccountTypeFlow.js'

const EOA = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const SMART = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

describe('setPreferredAccountTypeFlow', () => {
  it('switches without a toast, and shows the error as a toast when the frame refuses', async () => {
    const embedded = createMockEmbeddedSource({ accounts: { eip155: { address: EOA, chainId: 31337 } }, smartAccount: { address: SMART, enabledNetworks: [31337] } })
    const { client } = createTestClient({ plugins: [{ connectors: embedded, provides: ['email', 'socials'] }] })
    await client.ready
    await connect(client, { connectorId: 'mock-embedded' })
    await setPreferredAccountTypeFlow(client, { type: 'smartAccount' })
    expect(getAccount(client).address).toBe(SMART)
    expect(client.controllers.snackbar.getSnapshot().open).toBe(false)
    embedded.login.accountTypeSwitch = { error: 'Smart account not deployed' }
    await expect(setPreferredAccountTypeFlow(client, { type: 'eoa' })).rejects.toThrow('Smart account not deployed')
    expect(client.controllers.snackbar.getSnapshot()).toMatchObject({ open: true, variant: 'error' })
    expect(getAccount(client).address).toBe(SMART)
  })
})
