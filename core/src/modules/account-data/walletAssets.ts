import { toDisplayUnits } from '../../kernel/format/formatAmount.js'
import { filterTokenBalances, type RawTokenBalance, type TokenBalance } from './tokenBalances.js'

/** One asset of a `wallet_getAssets` answer, once accepted. */
interface WalletAsset {
  address: string
  balance: string
  type: 'ERC20' | 'NATIVE'
  metadata: { name: string; symbol: string; iconUrl: string; decimals: number; price: number }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * SPEC.md section 5: a wallet asset listing is accepted only if every asset has a string address,
 * a string balance, type ERC20 or NATIVE, and a metadata object with string name, symbol and
 * iconUrl and number decimals and price.
 */
export function isAcceptedWalletAssetList(assets: unknown): assets is WalletAsset[] {
  if (!Array.isArray(assets)) return false
  return assets.every((asset: unknown) => {
    if (!isRecord(asset)) return false
    const { address, balance, type, metadata } = asset
    if (typeof address !== 'string' || typeof balance !== 'string' || (type !== 'ERC20' && type !== 'NATIVE')) return false
    if (!isRecord(metadata)) return false
    return (
      typeof metadata.name === 'string' &&
      typeof metadata.symbol === 'string' &&
      typeof metadata.iconUrl === 'string' &&
      typeof metadata.decimals === 'number' &&
      typeof metadata.price === 'number'
    )
  })
}

/**
 * The token balances of a `wallet_getAssets` answer (per chain hex id, a list of assets) for one
 * network, or undefined when the wallet's answer for that chain is not an accepted listing (the
 * caller then asks the blockchain-data API). Balances are hex text in the smallest unit.
 */
export function tokenBalancesFromWalletAssets(answer: unknown, network: { caipNetworkId: string; id: number | string }): TokenBalance[] | undefined {
  if (!isRecord(answer) || typeof network.id !== 'number') return undefined
  const assets = answer[`0x${network.id.toString(16)}`]
  if (!isAcceptedWalletAssetList(assets)) return undefined
  const raw: RawTokenBalance[] = []
  for (const asset of assets) {
    const { decimals, price } = asset.metadata
    if (!/^0x[0-9a-f]{1,64}$/i.test(asset.balance) || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) return undefined
    const numeric = toDisplayUnits(BigInt(asset.balance), decimals)
    const value = Number.isFinite(price) ? Number(numeric) * price : undefined
    raw.push({
      name: asset.metadata.name,
      symbol: asset.metadata.symbol,
      chainId: network.caipNetworkId,
      address: asset.type === 'NATIVE' ? undefined : asset.address,
      value,
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: asset.metadata.iconUrl,
    })
  }
  return filterTokenBalances(raw)
}
