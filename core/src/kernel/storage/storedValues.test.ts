import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { string, validate, type Struct } from 'superstruct'
import { CHAIN_NAMESPACES } from '../types/namespace.js'
import {
  emailLoginUsedSchema,
  lastEmailLoginTimeSchema,
  lastUsedChainSchema,
  preferredAccountTypesSchema,
  RECENT_EMAILS_MAX,
  recentEmailsSchema,
  smartAccountEnabledNetworksSchema,
  emailSchema,
} from './storedLoginValues.js'
import {
  activeCaipNetworkIdSchema,
  activeNamespaceSchema,
  cacheEntrySchema,
  connectedNamespacesSchema,
  connectionsSchema,
  connectionStatusSchema,
  connectorIdSchema,
  DISCONNECTED_CONNECTOR_IDS_MAX,
  disconnectedConnectorIdsSchema,
  IMAGE_CACHE_MAX,
  imageCacheSchema,
  latestVersionSchema,
  recentWalletsSchema,
  toStoredConnectionStatus,
  walletIdSchema,
} from './storedValues.js'

/** What a read through the safe storage would give: the coerced, masked value, or undefined. */
function read<T>(schema: Struct<T, unknown>, value: unknown): T | undefined {
  const [error, result] = validate(value, schema, { coerce: true, mask: true })
  return error ? undefined : result
}

