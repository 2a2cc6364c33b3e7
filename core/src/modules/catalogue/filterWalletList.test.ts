import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Connector } from '../../kernel/types/connector.js'
import { connectorIdentity, filterConnectors, filterWalletList, type WalletListFilter } from './filterWalletList.js'

const connector = (id: string, name: string, extra: Partial<Connector> = {}): Connector => ({
  id,
  name,
  type: 'ANNOUNCED',
  chain: 'eip155',
  ...extra,
})

/** Small value domains, so duplicates and list hits happen often. */
const idArb = fc.constantFrom('a', 'b', 'c', 'd')
const connectorArb: fc.Arbitrary<Connector> = fc
  .record({
    id: idArb,
    explorerId: fc.option(fc.constantFrom('x', 'y', 'a'), { nil: undefined }),
    name: fc.constantFrom('Alpha', ' alpha ', 'Beta', 'Gamma', ''),
    rdns: fc.option(fc.constantFrom('io.a', 'IO.A', 'io.b'), { nil: undefined }),
    chain: fc.constantFrom('eip155', 'solana'),
  })
  .map(({ id, explorerId, name, rdns, chain }) => ({
    id,
    name,
    type: 'INJECTED' as const,
    chain,
    ...(explorerId === undefined ? {} : { explorerId }),
    ...(rdns === undefined ? {} : { info: { rdns } }),
  }))
const idListArb = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'x', 'y'), { maxLength: 4 })
const filterArb: fc.Arbitrary<WalletListFilter> = fc.record({
  includeWalletIds: fc.option(idListArb, { nil: undefined }),
  excludeWalletIds: fc.option(idListArb, { nil: undefined }),
  excludeRdns: fc.option(fc.uniqueArray(fc.constantFrom('io.a', ' IO.B ', 'io.z', ''), { maxLength: 3 }), { nil: undefined }),
})

/** The keys two items of one scope may not share. */
function keysOf(item: Connector): string[] {
  const identity = connectorIdentity(item)
  return [
    ...identity.ids.map((id) => `id:${id}`),
    ...(identity.rdns ? [`rdns:${identity.rdns.toLowerCase()}`] : []),
    ...(identity.name.trim() ? [`name:${identity.name.trim().toLowerCase()}`] : []),
  ]
}
const duplicates = (a: Connector, b: Connector) =>
  a.chain === b.chain && keysOf(a).some((key) => keysOf(b).includes(key))
const passes = (item: Connector, filter: WalletListFilter) => {
  const ids = connectorIdentity(item).ids
  if (ids.some((id) => filter.excludeWalletIds?.includes(id))) return false
  const rdns = item.info?.rdns?.trim().toLowerCase()
  if (rdns && [...(filter.excludeRdns ?? [])].some((excluded) => excluded.trim().toLowerCase() === rdns)) return false
  return !filter.includeWalletIds?.length || ids.some((id) => filter.includeWalletIds?.includes(id))
}

