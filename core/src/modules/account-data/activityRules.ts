import type { ApiTransaction, ApiTransfer } from './services/blockchainApi.js'

/** SPEC.md section 9: a gas-fee transfer under this share of the opposite-direction amount of its token is dropped. */
export const GAS_FEE_SHARE = 0.1
/** SPEC.md section 9: within a token group, amounts under this share of the group's maximum are dropped. */
export const MINOR_AMOUNT_SHARE = 0.01
/** SPEC.md section 9: transfers kept per transaction. */
export const TRANSFERS_KEPT = 2

/** Operations shown with '+' and with '-' (SPEC.md section 9). */
const PLUS_OPERATIONS: readonly string[] = Object.freeze(['receive', 'deposit', 'borrow', 'claim'])
const MINUS_OPERATIONS: readonly string[] = Object.freeze(['withdraw', 'repay', 'burn'])

/** The sign shown before an amount: '+' for receive, deposit, borrow and claim, '-' for withdraw, repay and burn, else none. */
export function operationPrefix(operationType: string): '+' | '-' | '' {
  const operation = operationType.toLowerCase()
  if (PLUS_OPERATIONS.includes(operation)) return '+'
  if (MINUS_OPERATIONS.includes(operation)) return '-'
  return ''
}

/** True when every transfer is an NFT flagged as spam (and there is at least one). */
export function isSpamOnly(transaction: Pick<ApiTransaction, 'transfers'>): boolean {
  return transaction.transfers.length > 0 && transaction.transfers.every((transfer) => transfer.nft_info?.flags?.is_spam === true)
}

/**
 * SPEC.md section 5: history hides items whose transfers are all spam NFTs, and items from chains
 * other than the active one (an item that names no chain is kept: the request asked for the active one).
 */
export function filterHistory<T extends Pick<ApiTransaction, 'transfers' | 'metadata'>>(items: readonly T[], caipNetworkId: string): T[] {
  return items.filter((item) => !isSpamOnly(item) && (item.metadata.chain == null || item.metadata.chain === caipNetworkId))
}

/** The amount of a transfer, 0 for text that is not a plain non-negative decimal. */
export function transferAmount(transfer: Pick<ApiTransfer, 'quantity'>): number {
  const text = transfer.quantity.numeric.trim()
  if (!/^\d+(?:\.\d+)?(?:e[+-]?\d+)?$/i.test(text)) return 0
  const amount = Number(text)
  return Number.isFinite(amount) ? amount : 0
}

/** What sorts transfers: the value when there is one, else the amount. */
const weight = (transfer: ApiTransfer) => (typeof transfer.value === 'number' && Number.isFinite(transfer.value) ? transfer.value : transferAmount(transfer))

/** The token a transfer moves: its symbol (fungible) or name (NFT). */
export function transferToken(transfer: ApiTransfer): string {
  return transfer.fungible_info?.symbol ?? transfer.fungible_info?.name ?? transfer.nft_info?.name ?? ''
}

/**
 * The transfers a transaction shows (SPEC.md section 9, Activity):
 * 1. a transfer under 10% of the opposite-direction amount of the same token is a gas fee, dropped;
 * 2. within a token group, amounts under 1% of the group's maximum are dropped;
 * 3. at most 2 are kept: the largest value first; then they are shown outgoing before incoming.
 */
export function filterActivityTransfers(transfers: readonly ApiTransfer[]): ApiTransfer[] {
  const groups = new Map<string, ApiTransfer[]>()
  for (const transfer of transfers) {
    const token = transferToken(transfer)
    groups.set(token, [...(groups.get(token) ?? []), transfer])
  }
  const kept: ApiTransfer[] = []
  for (const group of groups.values()) {
    const totals = { in: 0, out: 0, self: 0 }
    for (const transfer of group) totals[transfer.direction] += transferAmount(transfer)
    const withoutFees = group.filter((transfer) => {
      if (transfer.direction === 'self') return true
      const opposite = totals[transfer.direction === 'in' ? 'out' : 'in']
      return !(opposite > 0 && transferAmount(transfer) < GAS_FEE_SHARE * opposite)
    })
    const largest = Math.max(0, ...withoutFees.map(transferAmount))
    kept.push(...withoutFees.filter((transfer) => transferAmount(transfer) >= MINOR_AMOUNT_SHARE * largest))
  }
  const outFirst = (transfer: ApiTransfer) => (transfer.direction === 'out' ? 0 : 1)
  return kept
    .map((transfer, index) => ({ transfer, index }))
    .sort((a, b) => weight(b.transfer) - weight(a.transfer) || outFirst(a.transfer) - outFirst(b.transfer) || a.index - b.index)
    .slice(0, TRANSFERS_KEPT)
    .sort((a, b) => outFirst(a.transfer) - outFirst(b.transfer) || a.index - b.index)
    .map(({ transfer }) => transfer)
}

/** Decimal text that is zero: '0', '0.000', '-0', '.0', '0e18' (after trimming). Text that is not a number is not zero. */
const ZERO_DECIMAL = /^[+-]?(?:0+(?:\.0*)?|\.0+)(?:e[+-]?\d+)?$/i

/**
 * True when a transaction moves nothing (the bait of address poisoning): it has at least one
 * transfer and every transfer's amount, before any filtering, is well-formed decimal text equal to zero.
 */
export function isZeroValue(transaction: Pick<ApiTransaction, 'transfers'>): boolean {
  return transaction.transfers.length > 0 && transaction.transfers.every((transfer) => ZERO_DECIMAL.test(transfer.quantity.numeric.trim()))
}
