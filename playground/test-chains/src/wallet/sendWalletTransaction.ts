import { createWalletClient, defineChain, hexToBigInt, hexToNumber, http, isAddress, isHex, type Hex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { ProviderRpcError } from '../rpc/providerRpcError.js'

/** The `eth_sendTransaction` parameter as a dapp sends it: hex quantities, optional fields. */
export interface TransactionParam {
  from?: string
  to?: string
  value?: string
  data?: string
  input?: string
  gas?: string
  gasPrice?: string
  maxFeePerGas?: string
  maxPriorityFeePerGas?: string
  nonce?: string
}

const invalid = (message: string) => new ProviderRpcError(-32602, message)

const quantity = (value: unknown, field: string): bigint | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isHex(value)) throw invalid(`Invalid ${field}: expected a hex quantity`)
  return hexToBigInt(value)
}

/**
 * Signs a transaction with the wallet's local key and sends it raw to the chain's RPC, the way an
 * extension wallet does. Fields the dapp left out (nonce, gas, fees) are filled from the chain.
 */
export async function sendWalletTransaction(
  account: PrivateKeyAccount,
  chain: { chainId: number; rpcUrl: string },
  param: unknown,
): Promise<Hex> {
  if (typeof param !== 'object' || param === null) throw invalid('Invalid transaction: expected an object')
  const tx = param as TransactionParam
  if (tx.to !== undefined && (typeof tx.to !== 'string' || !isAddress(tx.to, { strict: false }))) {
    throw invalid('Invalid transaction: "to" is not an address')
  }
  const data = tx.data ?? tx.input
  if (data !== undefined && (typeof data !== 'string' || !isHex(data))) throw invalid('Invalid transaction: "data" is not hex')

  const client = createWalletClient({
    account,
    chain: defineChain({
      id: chain.chainId,
      name: `chain ${chain.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl),
  })
  const gasPrice = quantity(tx.gasPrice, 'gasPrice')
  const maxFeePerGas = quantity(tx.maxFeePerGas, 'maxFeePerGas')
  const maxPriorityFeePerGas = quantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas')
  const common = {
    to: tx.to as Hex | undefined,
    value: quantity(tx.value, 'value'),
    data: data as Hex | undefined,
    gas: quantity(tx.gas, 'gas'),
    nonce: tx.nonce === undefined ? undefined : hexToNumber(tx.nonce as Hex),
  }
  if (gasPrice !== undefined) {
    if (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined) {
      throw invalid('Invalid transaction: gasPrice cannot be mixed with EIP-1559 fee fields')
    }
    return client.sendTransaction({ ...common, gasPrice })
  }
  return client.sendTransaction({ ...common, maxFeePerGas, maxPriorityFeePerGas })
}
