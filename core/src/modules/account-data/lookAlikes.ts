import { addressKey } from './addressKey.js'

/** How much of an address body a look-alike copies: its first and last characters (the ones short forms show). */
export const LOOK_ALIKE_EDGES = Object.freeze({ start: 3, end: 4 })

/** An address without the `0x` prefix, in its compared form ({@link addressKey}: EVM hex lowercase, base58 exact). */
const bodyOf = (address: string) => addressKey(address).replace(/^0x/i, '')

const edgesOf = (body: string) => `${body.slice(0, LOOK_ALIKE_EDGES.start)}\u0000${body.slice(-LOOK_ALIKE_EDGES.end)}`

/**
 * The look-alike check of an Activity list (address poisoning): `genuine` are the addresses the
 * visitor is known to use (the account and those it sent to), first ones first. The returned
 * function gives, for a counterparty that is not one of them, the first genuine address with
 * another body but the same first 3 and last 4 characters of the body, else undefined.
 */
export function lookAlikeCheck(genuine: readonly string[]): (counterparty: string) => string | undefined {
  const known = new Set(genuine.map(addressKey))
  const byEdges = new Map<string, { address: string; body: string }[]>()
  for (const address of genuine) {
    const body = bodyOf(address)
    const same = byEdges.get(edgesOf(body))
    if (same) same.push({ address, body })
    else byEdges.set(edgesOf(body), [{ address, body }])
  }
  return (counterparty) => {
    if (known.has(addressKey(counterparty))) return undefined
    const body = bodyOf(counterparty)
    return byEdges.get(edgesOf(body))?.find((candidate) => candidate.body !== body)?.address
  }
}
