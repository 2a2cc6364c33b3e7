import type { Connector } from '@portico/core'
import type { Eip1193Provider, Eip6963ProviderDetail } from '../eip1193.js'

/** The id of the legacy injected provider's connector. */
export const INJECTED_CONNECTOR_ID = 'injected'

/** A connector record and the provider behind it. */
export interface ConnectorEntry {
  connector: Connector
  provider: Eip1193Provider
}

export interface ConnectorRegistry {
  /** The connector records, announced wallets first (in announcement order), then the injected one. */
  list(): Connector[]
  get(id: string): ConnectorEntry | undefined
  addAnnounced(detail: Eip6963ProviderDetail): void
  /** Marks an announced wallet whose identity another provider also claims: shown, never connected. */
  markConflict(rdns: string): void
  setInjected(provider: Eip1193Provider, name: string, explorerId?: string): void
  /** Resolves with the entry once `id` is known, or undefined after `waitMs`. */
  waitFor(id: string, waitMs: number, timer: { setTimeout(callback: () => void, ms: number): unknown; clearTimeout(handle: unknown): void }): Promise<ConnectorEntry | undefined>
}

/**
 * The connector record of an announced wallet (SPEC.md section 3): id = rdns, type ANNOUNCED, and
 * `explorerId` when the site mapped the wallet's rdns to its wallet-registry id.
 */
export function announcedConnector(detail: Eip6963ProviderDetail, explorerId?: string): Connector {
  return {
    id: detail.info.rdns,
    name: detail.info.name,
    type: 'ANNOUNCED',
    chain: 'eip155',
    imageUrl: detail.info.icon,
    ...(explorerId !== undefined ? { explorerId } : {}),
    info: { rdns: detail.info.rdns },
  }
}

/**
 * Bookkeeping of the discovered wallets; `onChange` gets the new list after every change.
 * `explorerIds` maps a lowercase rdns to the wallet-registry id its connector gets.
 */
export function createConnectorRegistry(
  onChange: (connectors: Connector[]) => void,
  explorerIds: ReadonlyMap<string, string> = new Map(),
): ConnectorRegistry {
  const announced = new Map<string, ConnectorEntry>()
  let injected: ConnectorEntry | undefined
  const waiters = new Set<() => void>()

  const list = (): Connector[] => {
    const announcedProviders = new Set([...announced.values()].map((entry) => entry.provider))
    // The legacy provider is often the very object a wallet also announced: list that wallet once.
    const fallback = injected && !announcedProviders.has(injected.provider) ? [injected.connector] : []
    return [...[...announced.values()].map((entry) => entry.connector), ...fallback]
  }
  const changed = (): void => {
    onChange(list())
    for (const wake of [...waiters]) wake()
  }
  const get = (id: string): ConnectorEntry | undefined => (id === INJECTED_CONNECTOR_ID ? injected : announced.get(id))

  return {
    list,
    get,
    addAnnounced(detail) {
      const connector = announcedConnector(detail, explorerIds.get(detail.info.rdns.toLowerCase()))
      if (announced.has(connector.id)) return
      announced.set(connector.id, { connector, provider: detail.provider })
      changed()
    },
    markConflict(rdns) {
      const entry = announced.get(rdns)
      if (!entry || entry.connector.conflict) return
      announced.set(rdns, { ...entry, connector: { ...entry.connector, conflict: true } })
      changed()
    },
    setInjected(provider, name, explorerId) {
      const connector: Connector = { id: INJECTED_CONNECTOR_ID, name, type: 'INJECTED', chain: 'eip155', ...(explorerId !== undefined ? { explorerId } : {}) }
      injected = { connector, provider }
      changed()
    },
    waitFor(id, waitMs, timer) {
      const found = get(id)
      if (found || waitMs <= 0) return Promise.resolve(found)
      return new Promise((resolve) => {
        const finish = (): void => {
          waiters.delete(check)
          timer.clearTimeout(handle)
          resolve(get(id))
        }
        const check = (): void => {
          if (get(id)) finish()
        }
        const handle = timer.setTimeout(finish, waitMs)
        waiters.add(check)
      })
    },
  }
}
