import type { Network } from '@portico/core'
import type { SolanaRuntime } from '@portico/test-chains'
import { solanaLocalnet } from '../src/exports/index.js'

/** The adapter's local network, pointed at a running runtime. */
export function localNetwork(runtime: SolanaRuntime): Network {
  return { ...solanaLocalnet, rpcUrls: { default: { http: [runtime.rpcUrl] } } }
}
