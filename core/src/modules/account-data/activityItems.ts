import type { ApiTransaction } from './services/blockchainApi.js'
import type { Network } from '../../kernel/types/network.js'
import { sanitizeImageUrl } from '../../kernel/utils/urlSafety.js'
import { filterActivityTransfers, filterHistory, isZeroValue, operationPrefix } from './activityRules.js'
import { addressKey } from './addressKey.js'
import { explorerUrl } from './explorerLinks.js'
import { lookAlikeCheck } from './lookAlikes.js'

/** One transfer as the Activity list shows it. */
export interface ActivityTransfer {
  direction: 'in' | 'out' | 'self'
  /** The token's symbol (fungible) or the NFT's name. */
  symbol: string
  /** Amount in display units as decimal text. */
  amount: string
  /** Value in the currency, when known. */
  value: number | undefined
  /** '+' or '-' by the operation type (SPEC.md section 9), or ''. */
  prefix: '+' | '-' | ''
  iconUrl: string | undefined
  isNft: boolean
}

/** One transaction of the Activity list. */
export interface ActivityItem {
  id: string
  hash: string | undefined
  /** The API's operation type, e.g. 'send', 'receive', 'deposit'. */
  operationType: string
  /** The API's status, e.g. 'confirmed', 'failed', 'pending'. */
  status: string
  /** When it was mined (ISO 8601 text from the API), undefined when unreadable. */
  minedAt: string | undefined
  sentFrom: string
  sentTo: string
  /** The other party: the recipient of what the account sent, else the sender. */
  counterparty: string
  /** The transfers shown (SPEC.md section 9: at most 2, outgoing before incoming). */
  transfers: readonly ActivityTransfer[]
  /** The transaction on the network's block explorer, when both are known. */
  explorerUrl: string | undefined
  /**
   * True when the transaction moves nothing: it has at least one transfer and every one (before
   * any filtering) is a well-formed decimal zero. The bait of address poisoning.
   */
  isZeroValue: boolean
  /**
   * The genuine address the counterparty imitates (address poisoning), else undefined. Genuine are
   * the account and the counterparty of every loaded item the account sent (not zero-value, not
   * failed: incoming items never make an address known); a counterparty that is none of them but
   * has the same first 3 and last 4 characters of its body (the address without 0x; EVM hex in
   * any case, base58 exact) as one of them imitates the first such.
   */
  lookAlikeOf: string | undefined
}

/** The items an account's Activity list shows on `network`, from the API's transactions. */
export function activityItems(transactions: readonly ApiTransaction[], network: Network, account: string): ActivityItem[] {
  const shown = filterHistory(transactions, network.caipNetworkId)
  const sentByAccount = (transaction: ApiTransaction) => addressKey(transaction.metadata.sentFrom) === addressKey(account)
  const genuine = shown.filter((transaction) => sentByAccount(transaction) && !isZeroValue(transaction) && transaction.metadata.status.toLowerCase() !== 'failed')
  const imitated = lookAlikeCheck([account, ...genuine.map((transaction) => transaction.metadata.sentTo)])
  return shown.map((transaction) => {
    const { metadata } = transaction
    const prefix = operationPrefix(metadata.operationType)
    const transfers = filterActivityTransfers(transaction.transfers).map((transfer): ActivityTransfer => ({
      direction: transfer.direction,
      symbol: transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? transfer.fungible_info?.name ?? '',
      amount: transfer.quantity.numeric,
      value: typeof transfer.value === 'number' && Number.isFinite(transfer.value) ? transfer.value : undefined,
      prefix,
      iconUrl: sanitizeImageUrl(transfer.fungible_info?.icon?.url ?? transfer.nft_info?.content?.preview?.url ?? undefined),
      isNft: Boolean(transfer.nft_info) && !transfer.fungible_info,
    }))
    const hash = metadata.hash ?? undefined
    const fromAccount = sentByAccount(transaction)
    const counterparty = fromAccount ? metadata.sentTo : metadata.sentFrom
    return {
      id: transaction.id,
      hash,
      operationType: metadata.operationType,
      status: metadata.status,
      minedAt: Number.isNaN(Date.parse(metadata.minedAt)) ? undefined : metadata.minedAt,
      sentFrom: metadata.sentFrom,
      sentTo: metadata.sentTo,
      counterparty,
      transfers,
      explorerUrl: hash ? explorerUrl(network, 'tx', hash) : undefined,
      isZeroValue: isZeroValue(transaction),
      lookAlikeOf: imitated(counterparty),
    }
  })
}
