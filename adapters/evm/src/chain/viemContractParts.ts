// The heavier parts of viem, needed only for token reads, contract writes and receipts: a lazy
// chunk of its own, loaded when one of those is first used.
export { encodeFunctionData, erc20Abi } from 'viem'
export { multicall, waitForTransactionReceipt } from 'viem/actions'