describe('stored value schemas', () => {
  it('connection status: only connected or disconnected (SPEC section 4)', () => {
    expect(read(connectionStatusSchema, 'connected')).toBe('connected')
    expect(read(connectionStatusSchema, 'disconnected')).toBe('disconnected')
    for (const bad of ['connecting', 'maybe', '', 1, null]) expect(read(connectionStatusSchema, bad)).toBeUndefined()
  })

  it('maps account statuses to what is stored: connecting stores nothing', () => {
    expect(toStoredConnectionStatus('connected')).toBe('connected')
    expect(toStoredConnectionStatus('disconnected')).toBe('disconnected')
    expect(toStoredConnectionStatus('connecting')).toBeUndefined()
  })

  it('namespaces: known ones only; the connected list is de-duplicated', () => {
    expect(read(activeNamespaceSchema, 'solana')).toBe('solana')
    expect(read(activeNamespaceSchema, 'dogecoin')).toBeUndefined()
    expect(read(connectedNamespacesSchema, ['eip155', 'solana', 'eip155'])).toEqual(['eip155', 'solana'])
    expect(read(connectedNamespacesSchema, ['eip155', 'evil'])).toBeUndefined()
    expect(read(connectedNamespacesSchema, 'eip155')).toBeUndefined()
    expect(read(connectedNamespacesSchema, [...CHAIN_NAMESPACES])).toEqual([...CHAIN_NAMESPACES])
  })

  it('network ids: CAIP-2 of a known namespace, nothing else', () => {
    expect(read(activeCaipNetworkIdSchema, 'eip155:31337')).toBe('eip155:31337')
    expect(read(activeCaipNetworkIdSchema, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    for (const bad of ['javascript:alert(1)', 'eip155', 'eip155:1:0xabc', 'foo:1', 1]) {
      expect(read(activeCaipNetworkIdSchema, bad)).toBeUndefined()
    }
    expect(read(smartAccountEnabledNetworksSchema, ['eip155:1', 'eip155:1', 'eip155:10'])).toEqual(['eip155:1', 'eip155:10'])
    expect(read(smartAccountEnabledNetworksSchema, [1])).toBeUndefined()
  })

  it('ids and names: non-empty and bounded', () => {
    expect(read(walletIdSchema, 'io.metamask')).toBe('io.metamask')
    expect(read(walletIdSchema, '')).toBeUndefined()
    expect(read(connectorIdSchema, 'x'.repeat(257))).toBeUndefined()
    expect(read(connectorIdSchema, 42)).toBeUndefined()
  })

  it('recent wallets: at most 2 kept, newest first; unsafe images refused', () => {
    const wallets = [
      { id: 'a', name: 'A', imageUrl: 'https://img.example/a.png' },
      { id: 'b', name: 'B' },
      { id: 'c', name: 'C' },
    ]
    expect(read(recentWalletsSchema, wallets)).toEqual(wallets.slice(0, 2))
    expect(read(recentWalletsSchema, [{ id: 'a', name: 'A', imageUrl: 'javascript:alert(1)' }])).toBeUndefined()
    expect(read(recentWalletsSchema, [{ id: 'a', name: 'A', imageUrl: 'data:text/html,<script>' }])).toBeUndefined()
    expect(read(recentWalletsSchema, [{ id: 'a' }])).toBeUndefined()
  })

  it('e-mail login cache: flag, e-mail, time, last chain', () => {
    expect(read(emailLoginUsedSchema, true)).toBe(true)
    expect(read(emailLoginUsedSchema, 'true')).toBeUndefined()
    expect(read(emailSchema, 'alice@example.com')).toBe('alice@example.com')
    expect(read(emailSchema, 'not an email')).toBeUndefined()
    expect(read(lastEmailLoginTimeSchema, 1_700_000_000_000)).toBe(1_700_000_000_000)
    expect(read(lastEmailLoginTimeSchema, -1)).toBeUndefined()
    expect(read(lastEmailLoginTimeSchema, 1.5)).toBeUndefined()
    expect(read(lastUsedChainSchema, 'eip155:1')).toBe('eip155:1')
    expect(read(lastUsedChainSchema, 137)).toBe(137)
    expect(read(lastUsedChainSchema, '')).toBeUndefined()
  })

  it('recent e-mails: valid ones, at most RECENT_EMAILS_MAX', () => {
    const emails = Array.from({ length: RECENT_EMAILS_MAX + 3 }, (_, n) => `user${n}@example.com`)
    expect(read(recentEmailsSchema, emails)).toEqual(emails.slice(0, RECENT_EMAILS_MAX))
    expect(read(recentEmailsSchema, ['bad'])).toBeUndefined()
  })

  it('connections: connector id with optional auth name and address, unknown fields dropped', () => {
    expect(read(connectionsSchema, [{ connectorId: 'AUTH', authName: 'google', address: '0xabc', extra: 1 }])).toEqual([
      { connectorId: 'AUTH', authName: 'google', address: '0xabc' },
    ])
    expect(read(connectionsSchema, [{ authName: 'google' }])).toBeUndefined()
    expect(read(connectionsSchema, Array.from({ length: 51 }, () => ({ connectorId: 'x' })))).toBeUndefined()
  })

  it('disconnected connector ids: strings, distinct, the last 50 kept', () => {
    const ids = Array.from({ length: DISCONNECTED_CONNECTOR_IDS_MAX + 5 }, (_, n) => `c${n}`)
    expect(read(disconnectedConnectorIdsSchema, ids)).toEqual(ids.slice(5))
    expect(read(disconnectedConnectorIdsSchema, ['a', 'a', 'b'])).toEqual(['a', 'b'])
    expect(read(disconnectedConnectorIdsSchema, [1])).toBeUndefined()
    expect(read(disconnectedConnectorIdsSchema, { 0: 'a' })).toBeUndefined()
  })

  it('preferred account types: known namespaces to known types', () => {
    expect(read(preferredAccountTypesSchema, { eip155: 'smartAccount', bip122: 'payment' })).toEqual({
      eip155: 'smartAccount',
      bip122: 'payment',
    })
    expect(read(preferredAccountTypesSchema, { eip155: 'admin' })).toBeUndefined()
    expect(read(preferredAccountTypesSchema, { evil: 'eoa' })).toBeUndefined()
    for (const type of ['eoa', 'smartAccount', 'payment', 'ordinal', 'stx']) expect(read(preferredAccountTypesSchema, { bip122: type })).toEqual({ bip122: type })
  })

  it('cache entries: a valid value and a finite expiry', () => {
    const schema = cacheEntrySchema(string())
    expect(read(schema, { value: 'v', expiresAt: 5 })).toEqual({ value: 'v', expiresAt: 5 })
    expect(read(schema, { value: 1, expiresAt: 5 })).toBeUndefined()
    expect(read(schema, { value: 'v' })).toBeUndefined()
    expect(read(schema, { value: 'v', expiresAt: null })).toBeUndefined()
  })

  it('latest version: x.y.z with an optional suffix', () => {
    expect(read(latestVersionSchema, '1.7.3')).toBe('1.7.3')
    expect(read(latestVersionSchema, '2.0.0-beta.1')).toBe('2.0.0-beta.1')
    expect(read(latestVersionSchema, '1.7')).toBeUndefined()
    expect(read(latestVersionSchema, '<script>')).toBeUndefined()
  })

  it('image caches: safe image addresses only, bounded', () => {
    expect(read(imageCacheSchema, { 'io.metamask': 'https://img.example/m.png', w2: 'data:image/png;base64,AAAA' })).toBeDefined()
    expect(read(imageCacheSchema, { w: 'javascript:alert(1)' })).toBeUndefined()
    const many = Object.fromEntries(Array.from({ length: IMAGE_CACHE_MAX + 1 }, (_, n) => [`w${n}`, 'https://i.example/x.png']))
    expect(read(imageCacheSchema, many)).toBeUndefined()
  })

  it('property: no schema throws or accepts garbage of another type on arbitrary JSON', () => {
    const schemas: Struct<unknown, unknown>[] = [
      connectionStatusSchema,
      connectedNamespacesSchema,
      recentWalletsSchema,
      disconnectedConnectorIdsSchema,
      preferredAccountTypesSchema,
      connectionsSchema,
      imageCacheSchema,
    ] as Struct<unknown, unknown>[]
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        for (const schema of schemas) {
          let outcome: unknown
          try {
            outcome = read(schema, value)
          } catch {
            outcome = undefined // superstruct throws on some inputs; the safe storage catches that
          }
          if (outcome !== undefined) expect(typeof outcome === 'string' || typeof outcome === 'object').toBe(true)
        }
      }),
    )
  })
})
