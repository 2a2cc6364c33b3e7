import type { Network } from '../../kernel/types/network.js'
import { isSafeDeepLink } from '../../kernel/utils/urlSafety.js'
import { parseWhatwgUrl } from '../../kernel/utils/whatwgUrl.js'

/**
 * A page of the network's block explorer: `/address/{address}` or `/tx/{hash}` under its URL
 * (the form Etherscan, Blockscout and the Solana explorer share). Undefined when the network has
 * no explorer, its URL is not a safe web link, or the value would not stay one path segment.
 */
export function explorerUrl(network: Pick<Network, 'blockExplorers'>, kind: 'address' | 'tx', value: string): string | undefined {
  const base = network.blockExplorers?.default.url
  if (!base || !/^[A-Za-z0-9]{1,128}$/.test(value)) return undefined
  const parsed = parseWhatwgUrl(base)
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) return undefined
  const url = `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, '')}/${kind}/${value}`
  return isSafeDeepLink(url) ? url : undefined
}
