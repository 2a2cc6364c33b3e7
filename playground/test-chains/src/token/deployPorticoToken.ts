import {
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  getContractAddress,
  http,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ContractArtifact } from './compilePorticoToken.js'
import { loadPorticoTokenArtifact } from './loadPorticoTokenArtifact.js'

export interface DeployPorticoTokenOptions {
  rpcUrl: string
  chainId: number
  /** The compiled token. @default the checked-in build, contracts/PorticoToken.json */
  artifact?: ContractArtifact
  /** Deploys the token and receives the whole supply before the transfers below. */
  deployerPrivateKey: Hex
  /** Whole tokens minted to the deployer. */
  initialSupply: bigint
  /** Accounts that then receive `amount` base units each from the deployer. @default [] */
  fund?: readonly Address[]
  /** Base units each account of `fund` receives; required when `fund` is not empty. */
  amount?: bigint
}

/**
 * Deploys the Portico test token (ERC-20, 18 decimals) with the deployer's next nonce (0 on a fresh
 * chain, so the address is the same on every start), then funds the given accounts, and resolves
 * with the token's address. Anvil mines each transaction on arrival, so receipts are polled quickly.
 */
export async function deployPorticoToken(options: DeployPorticoTokenOptions): Promise<Address> {
  const fund = options.fund ?? []
  if (fund.length > 0 && options.amount === undefined) throw new Error('deployPorticoToken: `amount` is required with `fund`')
  const amount = options.amount ?? 0n
  const artifact = options.artifact ?? (await loadPorticoTokenArtifact())
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

  const nonce = await publicClient.getTransactionCount({ address: account.address })
  const supply = options.initialSupply * 10n ** 18n
  const deployHash = await walletClient.deployContract({
    abi: artifact.abi,
    bytecode: artifact.bytecode,
    args: [supply],
    nonce,
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash: deployHash })
  const expected = getContractAddress({ from: account.address, nonce: BigInt(nonce) })
  if (receipt.status !== 'success' || receipt.contractAddress?.toLowerCase() !== expected.toLowerCase()) {
    throw new Error(`token deployment on chain ${options.chainId} failed (${receipt.status}, ${receipt.contractAddress})`)
  }

  let next = nonce + 1
  const hashes: Hex[] = []
  for (const to of fund) {
    hashes.push(
      await walletClient.writeContract({
        address: expected,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, amount],
        nonce: next++,
        gas: 100_000n,
      }),
    )
  }
  for (const hash of hashes) {
    const funded = await publicClient.waitForTransactionReceipt({ hash })
    if (funded.status !== 'success') throw new Error(`token funding transaction ${hash} reverted`)
  }
  return expected
}
