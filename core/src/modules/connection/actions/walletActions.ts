import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { NotConnectedError } from '../../../kernel/errors/actionErrors.js'
import { AlertPorticoError } from '../../../kernel/alerts/AlertPorticoError.js'
import type {
  FeeEstimate,
  TransactionReceipt,
  WalletCall,
  WriteContractRequest,
} from '../../../kernel/plugins/chainAdapter.js'
import type { AbortSignalLike } from '../../../kernel/platform/ports.js'
import type { ChainNamespace } from '../../../kernel/types/namespace.js'
import type { Network } from '../../../kernel/types/network.js'
import { activeNamespace } from '../internal/connections.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'
import { runCapability } from '../../../kernel/actions/useCapability.js'

interface OnNetwork {
  /** The network to act on. @default the active network of the namespace */
  caipNetworkId?: string
  /** @default the active namespace */
  namespace?: ChainNamespace
  signal?: AbortSignalLike
}

function networkOf(client: PorticoClient, params: OnNetwork): Network {
  const { chains } = client.controllers
  if (params.caipNetworkId) {
    const found = chains.findNetwork(params.caipNetworkId)
    if (!found) throw new AlertPorticoError('INVALID_NETWORK', { details: params.caipNetworkId })
    return found
  }
  const namespace = params.namespace ?? activeNamespace(client)
  const network = namespace ? chains.getSnapshot().namespaces[namespace]?.caipNetwork : undefined
  if (!network || !chains.findNetwork(network.caipNetworkId)) throw new AlertPorticoError('INVALID_NETWORK', { details: String(namespace) })
  return network
}

const withSignal = (signal: AbortSignalLike | undefined) => (signal ? { signal } : {})

export interface SendTransactionParams extends OnNetwork {
  to: string
  /** In the smallest unit, decimal text or a bigint. */
  value: string | bigint
  data?: string
  /** Namespace-specific fields (EVM gas and fees), decimal text. */
  extra?: Readonly<Record<string, string>>
}

/** Sends a transaction from the connected account through its wallet. Resolves with the hash. */
export const sendTransaction = publicAction('sendTransaction', async function sendTransaction(client: PorticoClient, params: SendTransactionParams): Promise<{ hash: string }> {
  const network = networkOf(client, params)
  const { result } = await runCapability(client, { action: 'sendTransaction', capability: 'sendTransaction', namespace: network.chainNamespace }, (entry) => ({
    network,
    from: entry.address,
    to: params.to,
    value: String(params.value),
    ...(params.data ? { data: params.data } : {}),
    ...(params.extra ? { extra: params.extra } : {}),
    ...withSignal(params.signal),
  }))
  return result
})

export interface TransferTokenParams extends OnNetwork {
  /** The token's contract or mint address. */
  token: string
  to: string
  /** In the token's smallest unit, decimal text or a bigint. */
  amount: string | bigint
}

/** Transfers a token (ERC-20 transfer on eip155) through the wallet. Resolves with the hash. */
export const transferToken = publicAction('transferToken', async function transferToken(client: PorticoClient, params: TransferTokenParams): Promise<{ hash: string }> {
  const network = networkOf(client, params)
  const { result } = await runCapability(client, { action: 'transferToken', capability: 'transferToken', namespace: network.chainNamespace }, (entry) => ({
    network,
    from: entry.address,
    token: params.token,
    to: params.to,
    amount: String(params.amount),
    ...withSignal(params.signal),
  }))
  return result
})

/** Current fees of a network (EIP-1559 on eip155, base fee times the multiplier, 1.2 by default). */
export const estimateFees = publicAction('estimateFees', async function estimateFees(client: PorticoClient, params: OnNetwork & { baseFeeMultiplier?: number } = {}): Promise<FeeEstimate> {
  const network = networkOf(client, params)
  const { result } = await runCapability(client, { action: 'estimateFees', capability: 'estimateFees', namespace: network.chainNamespace }, () => ({
    network,
    ...(params.baseFeeMultiplier !== undefined ? { baseFeeMultiplier: params.baseFeeMultiplier } : {}),
    ...withSignal(params.signal),
  }))
  return result
})

/**
 * The gas a transaction from the connected account would use (eth_estimateGas on eip155), as
 * decimal text.
 * @throws PorticoError 'error estimating gas' when the chain refuses the estimate (a revert, say).
 */
