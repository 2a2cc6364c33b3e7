import { createPublicClient, createWalletClient, defineChain, getContractAddress, http, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ContractArtifact } from '../token/compilePorticoToken.js'
import { loadPorticoAccountArtifacts } from './loadPorticoAccountArtifacts.js'

export interface DeployPorticoAccountFactoryOptions {
  rpcUrl: string
  chainId: number
  /** The compiled factory. @default the checked-in build, contracts/PorticoAccountFactory.json */
  artifact?: ContractArtifact
  deployerPrivateKey: Hex
}

/**
 * Deploys the smart-account factory with the deployer's next nonce (so the same deployer at the
 * same nonce gives the same address on every chain) and resolves with its address.
 */
export async function deployPorticoAccountFactory(options: DeployPorticoAccountFactoryOptions): Promise<Address> {
  const artifact = options.artifact ?? (await loadPorticoAccountArtifacts()).factory
  const chain = defineChain({
    id: options.chainId,
    name: `devnet ${options.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  })
  const account = privateKeyToAccount(options.deployerPrivateKey)
  const transport = http(options.rpcUrl)
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 20 })
  const walletClient = createWalletClient({ chain, transport, account })
  const nonce = await publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' })
  const hash = await walletClient.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, nonce })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  const expected = getContractAddress({ from: account.address, nonce: BigInt(nonce) })
  if (receipt.status !== 'success' || receipt.contractAddress?.toLowerCase() !== expected.toLowerCase()) {
    throw new Error(`smart-account factory deployment on chain ${options.chainId} failed (${receipt.status}, ${receipt.contractAddress})`)
  }
  return expected
}
