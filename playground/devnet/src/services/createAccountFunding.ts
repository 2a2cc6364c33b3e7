import { jsonRpcRequest } from '@portico/test-chains'
import { encodeAbiParameters, keccak256, numberToHex, type Address, type Hex } from 'viem'
import { ownedAccounts } from '../wallet/ownedAccounts.js'

/** Ether each owned EVM account holds after funding, on every chain (as anvil's own accounts start). */
export const OWNED_ETHER_WEI = 10_000n * 10n ** 18n
/** PTT the owner's two page wallets (`main`, `second`) hold after funding, on every chain, as devnet accounts 1 to 4 start. */
export const OWNED_TOKEN_UNITS = 10_000n * 10n ** 18n

/** PorticoToken.sol's storage: `totalSupply` in slot 0, the `balanceOf` mapping at slot 1. */
const TOTAL_SUPPLY_SLOT = numberToHex(0n, { size: 32 })
const balanceSlot = (holder: Address): Hex => keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [holder, 1n]))

export interface AccountFundingOptions {
  /** The devnet's EVM chains, each with its PTT token. */
  chains: readonly { chainId: number; rpcUrl: string; tokenAddress: Address }[]
  /** The Solana runtime's funding (`SolanaRuntime.fund`); none without a runtime. */
  solana?: { fund(address: string): void }
}

/** The addresses funded for an owner. */
export interface FundedAccounts {
  evm: Address[]
  solana: string[]
}

/**
 * Funds an owner's accounts (`ownedAccounts(owner)`) as the devnet's numbered accounts start, by
 * writing the chains' state rather than sending from another account (so no account anyone
 * else reads changes): 10,000 ether on every chain (anvil_setBalance), 10,000 PTT for the two page
 * wallets (anvil_setStorageAt on the token's balance, its total supply following), and 1000 SOL,
 * PST and P22 on the Solana runtime. Funding again sets the same figures. Calls run one at a time,
 * so two never read and write the token's supply at once.
 */
export function createAccountFunding(options: AccountFundingOptions): (owner: string) => Promise<FundedAccounts> {
  let queue: Promise<unknown> = Promise.resolve()

  async function fundOnChain(chain: AccountFundingOptions['chains'][number], addresses: readonly Address[], tokenHolders: readonly Address[]): Promise<void> {
    const call = (method: string, params: unknown[]) => jsonRpcRequest(chain.rpcUrl, method, params)
    await Promise.all(addresses.map((address) => call('anvil_setBalance', [address, numberToHex(OWNED_ETHER_WEI)])))
    const word = async (slot: Hex) => BigInt((await call('eth_getStorageAt', [chain.tokenAddress, slot, 'latest'])) as Hex)
    let supply = await word(TOTAL_SUPPLY_SLOT)
    for (const holder of tokenHolders) {
      const slot = balanceSlot(holder)
      supply += OWNED_TOKEN_UNITS - (await word(slot))
      await call('anvil_setStorageAt', [chain.tokenAddress, slot, numberToHex(OWNED_TOKEN_UNITS, { size: 32 })])
    }
    await call('anvil_setStorageAt', [chain.tokenAddress, TOTAL_SUPPLY_SLOT, numberToHex(supply, { size: 32 })])
  }

  return (owner) => {
    const accounts = ownedAccounts(owner)
    const funded: FundedAccounts = {
      evm: Object.values(accounts.evm).map((account) => account.address),
      solana: options.solana ? Object.values(accounts.solana).map((account) => account.address) : [],
    }
    const run = queue.then(async () => {
      await Promise.all(options.chains.map((chain) => fundOnChain(chain, funded.evm, [accounts.evm.main.address, accounts.evm.second.address])))
      for (const address of funded.solana) options.solana?.fund(address)
      return funded
    })
    queue = run.catch(() => undefined)
    return run
  }
}
