import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  hexToBigInt,
  http,
  isAddress,
  isHex,
  serializeErc6492Signature,
  type Address,
  type Hex,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ProviderRpcError } from '../rpc/providerRpcError.js'
import { porticoAccountAbi, porticoAccountFactoryAbi } from './porticoAccountAbi.js'

/** A chain where the smart-account factory is deployed. */
export interface SmartAccountChain {
  chainId: number
  rpcUrl: string
  factory: Address
}

/** One call of a transaction or a batch, as a dapp sends it (hex quantities). */
export interface SmartAccountCall {
  to?: string
  value?: string
  data?: string
}

export interface CreateTestSmartAccountParams {
  /** The owner's key: it signs for the account and pays the gas of its transactions. */
  ownerKey: Hex
  chains: readonly SmartAccountChain[]
  /** @default 0n */
  salt?: bigint
}

export interface TestSmartAccount {
  readonly owner: Address
  /** The account's address on a chain (the factory's CREATE2 address), deployed or not. */
  address(chainId: number): Promise<Address>
  isDeployed(chainId: number): Promise<boolean>
  /** Deploys the account through the factory unless it exists; resolves with its address. */
  deploy(chainId: number): Promise<Address>
  /**
   * Sends one call from the account: the owner calls `execute` (deploying the account first when
   * needed). Resolves with the hash of the owner's `execute` transaction.
   */
  sendTransaction(chainId: number, call: SmartAccountCall): Promise<Hex>
  /** Sends calls from the account in one `executeBatch` transaction; resolves with its hash. */
  sendCalls(chainId: number, calls: readonly SmartAccountCall[]): Promise<Hex>
  /**
   * Signs for the account (EIP-191 message): the owner's signature, valid through EIP-1271 once
   * the account is deployed; before that wrapped as ERC-6492 (the factory and its deploy call).
   */
  signMessage(chainId: number, message: string): Promise<Hex>
  /** Signs typed data for the account, wrapped like `signMessage`. */
  signTypedData(chainId: number, typedData: unknown): Promise<Hex>
}

const invalid = (message: string) => new ProviderRpcError(-32602, message)

/**
 * A smart account of the devnet's PorticoAccount contract, driven by its owner's key: what the
 * reference login frame does for a user who chose the smart account, and what adapter tests use
 * to make EIP-1271 and ERC-6492 signatures.
 */
export function createTestSmartAccount(params: CreateTestSmartAccountParams): TestSmartAccount {
  const owner = privateKeyToAccount(params.ownerKey)
  const salt = params.salt ?? 0n
  const addresses = new Map<number, Address>()
  const chainOf = (chainId: number) => {
    const chain = params.chains.find((candidate) => candidate.chainId === chainId)
    if (!chain) throw new ProviderRpcError(4901, `No smart account on chain ${chainId}`)
    const viemChain = defineChain({
      id: chain.chainId,
      name: `devnet ${chain.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    })
    const transport = http(chain.rpcUrl)
    return {
      chain,
      publicClient: createPublicClient({ chain: viemChain, transport, pollingInterval: 20 }),
      walletClient: createWalletClient({ chain: viemChain, transport, account: owner }),
    }
  }
  const address = async (chainId: number): Promise<Address> => {
    const known = addresses.get(chainId)
    if (known) return known
    const { chain, publicClient } = chainOf(chainId)
    const found = await publicClient.readContract({ address: chain.factory, abi: porticoAccountFactoryAbi, functionName: 'getAddress', args: [owner.address, salt] })
    addresses.set(chainId, found)
    return found
  }
  const isDeployed = async (chainId: number) => {
    const code = await chainOf(chainId).publicClient.getCode({ address: await address(chainId) })
    return code !== undefined && code !== '0x'
  }
  const send = async (chainId: number, to: Address, data: Hex): Promise<Hex> => {
    const { publicClient, walletClient } = chainOf(chainId)
    const hash = await walletClient.sendTransaction({ to, data })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new ProviderRpcError(-32603, `Transaction ${hash} reverted`)
    return hash
  }
  const deploy = async (chainId: number): Promise<Address> => {
    const account = await address(chainId)
    if (await isDeployed(chainId)) return account
    const data = encodeFunctionData({ abi: porticoAccountFactoryAbi, functionName: 'createAccount', args: [owner.address, salt] })
    await send(chainId, chainOf(chainId).chain.factory, data)
    return account
  }
  const wrap = async (chainId: number, signature: Hex): Promise<Hex> => {
    if (await isDeployed(chainId)) return signature
    const data = encodeFunctionData({ abi: porticoAccountFactoryAbi, functionName: 'createAccount', args: [owner.address, salt] })
    return serializeErc6492Signature({ address: chainOf(chainId).chain.factory, data, signature })
  }
  return {
    owner: owner.address,
    address,
    isDeployed,
    deploy,
    async sendTransaction(chainId, call) {
      const { to, value, data } = checkCall(call)
      const account = await deploy(chainId)
      return send(chainId, account, encodeFunctionData({ abi: porticoAccountAbi, functionName: 'execute', args: [to, value, data] }))
    },
    async sendCalls(chainId, calls) {
      if (!Array.isArray(calls) || calls.length === 0 || calls.length > 32) throw invalid('Expected 1 to 32 calls')
      const checked = calls.map(checkCall)
      const account = await deploy(chainId)
      return send(chainId, account, encodeFunctionData({ abi: porticoAccountAbi, functionName: 'executeBatch', args: [checked] }))
    },
    async signMessage(chainId, message) {
      if (typeof message !== 'string') throw invalid('Expected a message string')
      return wrap(chainId, await owner.signMessage({ message: isHex(message) ? { raw: message } : message }))
    },
    async signTypedData(chainId, typedData) {
      const parsed = (typeof typedData === 'string' ? JSON.parse(typedData) : typedData) as TypedDataDefinition
      if (typeof parsed !== 'object' || parsed === null) throw invalid('Expected typed data')
      return wrap(chainId, await owner.signTypedData(parsed))
    },
  }
}

/** A dapp's call, checked: an address to call, a hex value and hex data. */
function checkCall(call: SmartAccountCall): { to: Address; value: bigint; data: Hex } {
  if (typeof call !== 'object' || call === null) throw invalid('Invalid call: expected an object')
  if (typeof call.to !== 'string' || !isAddress(call.to, { strict: false })) throw invalid('Invalid call: "to" is not an address')
  if (call.value !== undefined && (typeof call.value !== 'string' || !isHex(call.value))) throw invalid('Invalid call: "value" is not a hex quantity')
  if (call.data !== undefined && (typeof call.data !== 'string' || !isHex(call.data))) throw invalid('Invalid call: "data" is not hex')
  return { to: call.to, value: call.value ? hexToBigInt(call.value as Hex) : 0n, data: (call.data as Hex | undefined) ?? '0x' }
}
