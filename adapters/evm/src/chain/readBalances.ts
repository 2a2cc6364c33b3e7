import type { NativeBalance as AdapterBalance, Network } from '@portico/core'
import type { ChainClient } from './chainClient.js'
import { loadViem, loadViemContracts } from './loadViem.js'

/** An ERC-20 token's metadata and one holder's balance. */
export interface TokenBalanceResult {
  address: `0x${string}`
  name: string
  symbol: string
  decimals: number
  /** In the token's smallest unit. */
  value: bigint
  /** In display units, as decimal text. */
  formatted: string
}

/** The native balance of `address`, in display units, read from the chain RPC. */
export async function readNativeBalance(client: ChainClient, network: Network, address: `0x${string}`): Promise<AdapterBalance> {
  const { formatUnits } = await loadViem()
  const wei = BigInt((await client.request({ method: 'eth_getBalance', params: [address, 'latest'] })) as string)
  return { balance: formatUnits(wei, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
}

/**
 * name, symbol, decimals and balanceOf of one token in one multicall (SPEC.md section 7). The
 * multicall is viem's deployless one: the Multicall3 bytecode rides in an `eth_call`, so it works
 * on chains where Multicall3 is not deployed (a fresh anvil).
 */
export async function readTokenBalance(
  client: ChainClient,
  token: `0x${string}`,
  owner: `0x${string}`,
): Promise<TokenBalanceResult> {
  const [{ erc20Abi, multicall }, { formatUnits }] = await Promise.all([loadViemContracts(), loadViem()])
  const [name, symbol, decimals, value] = await multicall(client, {
    deployless: true,
    allowFailure: false,
    contracts: [
      { address: token, abi: erc20Abi, functionName: 'name' },
      { address: token, abi: erc20Abi, functionName: 'symbol' },
      { address: token, abi: erc20Abi, functionName: 'decimals' },
      { address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] },
    ],
  })
  return { address: token, name, symbol, decimals, value, formatted: formatUnits(value, decimals) }
}
