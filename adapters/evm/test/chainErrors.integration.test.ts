// The adapter's chain-side failures against real anvil chains, through a wallet bound by the chain
// adapter: a receipt that never comes, and a chain without EIP-1559 fees (anvil on the berlin
// hardfork).
import type { Connector, Network, WalletCapabilities } from '@portico/core'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Eip1559FeesNotSupportedError } from '../src/chain/fees.js'
import { createEvmAdapter, ReceiptTimeoutError } from '../src/exports/index.js'
import { startAnvil, type Anvil } from './anvil.js'
import { createLocalWallet } from './localWalletProvider.js'

const account = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 0 })
const connector: Connector = { id: 'dev.portico.localwallet', name: 'Local Wallet', type: 'ANNOUNCED', chain: 'eip155' }

let london: Anvil
let berlin: Anvil

beforeAll(async () => {
  ;[london, berlin] = await Promise.all([startAnvil(31337), startAnvil(31339, { args: ['--hardfork', 'berlin'] })])
})

afterAll(async () => {
  await Promise.all([london?.stop(), berlin?.stop()])
})

function networkOf(anvil: Anvil): Network {
  return {
    id: anvil.chainId,
    name: `Anvil ${anvil.chainId}`,
    caipNetworkId: `eip155:${anvil.chainId}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  }
}

/** The chain adapter's binding of a real EIP-1193 wallet on `anvil`. */
function walletOn(anvil: Anvil): WalletCapabilities {
  const handle = createLocalWallet(account, { [anvil.chainId]: anvil.rpcUrl }, anvil.chainId)
  return createEvmAdapter().chain.bindWallet({ handle, connector })
}

describe('chain-side failures on anvil', () => {
  it('ends the wait for a receipt that never comes with ReceiptTimeoutError', async () => {
    const { waitForReceipt } = walletOn(london)
    if (!waitForReceipt.supported) throw new Error('expected waitForReceipt')
    const unknown = `0x${'5e'.repeat(32)}`
    const startedAt = performance.now()
    const error = await waitForReceipt.run({ network: networkOf(london), hash: unknown, timeoutMs: 400 }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ReceiptTimeoutError)
    expect(error).toMatchObject({ code: 'RECEIPT_TIMEOUT', shortMessage: 'Timed out while waiting for the transaction receipt' })
    // It gave up at its limit, not at the 25 s default.
    expect(performance.now() - startedAt).toBeLessThan(5_000)
  })

  it('refuses EIP-1559 fees on a chain whose blocks have no base fee', async () => {
    const { estimateFees } = walletOn(berlin)
    if (!estimateFees.supported) throw new Error('expected estimateFees')
    await expect(estimateFees.run({ network: networkOf(berlin) })).rejects.toBeInstanceOf(Eip1559FeesNotSupportedError)
    await expect(estimateFees.run({ network: networkOf(berlin) })).rejects.toThrow('The chain does not support EIP-1559 fees')
    // The london chain beside it has them.
    await expect(estimateFees.run({ network: networkOf(london) })).resolves.toEqual({
      maxFeePerGas: expect.stringMatching(/^[1-9]\d*$/),
      maxPriorityFeePerGas: expect.stringMatching(/^\d+$/),
    })
  })
})
