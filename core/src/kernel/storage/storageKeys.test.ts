import { describe, expect, it } from 'vitest'
import { connect } from '../../modules/connection/actions/connect.js'
import { disconnect } from '../../modules/connection/actions/disconnect.js'
import { fetchActivity } from '../../modules/account-data/actions/getActivity.js'
import { fetchAccountName } from '../../modules/account-data/actions/getIdentity.js'
import { fetchTokenBalances } from '../../modules/account-data/actions/getTokenBalances.js'
import { createMemoryStorage } from '../platform/memoryStorage.js'
import { ALPHA_WALLET, createTestClient } from '../../testing/createTestClient.js'
import { createMemoryServices } from '../../testing/memoryServices.js'
import { CHAIN_NAMESPACES } from '../types/namespace.js'
import { createSafeStorage, type StorageKey } from './createSafeStorage.js'
import { STORAGE_KEYS } from './storageKeys.js'

/** Every key: the fixed ones and the per-namespace ones for every namespace. */
function allKeys(): string[] {
  return Object.values(STORAGE_KEYS).flatMap((key) =>
    typeof key === 'function' ? CHAIN_NAMESPACES.map((namespace) => key(namespace)) : [key],
  )
}

// Which items the login frame's disconnect clears: loginCache.test.ts ('clears the flag, e-mail, last chain and social username, nothing else').
describe('STORAGE_KEYS', () => {
  it('share the one fixed prefix @portico/, and the client stores nothing outside it', () => {
    for (const key of allKeys()) expect(key.startsWith('@portico/')).toBe(true)
    const storage = createMemoryStorage()
    const store = createSafeStorage({ storage, logger: { warn: () => undefined } })
    for (const key of ['portico/x', '@portico', 'x@portico/', '']) {
      expect(() => store.set(key as StorageKey, 1)).toThrow(`Storage keys start with '@portico/', got '${key}'`)
    }
    store.set('@portico/x', 1)
    expect(storage.dump()).toEqual({ '@portico/x': '1' })
  })

  it('are all distinct, across namespaces too', () => {
    const keys = allKeys()
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('name every item a visit stores: connect, account data, disconnect leave only named keys', async () => {
    const services = createMemoryServices()
    const { client, platform } = createTestClient({ platform: { fetch: services.fetch } })
    await client.ready
    await connect(client, { connectorId: ALPHA_WALLET.id })
    await Promise.all([fetchTokenBalances(client), fetchActivity(client), fetchAccountName(client)])
    const whileConnected = Object.keys(platform.storage.dump())
    await disconnect(client)
    const stored = new Set([...whileConnected, ...Object.keys(platform.storage.dump())])
    // Enough of a visit to mean something: the session, the recents and five caches.
    expect(stored.size).toBeGreaterThanOrEqual(12)
    const named = new Set(allKeys())
    expect([...stored].filter((key) => !named.has(key))).toEqual([])
  })

  it('keep their stored names: a connect writes under the names earlier releases wrote, and a reload reads them back', async () => {
    const first = createTestClient()
    await first.client.ready
    await connect(first.client, { connectorId: ALPHA_WALLET.id })
    const stored = first.platform.storage.dump()
    expect(JSON.parse(stored['@portico/connection_status'] ?? 'null')).toBe('connected')
    expect(JSON.parse(stored['@portico/connected_connector_id/eip155'] ?? 'null')).toBe(ALPHA_WALLET.id)
    expect(JSON.parse(stored['@portico/recent_wallets'] ?? 'null')).toEqual([{ id: ALPHA_WALLET.id, name: ALPHA_WALLET.name }])
    first.client.destroy()

    // The next visit, with only what the last one stored: the recent wallet is listed again.
    const second = createTestClient({ platform: { storage: createMemoryStorage(stored) } })
    await second.client.ready
    expect(second.client.controllers.connection.getSnapshot().recentWallets).toEqual([{ id: ALPHA_WALLET.id, name: ALPHA_WALLET.name }])
  })
})
