import { describe, expect, it } from 'vitest'
import { createTestClient } from '../../../testing/createTestClient.js'
import { testEvmSecond } from '../../../testing/testNetworks.js'
import { connect } from './connect.js'
import {
  estimateFees,
  estimateGas,
  getCapabilities,
  sendCalls,
  sendTransaction,
  transferToken,
  waitForReceipt,
  writeContract,
} from './walletActions.js'

const ALPHA = 'io.portico.alpha'
const BETA_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function connected() {
  const test = createTestClient()
  await test.client.ready
  await connect(test.client, { connectorId: ALPHA })
  return test
}

describe('wallet actions: capabilities of the active connection', () => {
  it('send through the connection, from its account, on the active network by default; amounts go out as decimal text', async () => {
    const { client, adapter } = await connected()
    const { hash } = await sendTransaction(client, { to: BETA_ADDRESS, value: 10n ** 16n })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(adapter.calls.at(-1)).toEqual({ method: 'sendTransaction', walletId: ALPHA, params: { to: BETA_ADDRESS, value: '10000000000000000' } })
  })

  it('a declined send is a UserRejectedRequestError; a wallet failure is typed', async () => {
    const { client, adapter } = await connected()
    adapter.script(ALPHA, { sendTransaction: 'reject' })
    await expect(sendTransaction(client, { to: BETA_ADDRESS, value: '1' })).rejects.toMatchObject({ code: 4001, category: 'USER_REJECTED' })
    adapter.script(ALPHA, { sendTransaction: 'fail' })
    await expect(sendTransaction(client, { to: BETA_ADDRESS, value: '1' })).rejects.toMatchObject({ category: 'WALLET_ERROR' })
  })

  it('a capability the connection lacks is refused before any wallet is asked, and says which', async () => {
    const { client, adapter } = await connected()
    // What reaches the wallet or the chain adapter on the actions' behalf; the balance the balances
    // reaction reads after connecting may land at any time, sooner when its module is loaded already.
    const asked = () => adapter.calls.filter((call) => call.method !== 'getBalance').length
    const before = asked()
    const lacking = [
      transferToken(client, { token: BETA_ADDRESS, to: BETA_ADDRESS, amount: 1n }),
      estimateFees(client),
      estimateGas(client, { to: BETA_ADDRESS, value: '1' }),
      waitForReceipt(client, { hash: `0x${'1'.repeat(64)}` }),
      sendCalls(client, { calls: [{ to: BETA_ADDRESS }] }),
      writeContract(client, { address: BETA_ADDRESS, abi: [], functionName: 'transfer' }),
    ]
    for (const [index, action] of ['transferToken', 'estimateFees', 'estimateGas', 'waitForReceipt', 'sendCalls', 'writeContract'].entries()) {
      await expect(lacking[index]).rejects.toMatchObject({ code: 'ADAPTER_CAPABILITY_NOT_FOUND', shortMessage: `${action}: adapter for eip155 not found` })
    }
    expect(asked()).toBe(before)
  })

  it('getCapabilities reports what the connection declared', async () => {
    const { client } = await connected()
    await expect(getCapabilities(client)).resolves.toEqual({
      switchNetwork: 'wallet',
      signMessage: true,
      sendTransaction: true,
      transferToken: false,
      estimateFees: false,
      estimateGas: false,
      waitForReceipt: false,
      sendCalls: false,
      writeContract: false,
      wallet: undefined,
    })
  })

  it('not connected: NotConnectedError; a network the site does not list: APKT001', async () => {
    const { client } = createTestClient()
    await client.ready
    await expect(sendTransaction(client, { to: BETA_ADDRESS, value: '1' })).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
    await expect(getCapabilities(client)).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
    await connect(client, { connectorId: ALPHA })
    await expect(sendTransaction(client, { to: BETA_ADDRESS, value: '1', caipNetworkId: 'eip155:999' })).rejects.toMatchObject({ code: 'APKT001' })
    // A listed network of the same namespace is accepted.
    await expect(sendTransaction(client, { to: BETA_ADDRESS, value: '1', caipNetworkId: testEvmSecond.caipNetworkId })).resolves.toMatchObject({ hash: expect.any(String) })
  })
})
