import { jsonRpcRequest } from '@portico/test-chains'
import { createPublicClient, createWalletClient, defineChain, erc20Abi, http, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ownedAccounts } from '../wallet/ownedAccounts.js'

/** Ether each owned EVM account holds after funding, on every chain (as anvil's own accounts start). */
export const OWNED_ETHER_WEI = 10_000n * 10n ** 18n
/**
 * PTT the owner's two page wallets (`main`, `second`) hold after funding, on every chain, as devnet
 * accounts 1 to 4 start. The deployer's 960,000 cover 48 owners; the other roles get ether only.
 */
export const OWNED_TOKEN_UNITS = 10_000n * 10n ** 18n

export interface AccountFundingOptions {
  /** The devnet's EVM chains, each with its PTT token. */
  chains: readonly { chainId: number; rpcUrl: string; tokenAddress: Address }[]
  /** Account 0's key: it holds the PTT supply and sends each owner its share. */
  deployerPrivateKey: Hex
  /** The Solana runtime's funding (`SolanaRuntime.fund`); none without a runtime. */
  solana?: { fund(address: string): void }
}

/** The addresses funded for an owner. */
export interface FundedAccounts {
  evm: Address[]
  solana: string[]
}

/**
 * Funds an owner's accounts (`ownedAccounts(owner)`) as the devnet's numbered accounts start:
 * 10,000 ether (anvil_setBalance) on every chain, 10,000 PTT for the two page wallets (a transfer
 * from the deployer, so it shows in their history as the numbered accounts' does), and 1000 SOL,
 * PST and P22 on the Solana runtime. Funding again tops the same accounts up to the same figures. Calls run one at
 * a time, so the deployer's nonces never race.
 */
export function createAccountFunding(options: AccountFundingOptions): (owner: string) => Promise<FundedAccounts> {
  const deployer = privateKeyToAccount(options.deployerPrivateKey)
  const clients = options.chains.map((chain) => {
    const viemChain = defineChain({ id: chain.chainId, name: `devnet ${chain.chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } })
    const transport = http(chain.rpcUrl)
    return {
      chain,
      reader: createPublicClient({ chain: viemChain, transport, pollingInterval: 20 }),
      writer: createWalletClient({ chain: viemChain, transport, account: deployer }),
    }
  })
  let queue: Promise<unknown> = Promise.resolve()

  async function fundOnChain({ chain, reader, writer }: (typeof clients)[number], addresses: readonly Address[], tokenHolders: readonly Address[]): Promise<void> {
    await Promise.all(addresses.map((address) => jsonRpcRequest(chain.rpcUrl, 'anvil_setBalance', [address, `0x${OWNED_ETHER_WEI.toString(16)}`])))
    let nonce = await reader.getTransactionCount({ address: deployer.address, blockTag: 'pending' })
    const hashes: Hex[] = []
    for (const address of tokenHolders) {
      const held = await reader.readContract({ address: chain.tokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
      if (held >= OWNED_TOKEN_UNITS) continue
      hashes.push(await writer.writeContract({ address: chain.tokenAddress, abi: erc20Abi, functionName: 'transfer', args: [address, OWNED_TOKEN_UNITS - held], nonce: nonce++, gas: 100_000n }))
    }
    for (const hash of hashes) {
      const receipt = await reader.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`PTT funding transaction ${hash} on chain ${chain.chainId} reverted`)
    }
  }

  return (owner) => {
    const accounts = ownedAccounts(owner)
    const funded: FundedAccounts = {
      evm: Object.values(accounts.evm).map((account) => account.address),
      solana: options.solana ? Object.values(accounts.solana).map((account) => account.address) : [],
    }
    const run = queue.then(async () => {
      await Promise.all(clients.map((client) => fundOnChain(client, funded.evm, [accounts.evm.main.address, accounts.evm.second.address])))
      for (const address of funded.solana) options.solana?.fund(address)
      return funded
    })
    queue = run.catch(() => undefined)
    return run
  }
}