export const estimateGas = publicAction('estimateGas', async function estimateGas(client: PorticoClient, params: Omit<SendTransactionParams, 'extra'>): Promise<{ gas: string }> {
  const network = networkOf(client, params)
  const { result } = await runCapability(client, { action: 'estimateGas', capability: 'estimateGas', namespace: network.chainNamespace }, (entry) => ({
    network,
    from: entry.address,
    to: params.to,
    value: String(params.value),
    ...(params.data ? { data: params.data } : {}),
    ...withSignal(params.signal),
  }))
  return result
})

/** Waits for a transaction's receipt (the send flow waits 25 s). */
export const waitForReceipt = publicAction('waitForReceipt', async function waitForReceipt(client: PorticoClient, params: OnNetwork & { hash: string; timeoutMs?: number }): Promise<TransactionReceipt> {
  const network = networkOf(client, params)
  const { result } = await runCapability(client, { action: 'waitForReceipt', capability: 'waitForReceipt', namespace: network.chainNamespace }, () => ({
    network,
    hash: params.hash,
    ...(params.timeoutMs !== undefined ? { timeoutMs: params.timeoutMs } : {}),
    ...withSignal(params.signal),
  }))
  return result
})

/** Sends a batch of calls (EIP-5792 wallet_sendCalls on eip155). Resolves with the batch id. */
export const sendCalls = publicAction('sendCalls', async function sendCalls(client: PorticoClient, params: OnNetwork & { calls: readonly WalletCall[] }): Promise<{ id: string }> {
  const network = networkOf(client, params)
  const { result } = await runCapability(client, { action: 'sendCalls', capability: 'sendCalls', namespace: network.chainNamespace }, (entry) => ({
    network,
    from: entry.address,
    calls: params.calls,
    ...withSignal(params.signal),
  }))
  return result
})

export type WriteContractParams = OnNetwork & Omit<WriteContractRequest, 'network' | 'from'>

/** Calls a contract function through the wallet. Resolves with the hash. */
export const writeContract = publicAction('writeContract', async function writeContract(client: PorticoClient, params: WriteContractParams): Promise<{ hash: string }> {
  const network = networkOf(client, params)
  const { caipNetworkId: _id, namespace: _namespace, signal, ...call } = params
  const { result } = await runCapability(client, { action: 'writeContract', capability: 'writeContract', namespace: network.chainNamespace }, (entry) => ({
    ...call,
    network,
    from: entry.address,
    ...withSignal(signal),
  }))
  return result
})

/** What the active connection of a namespace can do. */
export interface GetCapabilitiesReturnType {
  switchNetwork: 'wallet' | 'local'
  signMessage: boolean
  sendTransaction: boolean
  transferToken: boolean
  estimateFees: boolean
  estimateGas: boolean
  waitForReceipt: boolean
  sendCalls: boolean
  writeContract: boolean
  /** The wallet's own report (EIP-5792), when it has one and answered; otherwise undefined. */
  wallet: Readonly<Record<string, unknown>> | undefined
}

/**
 * The capabilities of the active connection of a namespace (default: the active one), as the
 * connection declared them, plus the wallet's own report where it has one.
 * @throws NotConnectedError when the namespace has no connection.
 */
export const getCapabilities = publicAction('getCapabilities', async function getCapabilities(client: PorticoClient, params: { namespace?: ChainNamespace } = {}): Promise<GetCapabilitiesReturnType> {
  const namespace = params.namespace ?? activeNamespace(client)
  const { connection } = client.controllers
  const state = connection.getSnapshot()
  const connectorId = namespace ? state.active[namespace] : undefined
  const entry = state.connections.find((item) => item.connectorId === connectorId)?.namespaces[namespace ?? 'eip155']
  if (!namespace || !entry) throw new NotConnectedError('getCapabilities')
  const caps = entry.capabilities
  let wallet: Readonly<Record<string, unknown>> | undefined
  if (caps.walletCapabilities.supported) {
    try {
      wallet = await caps.walletCapabilities.run({ address: entry.address })
    } catch (error) {
      client.logger.warn('The wallet did not report its capabilities', error)
    }
  }
  return {
    switchNetwork: caps.switchNetwork.mode,
    signMessage: caps.signMessage.supported,
    sendTransaction: caps.sendTransaction.supported,
    transferToken: caps.transferToken.supported,
    estimateFees: caps.estimateFees.supported,
    estimateGas: caps.estimateGas.supported,
    waitForReceipt: caps.waitForReceipt.supported,
    sendCalls: caps.sendCalls.supported,
    writeContract: caps.writeContract.supported,
    wallet,
  }
})
