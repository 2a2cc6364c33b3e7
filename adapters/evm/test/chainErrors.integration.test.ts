// The adapter's chain-side failures against real anvil chains, through the shared test wallet
// (@portico/test-chains) bound by the chain adapter: a receipt that never comes, and a chain
// without EIP-1559 fees (anvil on the berlin hardfork).
import type { Connector, WalletCapabilities } from '@portico/core'
import { createTestWallet, devnetAccounts, startAnvil, type AnvilChain } from '@portico/test-chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Eip1559FeesNotSupportedError } from '../src/chain/fees.js'
import { createEvmAdapter, ReceiptTimeoutError } from '../src/exports/index.js'
import { anvilNetwork } from './anvilNetwork.js'

// Devnet account 0, funded by anvil; the test wallet signs for it.
const account = devnetAccounts(1)[0]!
const connector: Connector = { id: 'dev.portico.testwallet', name: 'Portico Test Wallet', type: 'ANNOUNCED', chain: 'eip155' }

let london: AnvilChain
let berlin: AnvilChain

beforeAll(async () => {
  ;[london, berlin] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31339, args: ['--hardfork', 'berlin'] })])
})

afterAll(async () => {
  await Promise.all([london?.stop(), berlin?.stop()])
})

/** The chain adapter's binding of a real EIP-1193 wallet (the shared test wallet) on `chain`. */
function walletOn(chain: AnvilChain): WalletCapabilities {
  const handle = createTestWallet({ privateKey: account.privateKey, chains: [chain] })
  return createEvmAdapter().chain.bindWallet({ handle, connector })
}

describe('chain-side failures on anvil', () => {
  it('ends the wait for a receipt that never comes with ReceiptTimeoutError', async () => {
    const { waitForReceipt } = walletOn(london)
    if (!waitForReceipt.supported) throw new Error('expected waitForReceipt')
    const unknown = `0x${'5e'.repeat(32)}`
    const startedAt = performance.now()
    const error = await waitForReceipt.run({ network: anvilNetwork(london), hash: unknown, timeoutMs: 400 }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ReceiptTimeoutError)
    expect(error).toMatchObject({ code: 'RECEIPT_TIMEOUT', shortMessage: 'Timed out while waiting for the transaction receipt' })
    // It gave up at its limit, not at the 25 s default.
    expect(performance.now() - startedAt).toBeLessThan(5_000)
  })

  it('refuses EIP-1559 fees on a chain whose blocks have no base fee', async () => {
    const { estimateFees } = walletOn(berlin)
    if (!estimateFees.supported) throw new Error('expected estimateFees')
    await expect(estimateFees.run({ network: anvilNetwork(berlin) })).rejects.toBeInstanceOf(Eip1559FeesNotSupportedError)
    await expect(estimateFees.run({ network: anvilNetwork(berlin) })).rejects.toThrow('The chain does not support EIP-1559 fees')
    // The london chain beside it has them.
    await expect(estimateFees.run({ network: anvilNetwork(london) })).resolves.toEqual({
      maxFeePerGas: expect.stringMatching(/^[1-9]\d*$/),
      maxPriorityFeePerGas: expect.stringMatching(/^\d+$/),
    })
  })
})
