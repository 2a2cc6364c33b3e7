import {
  InvalidWalletResponseError,
  isEvmSignature,
  isEvmTransactionHash,
  PorticoError,
  type AbortSignalLike,
  type Connector,
  type FeeEstimate,
  type Network,
  type TransactionReceipt,
  type WalletCapabilities,
} from '@portico/core'
import type { Abi } from 'viem'
import type { ChainClient } from '../chain/chainClient.js'
import { encodeErc20Transfer } from '../chain/encodeErc20.js'
import { estimateFeesPerGas } from '../chain/fees.js'
import { loadViemContracts } from '../chain/loadViem.js'
import { waitForReceipt } from '../chain/waitForReceipt.js'
import type { Eip1193Provider, Eip1193RequestArguments, TimerLike } from '../eip1193.js'
import { toEvmError } from '../errors/toEvmError.js'
import { parseChainId, toHexChainId } from './parseWalletResponses.js'
import { requestWallet } from './requestWallet.js'
import { assertSendCalls, toSendCallsParameter } from './sendCalls.js'
import { switchChain } from './switchChain.js'
import { toTransactionRequest } from './toTransactionRequest.js'
import { utf8ToHex } from './utf8ToHex.js'

const DECIMAL = /^(0|[1-9][0-9]{0,77})$/

/** Sends wallet requests through one handle; all failures come out typed. */
export type WalletRequester = (args: Eip1193RequestArguments, kind: 'silent' | 'prompt') => Promise<unknown>

export interface BindEvmWalletDeps {
  timer: () => TimerLike
  silentTimeoutMs: number
  promptTimeoutMs: number | undefined
  chainClient(network: Network): Promise<ChainClient>
}


function quantity(value: string | undefined, field: string): bigint | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !DECIMAL.test(value)) {
    throw new PorticoError(`${field} must be a whole number in decimal text`, { code: 'INVALID_QUANTITY', category: 'VALIDATION_ERROR' })
  }
  return BigInt(value)
}

/**
 * The operations behind an EIP-1193 wallet's capabilities on eip155 (switch chains, sign, send,
 * ERC-20 transfers, contract writes, EIP-5792 batches, fees, receipts). Loaded on first use by
 * {@link bindEvmWallet}, so a page carries none of it before a wallet is asked anything.
 */
