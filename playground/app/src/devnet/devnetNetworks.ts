import type { Network } from '@portico/core'

/** Where the page finds the devnet's two chains and its Solana runtime. */
export interface DevnetRpcUrls {
  first: string
  second: string
  solana: string
}

/**
 * The launcher's fixed EVM ports (`npm run playground`) and solana-test-validator's usual port; the
 * launcher passes the Solana runtime's free port, and the e2e run every URL, through Vite's env.
 */
export const DEFAULT_DEVNET_RPC_URLS: DevnetRpcUrls = {
  first: 'http://127.0.0.1:8545',
  second: 'http://127.0.0.1:8547',
  solana: 'http://127.0.0.1:8899',
}

/** A loopback http URL, or undefined: the page talks to local chains only. */
function loopbackUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0) return undefined
  try {
    const url = new URL(value)
    const loopback = /^(127(\.\d{1,3}){3}|localhost|\[::1\])$/.test(url.hostname)
    return url.protocol === 'http:' && loopback ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * Reads `VITE_DEVNET_EVM_RPC_URL`, `VITE_DEVNET_EVM_SECOND_RPC_URL` and `VITE_DEVNET_SOLANA_RPC_URL`,
 * falling back to the default ports when one is unset or not an http URL on loopback.
 */
export function devnetRpcUrls(env: Record<string, unknown>): DevnetRpcUrls {
  return {
    first: loopbackUrl(env.VITE_DEVNET_EVM_RPC_URL) ?? DEFAULT_DEVNET_RPC_URLS.first,
    second: loopbackUrl(env.VITE_DEVNET_EVM_SECOND_RPC_URL) ?? DEFAULT_DEVNET_RPC_URLS.second,
    solana: loopbackUrl(env.VITE_DEVNET_SOLANA_RPC_URL) ?? DEFAULT_DEVNET_RPC_URLS.solana,
  }
}

/**
 * The devnet's block explorer (the local services' `/explorer`, VITE_DEVNET_EXPLORER_URL, set by
 * vite.config.ts from DEVNET_SERVICES_URL), or undefined when it is unset or not on loopback.
 */
export function devnetExplorerUrl(env: Record<string, unknown>): string | undefined {
  const url = loopbackUrl(env.VITE_DEVNET_EXPLORER_URL)
  return url?.replace(/\/+$/, '')
}

function evmNetwork(id: number, name: string, rpcUrl: string, explorerUrl: string | undefined): Network {
  return {
    id,
    name,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    ...(explorerUrl ? { blockExplorers: { default: { name: 'Portico devnet explorer', url: `${explorerUrl}/${id}` } } } : {}),
    testnet: true,
  }
}

/**
 * The devnet's chains 31337 and 31338 as Portico networks, on the given RPC URLs, with the devnet's
 * block explorer (`{explorerUrl}/{chainId}`) when one is given.
 */
export function devnetNetworks(urls: DevnetRpcUrls, explorerUrl?: string): [Network, Network] {
  return [evmNetwork(31337, 'Portico Devnet', urls.first, explorerUrl), evmNetwork(31338, 'Portico Devnet 2', urls.second, explorerUrl)]
}

/**
 * The devnet's Solana runtime as a Portico network: the adapter's `solana:localnet` (the chain the
 * Wallet Standard test wallet signs for) on the runtime's URL.
 */
export function devnetSolanaNetwork(localnet: Network, urls: DevnetRpcUrls): Network {
  return { ...localnet, name: 'Portico Solana Devnet', rpcUrls: { default: { http: [urls.solana] } } }
}
