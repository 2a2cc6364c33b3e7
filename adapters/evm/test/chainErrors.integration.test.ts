// The adapter's chain-side failures against real anvil chains: a receipt that never comes, a gas
// estimate that reverts, and a chain without EIP-1559 fees (anvil on the berlin hardfork).
import { PorticoError, ProviderRpcError } from '@portico/core'
import { jsonRpcRequest, startAnvil, type AnvilChain } from '@portico/test-chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Eip1559FeesNotSupportedError } from '../src/chain/fees.js'
import { createEvmAdapter, ReceiptTimeoutError } from '../src/exports/index.js'
import { anvilNetwork } from './anvilNetwork.js'
import { ADDRESS_A, ADDRESS_B } from './scriptedProvider.js'

/** Runtime code that reverts on every call: PUSH1 0 PUSH1 0 REVERT. */
const REVERTING_CODE = '0x60006000fd'

let london: AnvilChain
let berlin: AnvilChain

beforeAll(async () => {
  ;[london, berlin] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31339, args: ['--hardfork', 'berlin'] })])
})

afterAll(async () => {
  await Promise.all([london?.stop(), berlin?.stop()])
})

describe('chain-side failures on anvil', () => {
  it('ends the wait for a receipt that never comes with ReceiptTimeoutError', async () => {
    const adapter = createEvmAdapter()
    const unknown = `0x${'5e'.repeat(32)}`
    const startedAt = performance.now()
    const error = await adapter.waitForReceipt({ network: anvilNetwork(london), hash: unknown, timeoutMs: 400 }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ReceiptTimeoutError)
    expect(error).toMatchObject({ code: 'RECEIPT_TIMEOUT', shortMessage: 'Timed out while waiting for the transaction receipt' })
    // It gave up at its limit, not at the 25 s default.
    expect(performance.now() - startedAt).toBeLessThan(5_000)
  })

  it("reports a reverting estimate as 'error estimating gas' with the node's error as cause", async () => {
    await jsonRpcRequest(london.rpcUrl, 'anvil_setCode', [ADDRESS_B, REVERTING_CODE])
    const adapter = createEvmAdapter()
    const params = { connectorId: 'unused', network: anvilNetwork(london), from: ADDRESS_A, to: ADDRESS_B, value: 0n, data: '0x12345678' }
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
    await expect(adapter.estimateFeesPerGas({ network: anvilNetwork(berlin) })).rejects.toBeInstanceOf(Eip1559FeesNotSupportedError)
    await expect(adapter.estimateFeesPerGas({ network: anvilNetwork(berlin) })).rejects.toThrow('The chain does not support EIP-1559 fees')
    // The london chain beside it has them.
    await expect(adapter.estimateFeesPerGas({ network: anvilNetwork(london) })).resolves.toMatchObject({ maxFeePerGas: expect.any(BigInt) })
  })
})
