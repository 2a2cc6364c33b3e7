import { loadViemContracts } from './loadViem.js'

/** Calldata of ERC-20 `transfer(to, amount)`. */
export async function encodeErc20Transfer(to: `0x${string}`, amount: bigint): Promise<`0x${string}`> {
  const { encodeFunctionData, erc20Abi } = await loadViemContracts()
  return encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
}

/** Calldata of ERC-20 `approve(spender, amount)`. */
export async function encodeErc20Approve(spender: `0x${string}`, amount: bigint): Promise<`0x${string}`> {
  const { encodeFunctionData, erc20Abi } = await loadViemContracts()
  return encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })
}
