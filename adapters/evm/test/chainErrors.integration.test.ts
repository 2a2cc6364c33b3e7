// The adapter's chain-side failures against real anvil chains: a receipt that never comes, a gas
// estimate that reverts, and a chain without EIP-1559 fees (anvil on the berlin hardfork).
import { PorticoError, ProviderRpcError, type Network } from '@portico/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Eip1559FeesNotSupportedError } from '../src/chain/fees.js'
import { createEvmAdapter, ReceiptTimeoutError } from '../src/exports/index.js'
import { startAnvil, type Anvil } from './anvil.js'
import { ADDRESS_A, ADDRESS_B } from './scriptedProvider.js'

/** Runtime code that reverts on every call: PUSH1 0 PUSH1 0 REVERT. */
const REVERTING_CODE = '0x60006000fd'

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

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result?: unknown }).result
}

describe('chain-side failures on anvil', () => {
  it('ends the wait for a receipt that never comes with ReceiptTimeoutError', async () => {
    const adapter = createEvmAdapter()
    const unknown = `0x${'5e'.repeat(32)}`
    const startedAt = performance.now()
    const error = await adapter.waitForReceipt({ network: networkOf(london), hash: unknown, timeoutMs: 400 }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ReceiptTimeoutError)
    expect(error).toMatchObject({ code: 'RECEIPT_TIMEOUT', shortMessage: 'Timed out while waiting for the transaction receipt' })
    // It gave up at its limit, not at the 25 s default.
    expect(performance.now() - startedAt).toBeLessThan(5_000)
  })

  it("reports a reverting estimate as 'error estimating gas' with the node's error as cause", async () => {
    await rpc(london.rpcUrl, 'anvil_setCode', [ADDRESS_B, REVERTING_CODE])
    const adapter = createEvmAdapter()
    const params = { connectorId: 'unused', network: networkOf(london), from: ADDRESS_A, to: ADDRESS_B, value: 0n, data: '0x12345678' }
    const error = await adapter.estimateGas(params).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toMatchObject({ shortMessage: 'error estimating gas', code: 'ESTIMATE_GAS_FAILED', category: 'NETWORK_ERROR' })
    const cause = (error as PorticoError).cause
    expect(cause).toBeInstanceOf(ProviderRpcError)
    expect(cause).toMatchObject({ code: 3 })
    // The same estimate to an account without code succeeds: the failure was the revert.
    await expect(adapter.estimateGas({ ...params, to: ADDRESS_A, data: undefined })).resolves.toBe(21_000n)
  })

  it('refuses EIP-1559 fees on a chain whose blocks have no base fee', async () => {
    const adapter = createEvmAdapter()
    await expect(adapter.estimateFeesPerGas({ network: networkOf(berlin) })).rejects.toBeInstanceOf(Eip1559FeesNotSupportedError)
    await expect(adapter.estimateFeesPerGas({ network: networkOf(berlin) })).rejects.toThrow('The chain does not support EIP-1559 fees')
    // The london chain beside it has them.
    await expect(adapter.estimateFeesPerGas({ network: networkOf(london) })).resolves.toMatchObject({ maxFeePerGas: expect.any(BigInt) })
  })
})
