import { accountTarget, tokenBalancesQuery } from '../accountQueries.js'
import type { TokenBalance } from '../tokenBalances.js'
import { balanceQuery } from '../actions/getBalance.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { ChainNamespace } from '../../../kernel/types/namespace.js'

/** A plain decimal without its padding zeros ('010000.500' → '10000.5'), or undefined if it is not one. */
export function normalizeDecimal(text: string): string | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim())
  if (!match) return undefined
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '')
  const fraction = (match[2] ?? '').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** The holding's value at its known price, for a native row whose amount changed. */
function revalued(row: TokenBalance, numeric: string): TokenBalance {
  const amount = Number(numeric)
  const value = row.price !== undefined && Number.isFinite(amount) ? amount * row.price : undefined
  return { ...row, quantity: { ...row.quantity, numeric }, value }
}

/**
 * The account's native balance is read twice: from the chain (the header's balance, the native
 * balance cache) and in the token list (the Tokens tab's native row, the portfolio cache). Two reads
 * at two times disagree (10,000.000 ETH above, 9,999.998 in the list), so whenever either read
 * lands, the newer figure is copied into the other, dated like its source: the one the visitor sees
 * twice is the same number, and the newest read always wins.
 */
export function nativeBalanceSyncReaction(client: PorticoClient): () => void {
  // When both reads carry the same time (one clock tick), the one that landed last is the newer:
  // each read is numbered in the order this reaction first sees it.
  const arrivals = new Map<string, { fetchedAt: number; order: number }>()
  let counter = 0
  const arrival = (key: readonly unknown[], fetchedAt: number | undefined) => {
    if (fetchedAt === undefined) return undefined
    const hash = JSON.stringify(key)
    const known = arrivals.get(hash)
    if (known?.fetchedAt === fetchedAt) return known
    const next = { fetchedAt, order: ++counter }
    arrivals.set(hash, next)
    return next
  }
  const sync = (namespace: ChainNamespace) => {
    const native = balanceQuery(client, namespace)
    const target = accountTarget(client, namespace)
    if (!native || !target) return
    const tokens = tokenBalancesQuery(client, target)
    const chainRead = client.queries.get<{ balance: string; symbol: string }>(native.key)
    const listRead = client.queries.get<TokenBalance[]>(tokens.key)
    const read = chainRead?.status === 'success' && chainRead.data ? chainRead.data : undefined
    const readAt = arrival(native.key, read ? chainRead?.fetchedAt : undefined)
    const listAt = arrival(tokens.key, listRead?.status === 'success' && listRead.data ? listRead.fetchedAt : undefined)
    if (!listAt || !listRead?.data) return
    const index = listRead.data.findIndex((row) => row.address === undefined && row.chainId === target.network.caipNetworkId)
    const row = index >= 0 ? listRead.data[index] : undefined
    const listed = row ? normalizeDecimal(row.quantity.numeric) : undefined
    if (!row || listed === undefined || (read && listed === normalizeDecimal(read.balance))) return
    const chainIsNewer = read && readAt && (readAt.fetchedAt > listAt.fetchedAt || (readAt.fetchedAt === listAt.fetchedAt && readAt.order > listAt.order))
    if (chainIsNewer) {
      if (normalizeDecimal(read.balance) === undefined) return
      const rows = listRead.data.map((entry, at) => (at === index ? revalued(entry, read.balance.trim()) : entry))
      client.queries.setData(tokens, rows, { fetchedAt: readAt.fetchedAt })
    } else {
      const symbol = read?.symbol ?? target.network.nativeCurrency.symbol
      client.queries.setData(native, { balance: row.quantity.numeric, symbol }, { fetchedAt: listAt.fetchedAt })
    }
  }
  const check = () => {
    for (const namespace of Object.keys(client.controllers.connection.getSnapshot().active) as ChainNamespace[]) sync(namespace)
  }
  const stops = [client.queries.subscribe(check), client.controllers.connection.subscribe(check)]
  check()
  return () => {
    for (const stop of stops) stop()
  }
}
