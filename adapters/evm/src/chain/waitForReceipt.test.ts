import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter } from '../createEvmAdapter.js'
import { createScriptedProvider } from '../../test/scriptedProvider.js'
import { ReceiptTimeoutError, waitForReceipt } from './waitForReceipt.js'
import type { ChainClient } from './chainClient.js'
import { UNREACHABLE_DEVNET } from '../../test/unreachableNetwork.js'

// viem's waitForTransactionReceipt is replaced by a spy; the rest of viem stays real.
const waitForTransactionReceipt = vi.fn()
vi.mock('./loadViem.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./loadViem.js')>()),
  loadViemContracts: async () => ({ waitForTransactionReceipt }),
}))

const HASH = `0x${'ab'.repeat(32)}` as const
const network = UNREACHABLE_DEVNET
/** The fields of viem's receipt that matter here. */
const RECEIPT = { transactionHash: HASH, status: 'success', blockNumber: 42n }

beforeEach(() => {
  waitForTransactionReceipt.mockReset()
  waitForTransactionReceipt.mockResolvedValue(RECEIPT)
})

describe('waitForReceipt', () => {
  it("waits 25 000 ms by default, the send flow's wait (SPEC.md section 9)", async () => {
    const client = {} as ChainClient
    await expect(waitForReceipt(client, { hash: HASH })).resolves.toEqual(RECEIPT)
    expect(waitForTransactionReceipt).toHaveBeenCalledWith(client, { hash: HASH, timeout: 25_000, pollingInterval: 500 })
  })

  it("a wallet's waitForReceipt capability passes the same default, a caller's timeout, and gives core's receipt", async () => {
    const { chain } = createEvmAdapter()
    const capabilities = chain.bindWallet({ handle: createScriptedProvider(), connector: { id: 'x', name: 'X', type: 'INJECTED', chain: 'eip155' } })
    if (!capabilities.waitForReceipt.supported) throw new Error('expected waitForReceipt')
    await expect(capabilities.waitForReceipt.run({ network, hash: HASH })).resolves.toEqual({ hash: HASH, status: 'success', blockNumber: '42' })
    expect(waitForTransactionReceipt.mock.calls[0]?.[1]).toMatchObject({ hash: HASH, timeout: 25_000 })
    await capabilities.waitForReceipt.run({ network, hash: HASH, timeoutMs: 1_234 })
    expect(waitForTransactionReceipt.mock.calls[1]?.[1]).toMatchObject({ timeout: 1_234 })
    waitForTransactionReceipt.mockResolvedValueOnce({ ...RECEIPT, status: 'reverted', blockNumber: 10n ** 20n })
    await expect(capabilities.waitForReceipt.run({ network, hash: HASH })).resolves.toEqual({
      hash: HASH,
      status: 'reverted',
      blockNumber: '100000000000000000000',
    })
  })

  it("turns viem's timeout into the typed ReceiptTimeoutError and lets other failures through", async () => {
    const timeout = Object.assign(new Error('Timed out'), { name: 'WaitForTransactionReceiptTimeoutError' })
    waitForTransactionReceipt.mockRejectedValueOnce(timeout)
    const error = await waitForReceipt({} as ChainClient, { hash: HASH }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ReceiptTimeoutError)
    expect(error).toMatchObject({ code: 'RECEIPT_TIMEOUT', category: 'NETWORK_ERROR', cause: timeout })
    const other = new Error('fetch failed')
    waitForTransactionReceipt.mockRejectedValueOnce(other)
    await expect(waitForReceipt({} as ChainClient, { hash: HASH })).rejects.toBe(other)
  })
})
