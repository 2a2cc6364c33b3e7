import { createTestSmartAccount, jsonRpcRequest, type SmartAccountCall, type SmartAccountChain, type TestSmartAccount, type TestWallet } from '@portico/test-chains'
import type { Address, Hex } from 'viem'

/** What a frame user's EVM session needs for smart accounts. */
export interface SmartAccountUser {
  evm: TestWallet
  /** The user's smart account, on every chain with a factory; absent when the devnet has none. */
  smart?: TestSmartAccount
  /** The eip155 account type the user chose (the frame keeps it per user). */
  accountType: 'eoa' | 'smartAccount'
}

/** What a new user's smart account holds on each chain at first login (100 ether), so it can pay. */
const SMART_ACCOUNT_FUNDING_WEI = 100n * 10n ** 18n

/** The user's smart account, funded on every chain; undefined when no chain has a factory. */
export async function createFrameSmartAccount(ownerKey: Hex, chains: readonly SmartAccountChain[]): Promise<TestSmartAccount | undefined> {
  if (chains.length === 0) return undefined
  const smart = createTestSmartAccount({ ownerKey, chains })
  await Promise.all(
    chains.map(async (chain) => jsonRpcRequest(chain.rpcUrl, 'anvil_setBalance', [await smart.address(chain.chainId), `0x${SMART_ACCOUNT_FUNDING_WEI.toString(16)}`])),
  )
  return smart
}

/** Whether the user's smart account is used on `chainId`: chosen, and the chain has a factory. */
export function usesSmartAccount(user: SmartAccountUser, chains: readonly SmartAccountChain[], chainId: number): boolean {
  return user.accountType === 'smartAccount' && user.smart !== undefined && chains.some((chain) => chain.chainId === chainId)
}

/**
 * The user's eip155 session on `chainId` as GET_USER answers it: both accounts where the chain has
 * smart accounts (the chosen type's address as `address`), the chosen type, and whether the smart
 * account is deployed there.
 */
export async function evmUserSession(user: SmartAccountUser, chains: readonly SmartAccountChain[], chainId: number) {
  const eoa = user.evm.address
  const enabled = user.smart !== undefined && chains.some((chain) => chain.chainId === chainId)
  if (!enabled || !user.smart) return { address: eoa, chainId, accounts: [{ address: eoa, type: 'eoa' }], preferredAccountType: 'eoa' }
  const smart = await user.smart.address(chainId)
  const type = user.accountType
  return {
    address: type === 'smartAccount' ? smart : eoa,
    chainId,
    accounts: [
      { address: eoa, type: 'eoa' },
      { address: smart, type: 'smartAccount' },
    ],
    preferredAccountType: type,
    smartAccountDeployed: await user.smart.isDeployed(chainId),
  }
}

/**
 * An eip155 request from the user's smart account: the account's address for the account methods,
 * the owner calling `execute` / `executeBatch` for transactions and calls, the owner's signature
 * (ERC-6492 wrapped while undeployed) for signing; anything else goes to the chain.
 */
export async function smartAccountRpc(smart: TestSmartAccount, user: SmartAccountUser, chainId: number, method: string, params: unknown): Promise<unknown> {
  const list = Array.isArray(params) ? (params as unknown[]) : []
  const address = await smart.address(chainId)
  const claims = (claimed: unknown) => {
    if (claimed !== undefined && (typeof claimed !== 'string' || claimed.toLowerCase() !== address.toLowerCase())) {
      throw Object.assign(new Error('The request names another account'), { status: 400 })
    }
  }
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [address]
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as SmartAccountCall & { from?: unknown; input?: string }
      claims(tx.from)
      return smart.sendTransaction(chainId, { ...(tx.to === undefined ? {} : { to: tx.to }), ...(tx.value === undefined ? {} : { value: tx.value }), ...((tx.data ?? tx.input) === undefined ? {} : { data: (tx.data ?? tx.input) as string }) })
    }
    case 'wallet_sendCalls': {
      const request = (list[0] ?? {}) as { from?: unknown; calls?: unknown }
      claims(request.from)
      const hash = await smart.sendCalls(chainId, Array.isArray(request.calls) ? (request.calls as SmartAccountCall[]) : [])
      return { id: hash }
    }
    case 'wallet_getCallsStatus': {
      const id = list[0]
      if (typeof id !== 'string' || !/^0x[0-9a-f]{64}$/i.test(id)) throw Object.assign(new Error('Invalid calls id'), { status: 400 })
      const receipt = (await user.evm.request({ method: 'eth_getTransactionReceipt', params: [id] })) as { status?: string } | null
      const status = receipt === null ? 100 : receipt.status === '0x1' ? 200 : 500
      return { version: '2.0.0', id, chainId: `0x${chainId.toString(16)}`, atomic: true, status, ...(receipt ? { receipts: [receipt] } : {}) }
    }
    case 'personal_sign':
      claims(list[1])
      return smart.signMessage(chainId, list[0] as string)
    case 'eth_signTypedData_v4':
      claims(list[0])
      return smart.signTypedData(chainId, list[1])
    default:
      return user.evm.request({ method, params: list })
  }
}

/** The smart account's address and deployment on `chainId` (INIT_SMART_ACCOUNT's answer). */
export async function smartAccountState(smart: TestSmartAccount, chainId: number): Promise<{ address: Address; isDeployed: boolean }> {
  return { address: await smart.address(chainId), isDeployed: await smart.isDeployed(chainId) }
}
