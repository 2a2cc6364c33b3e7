import type { ChainNamespace } from '../../kernel/types/namespace.js'

/** The namespaces the embedded wallet serves. */
export type EmbeddedNamespace = Extract<ChainNamespace, 'eip155' | 'solana' | 'bip122'>

/** Read-only Ethereum methods: they run without asking the visitor. */
const EVM_SAFE = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_getAssets',
] as const

/** Methods that sign or send: the frame asks the visitor (ApproveTransaction). */
const EVM_UNSAFE = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

const SOLANA_UNSAFE = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

const BIP122_SAFE = ['getAccountAddresses'] as const
const BIP122_UNSAFE = ['signMessage', 'signPSBT', 'sendTransfer'] as const

/** The kind of a method the site asks the embedded wallet for. */
export type FrameRpcMethodKind = 'safe' | 'unsafe' | 'notAllowed'

const METHODS: Readonly<Record<EmbeddedNamespace, { readonly safe: readonly string[]; readonly unsafe: readonly string[] }>> = Object.freeze({
  eip155: { safe: EVM_SAFE, unsafe: EVM_UNSAFE },
  solana: { safe: [], unsafe: SOLANA_UNSAFE },
  bip122: { safe: BIP122_SAFE, unsafe: BIP122_UNSAFE },
})

/**
 * Whether the embedded wallet runs `method` on `namespace`: 'safe' (read-only, no prompt),
 * 'unsafe' (the visitor approves it in the frame) or 'notAllowed'. Names match exactly: no case
 * folding, no trimming, nothing inherited (`constructor`, `__proto__` are not methods).
 */
export function frameRpcMethodKind(namespace: string, method: unknown): FrameRpcMethodKind {
  if (typeof method !== 'string' || !Object.prototype.hasOwnProperty.call(METHODS, namespace)) return 'notAllowed'
  const { safe, unsafe } = METHODS[namespace as EmbeddedNamespace]
  if (safe.includes(method)) return 'safe'
  return unsafe.includes(method) ? 'unsafe' : 'notAllowed'
}

/** Every method the embedded wallet allows on `namespace`, for documentation and the devnet frame. */
export function frameRpcMethods(namespace: EmbeddedNamespace): readonly string[] {
  return [...METHODS[namespace].safe, ...METHODS[namespace].unsafe]
}
