import { getAddress, isAddress, isHash, type Address, type Hash } from 'viem'
import type { ChainIndexer, IndexedTransfer } from './chainIndexer.js'

/** Where the local services serve the explorer: `/explorer/{chainId}/address/{address}` and `/explorer/{chainId}/tx/{hash}`. */
export const EXPLORER_PREFIX = '/explorer'

/** How many of an address's transactions its page lists, newest first. */
export const EXPLORER_ADDRESS_ROWS = 50

export interface ExplorerPage {
  status: number
  html: string
}

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character)

function page(status: number, title: string, body: string): ExplorerPage {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} · Portico devnet explorer</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1b1d23}code,td.mono{font-family:ui-monospace,monospace;word-break:break-all}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #ddd;vertical-align:top}</style></head>
<body><p><a href="${EXPLORER_PREFIX}/">Portico devnet explorer</a></p>
<h1>${escape(title)}</h1>
${body}
</body></html>`
  return { status, html }
}

const row = (label: string, value: string, part: string) => `<tr><th scope="row">${escape(label)}</th><td class="mono" data-field="${part}">${value}</td></tr>`
const time = (seconds: number) => new Date(seconds * 1000).toISOString()

/**
 * A small block explorer over the devnet's chains, answering from their real state: an address
 * page (its balances, the transactions it sent, and its transfers found by the indexer, each
 * linked to its page) and a transaction page (status, block, time, from, to, value, fee, and the
 * token transfers it made). The devnet networks name it as their block explorer, so the Account
 * view's explorer link and the Activity rows' links open real pages. Paths are validated before
 * anything is read; every value is escaped.
 */
export function createBlockExplorer(indexers: ReadonlyMap<number, ChainIndexer>) {
  const link = (chainId: number, kind: 'address' | 'tx', value: string) => `<a href="${EXPLORER_PREFIX}/${chainId}/${kind}/${escape(value)}"><code>${escape(value)}</code></a>`

  async function addressPage(chainId: number, indexer: ChainIndexer, address: Address): Promise<ExplorerPage> {
    await indexer.catchUp()
    const [native, tokens, sent] = await Promise.all([indexer.nativeBalance(address), indexer.tokenBalances(address), indexer.sentCount(address)])
    const mine = indexer.transfers().filter((transfer) => transfer.from === address || transfer.to === address)
    const newest = [...mine].reverse().slice(0, EXPLORER_ADDRESS_ROWS)
    const balances = [
      `<li data-symbol="${escape(indexer.nativeSymbol)}">${escape(native)} ${escape(indexer.nativeSymbol)}</li>`,
      ...tokens.map(({ info, amount }) => `<li data-symbol="${escape(info.symbol)}">${escape(amount)} ${escape(info.symbol)} (${escape(info.name)})</li>`),
    ].join('')
    const transferRow = (transfer: IndexedTransfer) =>
      `<tr data-hash="${escape(transfer.hash)}"><td class="mono">${link(chainId, 'tx', transfer.hash)}</td><td>${transfer.from === address ? 'out' : 'in'}</td><td>${escape(transfer.amount)} ${escape(transfer.symbol)}</td><td class="mono">${escape(transfer.from === address ? transfer.to : transfer.from)}</td><td>${escape(time(transfer.timestamp))}</td></tr>`
    const list = newest.length
      ? `<table aria-label="Transfers"><thead><tr><th>Transaction</th><th>Direction</th><th>Amount</th><th>Counterparty</th><th>Time</th></tr></thead><tbody>${newest.map(transferRow).join('')}</tbody></table>`
      : '<p data-state="empty">No transfers on this chain yet.</p>'
    return page(
      200,
      `Address ${address}`,
      `<table aria-label="Address">${row('Chain', String(chainId), 'chain')}${row('Address', `<code>${escape(address)}</code>`, 'address')}${row('Transactions sent', String(sent), 'sent')}</table>
<h2>Balances</h2><ul aria-label="Balances">${balances}</ul>
<h2>Transfers</h2>${list}`,
    )
  }

  async function transactionPage(chainId: number, indexer: ChainIndexer, hash: Hash): Promise<ExplorerPage> {
    const found = await indexer.transaction(hash)
    if (!found) return page(404, 'Transaction not found', `<p>Chain ${chainId} has no transaction <code>${escape(hash)}</code>.</p>`)
    await indexer.catchUp()
    const tokenTransfers = indexer.transfers().filter((transfer) => transfer.hash === hash && transfer.token !== undefined)
    const transfers = tokenTransfers.length
      ? `<h2>Token transfers</h2><ul aria-label="Token transfers">${tokenTransfers.map((transfer) => `<li>${escape(transfer.amount)} ${escape(transfer.symbol)} from ${link(chainId, 'address', transfer.from)} to ${link(chainId, 'address', transfer.to)}</li>`).join('')}</ul>`
      : ''
    return page(
      200,
      `Transaction ${hash}`,
      `<table aria-label="Transaction">${[
        row('Hash', `<code>${escape(found.hash)}</code>`, 'hash'),
        row('Status', found.status, 'status'),
        row('Block', found.blockNumber.toString(), 'block'),
        row('Time', time(found.timestamp), 'time'),
        row('From', link(chainId, 'address', found.from), 'from'),
        row('To', found.to ? link(chainId, 'address', found.to) : 'contract creation', 'to'),
        row('Value', `${escape(found.value)} ${escape(indexer.nativeSymbol)}`, 'value'),
        row('Fee', `${escape(found.fee)} ${escape(indexer.nativeSymbol)}`, 'fee'),
      ].join('')}</table>${transfers}`,
    )
  }

  return {
    /** The page at `path` (under {@link EXPLORER_PREFIX}), or undefined when the path is not the explorer's. */
    async page(method: string, path: string): Promise<ExplorerPage | undefined> {
      if (path !== EXPLORER_PREFIX && !path.startsWith(`${EXPLORER_PREFIX}/`)) return undefined
      if (method !== 'GET') return page(405, 'Method not allowed', '<p>The explorer only shows pages.</p>')
      const rest = path.slice(EXPLORER_PREFIX.length).replace(/\/+$/, '')
      if (rest === '') {
        const chains = [...indexers.keys()].map((chainId) => `<li>Chain ${chainId}</li>`).join('')
        return page(200, 'Chains', `<ul aria-label="Chains">${chains}</ul><p>Open <code>/explorer/{chainId}/address/{address}</code> or <code>/explorer/{chainId}/tx/{hash}</code>.</p>`)
      }
      const match = /^\/(\d{1,10})\/(address|tx)\/([^/]{1,200})$/.exec(rest)
      const indexer = match ? indexers.get(Number(match[1])) : undefined
      if (!match || !indexer) return page(404, 'Not found', '<p>No such page on this explorer.</p>')
      const chainId = Number(match[1])
      let value: string
      try {
        value = decodeURIComponent(match[3] ?? '')
      } catch {
        return page(400, 'Not found', '<p>The path is not well formed.</p>')
      }
      if (match[2] === 'address') {
        if (!isAddress(value, { strict: false })) return page(400, 'Not an address', `<p><code>${escape(value)}</code> is not an address.</p>`)
        return addressPage(chainId, indexer, getAddress(value))
      }
      if (!isHash(value)) return page(400, 'Not a transaction hash', `<p><code>${escape(value)}</code> is not a transaction hash.</p>`)
      return transactionPage(chainId, indexer, value.toLowerCase() as Hash)
    },
  }
}

export type BlockExplorer = ReturnType<typeof createBlockExplorer>