export function createEvmWalletOperations(handle: Eip1193Provider, connector: Connector, deps: BindEvmWalletDeps): WalletCapabilities {
  const request: WalletRequester = (args, kind) =>
    requestWallet(handle, args, { timer: deps.timer(), timeoutMs: kind === 'silent' ? deps.silentTimeoutMs : deps.promptTimeoutMs })
  const prompt = (args: Eip1193RequestArguments) => request(args, 'prompt')
  const ensureChain = async (network: Network) => {
    // The wallet signs for its current chain: bring it to the transaction's network first.
    if (parseChainId(await request({ method: 'eth_chainId' }, 'silent')) !== Number(network.id)) {
      await switchChain({ request: prompt, network, walletName: connector.name })
    }
  }
  const send = async (network: Network, fields: Parameters<typeof toTransactionRequest>[0]): Promise<{ hash: string }> => {
    const tx = toTransactionRequest(fields)
    await ensureChain(network)
    const hash = await prompt({ method: 'eth_sendTransaction', params: [tx] })
    if (!isEvmTransactionHash(hash)) throw new InvalidWalletResponseError('transaction hash')
    return { hash: hash as string }
  }
  const extraFees = (extra: Readonly<Record<string, string>> | undefined) => ({
    gas: quantity(extra?.gas, 'gas'),
    gasPrice: quantity(extra?.gasPrice, 'gasPrice'),
    maxFeePerGas: quantity(extra?.maxFeePerGas, 'maxFeePerGas'),
    maxPriorityFeePerGas: quantity(extra?.maxPriorityFeePerGas, 'maxPriorityFeePerGas'),
  })
  const withoutUndefined = <T extends Record<string, unknown>>(value: T): T =>
    Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T

  return {
    switchNetwork: { mode: 'wallet', switchNetwork: ({ network }: { network: Network; signal?: AbortSignalLike }) => switchChain({ request: prompt, network, walletName: connector.name }) },
    signMessage: {
      supported: true,
      async run({ address, message }) {
        const signature = await prompt({ method: 'personal_sign', params: [utf8ToHex(message), address] })
        // 65 bytes from an EOA; smart-account signatures (ERC-1271, ERC-6492) are longer, up to 32 KiB.
        if (!isEvmSignature(signature)) throw new InvalidWalletResponseError('signature')
        return { signature: signature as string }
      },
    },
    sendTransaction: {
      supported: true,
      // async: a malformed amount rejects, as every run does, rather than throwing on the call.
      run: async ({ network, from, to, value, data, extra }) =>
        send(network, withoutUndefined({ from, to, value: quantity(value, 'value') ?? 0n, data, ...extraFees(extra) })),
    },
    transferToken: {
      supported: true,
      async run({ network, from, token, to, amount }) {
        const data = await encodeErc20Transfer(to as `0x${string}`, quantity(amount, 'amount') ?? 0n)
        return send(network, { from, to: token, value: 0n, data })
      },
    },
    estimateFees: {
      supported: true,
      async run({ network, baseFeeMultiplier }): Promise<FeeEstimate> {
        const client = await deps.chainClient(network)
        const fees = await estimateFeesPerGas({
          request: (method, params) => client.request({ method, params } as never),
          ...(baseFeeMultiplier !== undefined ? { baseFeeMultiplier } : {}),
        })
        return Object.fromEntries(Object.entries(fees).map(([key, value]) => [key, String(value)]))
      },
    },
    estimateGas: {
      supported: true,
      async run({ network, from, to, value, data }) {
        const { value: amount, ...call } = toTransactionRequest(withoutUndefined({ from, to, value: quantity(value, 'value') ?? 0n, data }))
        const client = await deps.chainClient(network)
        try {
          const gas = await client.request({ method: 'eth_estimateGas', params: [{ ...call, value: amount }] } as never)
          return { gas: BigInt(gas as string).toString(10) }
        } catch (error) {
          throw new PorticoError('error estimating gas', { code: 'ESTIMATE_GAS_FAILED', category: 'NETWORK_ERROR', cause: toEvmError(error) })
        }
      },
    },
    waitForReceipt: {
      supported: true,
      async run({ network, hash, timeoutMs }): Promise<TransactionReceipt> {
        const receipt = await waitForReceipt(await deps.chainClient(network), {
          hash: hash as `0x${string}`,
          ...(timeoutMs !== undefined ? { timeoutMs } : {}),
        })
        return { hash: receipt.transactionHash, status: receipt.status, blockNumber: receipt.blockNumber.toString(10) }
      },
    },
    sendCalls: {
      supported: true,
      async run({ network, from, calls }) {
        const typed = Array.isArray(calls)
          ? calls.map((call) => ({ ...call, value: typeof call?.value === 'string' ? quantity(call.value, 'value') : call?.value }))
          : calls
        assertSendCalls(typed)
        await ensureChain(network)
        const parameter = toSendCallsParameter({ calls: typed, from, chainId: toHexChainId(network.id) })
        const answer = await prompt({ method: 'wallet_sendCalls', params: [parameter] })
        const id = typeof answer === 'string' ? answer : (answer as { id?: unknown } | null)?.id
        if (typeof id !== 'string' || id.length === 0 || id.length > 512) throw new InvalidWalletResponseError('calls id')
        return { id }
      },
    },
    writeContract: {
      supported: true,
      async run({ network, from, address, abi, functionName, args, value }) {
        const { encodeFunctionData } = await loadViemContracts()
        const data = encodeFunctionData({ abi: abi as Abi, functionName, args } as Parameters<typeof encodeFunctionData>[0])
        return send(network, { from, to: address, value: quantity(value, 'value') ?? 0n, data })
      },
    },
    getAssets: {
      supported: true,
      // Asked quietly: a wallet without it answers 'method not found' and the API is asked instead.
      run: ({ address, network }) => request({ method: 'wallet_getAssets', params: [{ account: address, chainFilter: [toHexChainId(network.id)] }] }, 'silent'),
    },
    walletCapabilities: {
      supported: true,
      async run({ address }) {
        const answer = await request({ method: 'wallet_getCapabilities', params: [address] }, 'silent')
        if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) throw new InvalidWalletResponseError('capabilities')
        return answer as Record<string, unknown>
      },
    },
  }
}
