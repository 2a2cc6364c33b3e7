import type { Network } from '@portico/core'
import type { Chain, Transport } from 'viem'
import type { ChainClient } from './chainClient.js'
import { errorCode } from '../errors/toEvmError.js'
import { loadViem } from './loadViem.js'

/** Options for the chain RPC transport (SPEC.md sections 7 and 9). */
export interface ChainTransportOptions {
  /**
   * Rank the network's RPC URLs by latency and stability (ping timeout 1 s, sample count 10,
   * weights stability 0.7 / latency 0.3). Ranking pings every RPC URL in the background.
   * @default false
   */
  rank?: boolean
  /**
   * Timeout of one chain RPC request, in ms.
   * @default 10_000
   */
  timeoutMs?: number
}

/** JSON-RPC batching of SPEC.md section 7. */
export const RPC_BATCH = { batchSize: 1000, wait: 0 } as const
/** Fallback ranking of SPEC.md section 9. */
export const RPC_RANK = { timeout: 1_000, sampleCount: 10, weights: { stability: 0.7, latency: 0.3 } } as const
/**
 * Codes after which the fallback transport rethrows at once instead of trying the next URL: user
 * rejections (4001, 5000, 5002), unauthorized (4100), unsupported (4200, -32601), and, as in
 * viem's default, execution reverted (3) and a transaction the node rejected (-32003).
 */
const NO_RETRY_CODES: readonly number[] = [3, 4001, 4100, 4200, 5000, 5002, -32003, -32601]
/** A revert reported under another code (geth answers some with -32000); viem's default test too. */
const REVERTED = /execution reverted|gas required exceeds allowance/i

function messageOf(error: unknown): string {
  try {
    const message = (error as { message?: unknown }).message
    return typeof message === 'string' ? message : ''
  } catch {
    return ''
  }
}

/**
 * True when a chain RPC failure is one no other URL would answer differently: a user rejection, an
 * unsupported method, or a reverted execution (the same contract reverts on every node).
 */
export function shouldThrowAtOnce(error: Error): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  for (let depth = 0; depth < 4 && current && !seen.has(current); depth++) {
    seen.add(current)
    const code = errorCode(current)
    if (code !== undefined && (NO_RETRY_CODES.includes(code) || REVERTED.test(messageOf(current)))) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** The viem chain for a Portico network. */
export function toViemChain(network: Network): Chain {
  const http = [...network.rpcUrls.default.http]
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: { default: { http } },
    ...(network.blockExplorers ? { blockExplorers: { default: { ...network.blockExplorers.default } } } : {}),
    ...(network.testnet !== undefined ? { testnet: network.testnet } : {}),
  }
}

/**
 * A viem client over the network's RPC URLs: HTTP JSON-RPC with batching (size 1000,
 * wait 0) per URL, and with several URLs viem's fallback transport, optionally ranked, that
 * rethrows user rejections, unsupported-method codes and reverts at once ({@link shouldThrowAtOnce}).
 */
export async function createChainClient(network: Network, options: ChainTransportOptions = {}): Promise<ChainClient> {
  const { createClient, fallback, http } = await loadViem()
  const urls = [...new Set([...network.rpcUrls.default.http, ...(network.rpcUrls.chainDefault?.http ?? [])])]
  if (urls.length === 0) throw new TypeError(`Network ${network.caipNetworkId} has no RPC URL`)
  const timeout = options.timeoutMs ?? 10_000
  const transports = urls.map((url) => http(url, { batch: RPC_BATCH, timeout }))
  const transport: Transport =
    transports.length === 1
      ? (transports[0] as Transport)
      : fallback(transports, { rank: options.rank ? RPC_RANK : false, shouldThrow: shouldThrowAtOnce })
  return createClient({ chain: toViemChain(network), transport })
}
