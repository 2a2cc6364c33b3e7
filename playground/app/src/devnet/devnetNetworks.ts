import type { Network } from '@portico/core'

/** Where the page finds the devnet's two chains. */
export interface DevnetRpcUrls {
  first: string
  second: string
}

/** The launcher's fixed ports (`npm run playground`); the e2e run passes free ones through Vite's env. */
export const DEFAULT_DEVNET_RPC_URLS: DevnetRpcUrls = {
  first: 'http://127.0.0.1:8545',
  second: 'http://127.0.0.1:8547',
}

/** Reads `VITE_DEVNET_EVM_RPC_URL` and `VITE_DEVNET_EVM_SECOND_RPC_URL`, falling back to the fixed ports. */
export function devnetRpcUrls(env: Record<string, unknown>): DevnetRpcUrls {
  const pick = (value: unknown, fallback: string) => (typeof value === 'string' && value.length > 0 ? value : fallback)
  return {
    first: pick(env.VITE_DEVNET_EVM_RPC_URL, DEFAULT_DEVNET_RPC_URLS.first),
    second: pick(env.VITE_DEVNET_EVM_SECOND_RPC_URL, DEFAULT_DEVNET_RPC_URLS.second),
  }
}

function evmNetwork(id: number, name: string, rpcUrl: string): Network {
  return {
    id,
    name,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  }
}

/** The devnet's chains 31337 and 31338 as Portico networks, on the given RPC URLs. */
export function devnetNetworks(urls: DevnetRpcUrls): [Network, Network] {
  return [evmNetwork(31337, 'Portico Devnet', urls.first), evmNetwork(31338, 'Portico Devnet 2', urls.second)]
}