describe('filterWalletList (SPEC.md section 5, lists and filters)', () => {
  it('drops excluded wallets, by their own id or registry id', () => {
    const list = [connector('io.a', 'A', { explorerId: 'reg-a' }), connector('io.b', 'B'), connector('io.c', 'C')]
    expect(filterConnectors(list, { excludeWalletIds: ['reg-a', 'io.c'] }).map((c) => c.id)).toEqual(['io.b'])
  })

  it('drops installed wallets whose rdns the site excluded through the registry (trimmed, without case), also when included', () => {
    const list = [
      connector('io.a', 'A', { info: { rdns: 'io.alpha' } }),
      connector('io.b', 'B', { info: { rdns: 'IO.Beta' } }),
      connector('io.c', 'C'),
      connector('io.d', 'D', { info: { rdns: '  ' } }),
    ]
    expect(filterConnectors(list, { excludeRdns: [' io.beta ', ''] }).map((c) => c.id)).toEqual(['io.a', 'io.c', 'io.d'])
    expect(filterConnectors(list, { excludeRdns: new Set(['io.alpha']), includeWalletIds: ['io.a', 'io.b'] }).map((c) => c.id)).toEqual(['io.b'])
    // An empty rdns on either side never matches.
    expect(filterConnectors(list, { excludeRdns: ['', '  '] })).toEqual(list)
  })

  it('keeps only included wallets when an include list is given, and all when it is empty', () => {
    const list = [connector('io.a', 'A', { explorerId: 'reg-a' }), connector('io.b', 'B'), connector('io.c', 'C')]
    expect(filterConnectors(list, { includeWalletIds: ['reg-a', 'io.c'] }).map((c) => c.id)).toEqual(['io.a', 'io.c'])
    expect(filterConnectors(list, { includeWalletIds: [] })).toEqual(list)
    expect(filterConnectors(list, { includeWalletIds: ['io.a', 'io.b'], excludeWalletIds: ['io.b'] }).map((c) => c.id)).toEqual([
      'io.a',
    ])
  })

  it('drops duplicates by rdns, name or id, keeping the first', () => {
    const list = [
      connector('io.a', 'Alpha', { info: { rdns: 'io.alpha' } }),
      connector('impostor', 'Totally Different', { info: { rdns: 'IO.ALPHA' } }),
      connector('io.b', ' ALPHA '),
      connector('io.a', 'Alpha again'),
      connector('injected', 'Browser Wallet', { explorerId: 'reg-b' }),
      connector('io.b2', 'Beta', { explorerId: 'reg-b' }),
      connector('io.g', 'Gamma'),
    ]
    expect(filterConnectors(list, {}).map((c) => c.id)).toEqual(['io.a', 'injected', 'io.g'])
  })

  it('never treats connectors of two namespaces, or two nameless ones, as duplicates', () => {
    const list = [connector('phantom', 'Phantom'), connector('phantom', 'Phantom', { chain: 'solana' })]
    expect(filterConnectors(list, {})).toEqual(list)
    expect(filterConnectors([connector('a', ''), connector('b', ' ')], {}).map((c) => c.id)).toEqual(['a', 'b'])
  })

  it('works on any item through an identity function, and leaves its input alone', () => {
    const listings = Object.freeze([
      Object.freeze({ id: '1', name: 'One', rdns: 'io.one' }),
      Object.freeze({ id: '2', name: 'one' }),
      Object.freeze({ id: '3', name: 'Three', rdns: 'io.one' }),
      Object.freeze({ id: '4', name: 'Four' }),
    ])
    const kept = filterWalletList(listings, { excludeWalletIds: ['4'] }, (wallet) => ({ ids: [wallet.id], ...wallet }))
    expect(kept.map((wallet) => wallet.id)).toEqual(['1'])
    expect(listings).toHaveLength(4)
  })

  it('keeps the input order, and only items that pass the include and exclude lists (property)', () => {
    fc.assert(
      fc.property(fc.array(connectorArb, { maxLength: 12 }), filterArb, (list, filter) => {
        const kept = filterConnectors(list, filter)
        let cursor = 0
        for (const item of kept) {
          const at = list.indexOf(item, cursor)
          expect(at).toBeGreaterThanOrEqual(cursor)
          cursor = at + 1
        }
        for (const item of kept) expect(passes(item, filter)).toBe(true)
      }),
    )
  })

  it('leaves no two duplicates, and drops an item only for a reason (property)', () => {
    fc.assert(
      fc.property(fc.array(connectorArb, { maxLength: 12 }), filterArb, (list, filter) => {
        const kept = filterConnectors(list, filter)
        kept.forEach((a, i) => kept.slice(i + 1).forEach((b) => expect(duplicates(a, b)).toBe(false)))
        list.forEach((item, index) => {
          if (kept.includes(item) || !passes(item, filter)) return
          // Dropped although it passes the lists: an earlier kept item is its duplicate.
          const earlierKept = kept.filter((other) => list.indexOf(other) < index)
          expect(earlierKept.some((other) => duplicates(other, item))).toBe(true)
        })
      }),
    )
  })

  it('is idempotent, and the identity on distinct items without lists (property)', () => {
    fc.assert(
      fc.property(fc.array(connectorArb, { maxLength: 12 }), filterArb, (list, filter) => {
        const once = filterConnectors(list, filter)
        expect(filterConnectors(once, filter)).toEqual(once)
        const hasDuplicates = list.some((a, i) => list.slice(i + 1).some((b) => duplicates(a, b)))
        if (!hasDuplicates) expect(filterConnectors(list, {})).toEqual(list)
      }),
    )
  })
})
