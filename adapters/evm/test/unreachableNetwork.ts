import type { Network } from '@portico/core'

/** A devnet-shaped network whose RPC URL answers nothing (port 1): for unit tests that never reach a chain. */
export const UNREACHABLE_DEVNET: Network = {
  id: 31337,
  name: 'Devnet',
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}
