// A small EIP-1193 wallet for the integration tests: a viem local account signs, reads go to the
// current chain's anvil. It can be told to reject or hang the next prompting request. (The richer
// test wallet of the playground lives in playground/devnet; product and adapter code never use it.)
import { createPublicClient, createWalletClient, defineChain, http, type Hex, type LocalAccount } from 'viem'
import type { Eip1193Provider, Eip1193RequestArguments } from '../src/eip1193.js'
import { rpcError } from './scriptedProvider.js'

export interface LocalWallet extends Eip1193Provider {
  /** The chain ids the wallet knows, with their RPC URL. */
  readonly chains: Map<number, string>
  readonly calls: string[]
  chainId: number
  authorized: boolean
  /** The next prompting request (accounts, sign, send, switch, add) is rejected (4001) or never answered. */
  next: 'approve' | 'reject' | 'hang'
}

const PROMPTING = new Set([
  'eth_requestAccounts',
  'personal_sign',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
])

function chainFor(id: number, rpcUrl: string) {
  return defineChain({ id, name: `anvil ${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } })
}

function params(args: Eip1193RequestArguments): unknown[] {
  return Array.isArray(args.params) ? [...args.params] : []
}

const optionalBigInt = (value: unknown) => (typeof value === 'string' ? BigInt(value) : undefined)

export function createLocalWallet(account: LocalAccount, chains: Record<number, string>, chainId: number): LocalWallet {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  const rpcUrl = () => {
    const url = wallet.chains.get(wallet.chainId)
    if (!url) throw rpcError(4901, 'not connected to the chain')
    return url
  }

  const wallet: LocalWallet = {
    chains: new Map(Object.entries(chains).map(([id, url]) => [Number(id), url])),
    calls: [],
    chainId,
    authorized: false,
    next: 'approve',
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    async request(args) {
      wallet.calls.push(args.method)
      const list = params(args)
      if (PROMPTING.has(args.method) || args.method === 'eth_accounts') {
        const behavior = wallet.next
        wallet.next = 'approve'
        if (behavior === 'reject') throw rpcError(4001, 'User rejected the request.')
        if (behavior === 'hang') return new Promise(() => undefined)
      }
      switch (args.method) {
        case 'eth_requestAccounts':
          wallet.authorized = true
          return [account.address]
        case 'eth_accounts':
          return wallet.authorized ? [account.address] : []
        case 'eth_chainId':
          return `0x${wallet.chainId.toString(16)}`
        case 'wallet_revokePermissions':
          wallet.authorized = false
          return null
        case 'personal_sign':
          return account.signMessage({ message: { raw: list[0] as Hex } })
        case 'wallet_switchEthereumChain': {
          const id = Number.parseInt((list[0] as { chainId: string }).chainId, 16)
          if (!wallet.chains.has(id)) throw rpcError(4902, `Unrecognized chain ID "${(list[0] as { chainId: string }).chainId}".`)
          if (id !== wallet.chainId) {
            wallet.chainId = id
            emit('chainChanged', `0x${id.toString(16)}`)
          }
          return null
        }
        case 'wallet_addEthereumChain': {
          const { chainId: hexId, rpcUrls } = list[0] as { chainId: string; rpcUrls: string[] }
          if (!rpcUrls[0]) throw rpcError(-32602, 'rpcUrls required')
          wallet.chains.set(Number.parseInt(hexId, 16), rpcUrls[0])
          return null
        }
        case 'eth_sendTransaction': {
          const tx = list[0] as Record<string, string | undefined>
          const client = createWalletClient({ account, chain: chainFor(wallet.chainId, rpcUrl()), transport: http(rpcUrl()) })
          const fees =
            tx.gasPrice !== undefined
              ? { gasPrice: BigInt(tx.gasPrice) }
              : { maxFeePerGas: optionalBigInt(tx.maxFeePerGas), maxPriorityFeePerGas: optionalBigInt(tx.maxPriorityFeePerGas) }
          return client.sendTransaction({
            to: tx.to as Hex,
            value: optionalBigInt(tx.value) ?? 0n,
            ...(tx.data ? { data: tx.data as Hex } : {}),
            ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
            ...fees,
          } as Parameters<typeof client.sendTransaction>[0])
        }
        default: {
          const client = createPublicClient({ transport: http(rpcUrl()) })
          return client.request({ method: args.method, params: list } as never)
        }
      }
    },
  }
  return wallet
}
