import type { Network } from '../../../kernel/types/network.js'
import { bitcoinMark } from './icons/bitcoinMark.js'

/**
 * Ready-made bip122 networks, named by their genesis-hash prefixes (SPEC.md section 9). Bitcoin
 * connects and shows accounts; it does not send through Portico.
 */
const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const

export const bitcoin: Network = /* @__PURE__ */ Object.freeze({
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  nativeCurrency: BTC,
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
  assets: { imageUrl: bitcoinMark },
})

export const bitcoinTestnet: Network = /* @__PURE__ */ Object.freeze({
  id: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Testnet Bitcoin', symbol: 'tBTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
  assets: { imageUrl: bitcoinMark },
})

export const bitcoinSignet: Network = /* @__PURE__ */ Object.freeze({
  id: '00000008819873e925422c1ff0f99f7c',
  name: 'Bitcoin Signet',
  caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c',
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Signet Bitcoin', symbol: 'sBTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/signet/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/signet' } },
  testnet: true,
  assets: { imageUrl: bitcoinMark },
})
