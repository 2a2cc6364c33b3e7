import { InvalidWalletResponseError, type Network } from '@portico/core'
import type { Abi, TransactionReceipt } from 'viem'
import type { ChainClient } from './chain/chainClient.js'
import { encodeErc20Approve, encodeErc20Transfer } from './chain/encodeErc20.js'
import { estimateFeesPerGas } from './chain/fees.js'
import { loadViemContracts } from './chain/loadViem.js'
import { readTokenBalance, type TokenBalanceResult } from './chain/readBalances.js'
import { waitForReceipt } from './chain/waitForReceipt.js'
import type { ConnectorEntry } from './discovery/createConnectorRegistry.js'
import type { EvmSendTransactionParams, WalletRequester } from './createEvmAdapter.js'
import { toHexChainId } from './wallet/parseWalletResponses.js'
import { assertSendCalls, toSendCallsParameter, type WalletCall } from './wallet/sendCalls.js'

interface ExtrasDeps {
  entryOf(connectorId: string): ConnectorEntry
  requesterFor(entry: ConnectorEntry): WalletRequester
  chainClient(network: Network): Promise<ChainClient>
  sendTransaction(params: EvmSendTransactionParams): Promise<{ hash: string }>
}

/** A transfer or approval of an ERC-20 token. */
export interface Erc20TxParams extends Omit<EvmSendTransactionParams, 'to' | 'value' | 'data'> {
  token: `0x${string}`
  /** The receiver (transfer) or spender (approve). */
  to: `0x${string}`
  /** In the token's smallest unit. */
  amount: bigint
}

/** A contract write through the wallet. */
export interface WriteContractParams extends Omit<EvmSendTransactionParams, 'to' | 'data'> {
  address: `0x${string}`
  abi: Abi
  functionName: string
  args?: readonly unknown[]
}

/** The EVM-only capabilities beyond core's adapter contract. */
export function createEvmExtras(deps: ExtrasDeps) {
  const { entryOf, requesterFor, chainClient, sendTransaction } = deps
  return {
    /** EIP-1559 fees for `network`, base fee × `baseFeeMultiplier` (1.2 by default) plus the priority fee. */
    async estimateFeesPerGas(params: { network: Network; baseFeeMultiplier?: number }) {
      const client = await chainClient(params.network)
      return estimateFeesPerGas({
        request: (method, rpcParams) => client.request({ method, params: rpcParams } as never),
        ...(params.baseFeeMultiplier !== undefined ? { baseFeeMultiplier: params.baseFeeMultiplier } : {}),
      })
    },

    /** Waits for a receipt; 25 s by default (the send flow's wait). */
    async waitForReceipt(params: { network: Network; hash: string; timeoutMs?: number }): Promise<TransactionReceipt> {
      return waitForReceipt(await chainClient(params.network), {
        hash: params.hash as `0x${string}`,
        ...(params.timeoutMs !== undefined ? { timeoutMs: params.timeoutMs } : {}),
      })
    },

    /** A token's name, symbol, decimals and `owner`'s balance, in one deployless multicall. */
    async getTokenBalance(params: { network: Network; token: `0x${string}`; owner: `0x${string}` }): Promise<TokenBalanceResult> {
      return readTokenBalance(await chainClient(params.network), params.token, params.owner)
    },

    /** ERC-20 `transfer(to, amount)` through the wallet. */
    async transferErc20(params: Erc20TxParams): Promise<{ hash: string }> {
      const { token, to, amount, ...rest } = params
      return sendTransaction({ ...rest, to: token, value: 0n, data: await encodeErc20Transfer(to, amount) })
    },

    /** ERC-20 `approve(spender, amount)` through the wallet. */
    async approveErc20(params: Erc20TxParams): Promise<{ hash: string }> {
      const { token, to, amount, ...rest } = params
      return sendTransaction({ ...rest, to: token, value: 0n, data: await encodeErc20Approve(to, amount) })
    },

    /** Encodes a contract call with viem and sends it through the wallet. */
    async writeContract(params: WriteContractParams): Promise<{ hash: string }> {
      const { address, abi, functionName, args, ...rest } = params
      const { encodeFunctionData } = await loadViemContracts()
      const data = encodeFunctionData({ abi, functionName, args } as Parameters<typeof encodeFunctionData>[0])
      return sendTransaction({ ...rest, to: address, data })
    },

    /** `wallet_getCapabilities` (EIP-5792) for `address`; the wallet's answer, checked to be an object. */
    async getCapabilities(params: { connectorId: string; address: string }): Promise<Record<string, unknown>> {
      const answer = await requesterFor(entryOf(params.connectorId))({ method: 'wallet_getCapabilities', params: [params.address] }, 'silent')
      if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) throw new InvalidWalletResponseError('capabilities')
      return answer as Record<string, unknown>
    },

    /**
     * `wallet_sendCalls` (EIP-5792) after SPEC.md section 5's checks: each `to` starts with 0x, and
     * `data`, when present, too. Returns the batch id.
     */
    async sendCalls(params: { connectorId: string; network: Network; from: string; calls: readonly WalletCall[] }): Promise<{ id: string }> {
      assertSendCalls(params.calls)
      const parameter = toSendCallsParameter({ calls: params.calls, from: params.from, chainId: toHexChainId(params.network.id) })
      const answer = await requesterFor(entryOf(params.connectorId))({ method: 'wallet_sendCalls', params: [parameter] }, 'prompt')
      const id = typeof answer === 'string' ? answer : (answer as { id?: unknown } | null)?.id
      if (typeof id !== 'string') throw new InvalidWalletResponseError('calls id')
      return { id }
    },
  }
}
