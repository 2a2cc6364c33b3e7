import type { Connector } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'
import type { TimerLike } from '../chain/waitForSignature.js'

/** A connector and the Wallet Standard wallet behind it. */
export interface WalletEntry {
  connector: Connector
  wallet: Wallet
  /** The solana chains the wallet listed when it registered. */
  chains: readonly string[]
}

/** The connector id of a Wallet Standard wallet: its name, which is what the standard identifies wallets by. */
export function walletStandardConnectorId(name: string): string {
  return `wallet-standard:${name.toLowerCase()}`
}

export interface WalletEntries {
  list(): Connector[]
  get(id: string): WalletEntry | undefined
  add(wallet: Wallet, info: { name: string; icon: string; chains: readonly string[] }): void
  remove(wallet: unknown): void
  waitFor(id: string, waitMs: number, timer: TimerLike): Promise<WalletEntry | undefined>
}

/**
 * Bookkeeping of the registered wallets, in registration order. A second wallet object under a
 * name already taken marks that connector as a conflict: the page cannot tell which is genuine,
 * so neither is connected.
 */
export function createWalletEntries(onChange: (connectors: Connector[]) => void): WalletEntries {
  const entries = new Map<string, WalletEntry>()
  const waiters = new Set<() => void>()
  const list = () => [...entries.values()].map((entry) => entry.connector)
  const changed = () => {
    onChange(list())
    for (const wake of [...waiters]) wake()
  }
  return {
    list,
    get: (id) => entries.get(id),
    add(wallet, info) {
      const id = walletStandardConnectorId(info.name)
      const known = entries.get(id)
      if (known) {
        if (known.wallet === wallet || known.connector.conflict) return
        entries.set(id, { ...known, connector: { ...known.connector, conflict: true } })
        return changed()
      }
      const connector: Connector = { id, name: info.name, type: 'ANNOUNCED', chain: 'solana', imageUrl: info.icon }
      entries.set(id, { connector, wallet, chains: info.chains })
      changed()
    },
    remove(wallet) {
      for (const [id, entry] of entries) {
        if (entry.wallet === wallet) {
          entries.delete(id)
          changed()
        }
      }
    },
    waitFor(id, waitMs, timer) {
      const found = entries.get(id)
      if (found || waitMs <= 0) return Promise.resolve(found)
      return new Promise((resolve) => {
        const finish = () => {
          waiters.delete(check)
          timer.clearTimeout(handle)
          resolve(entries.get(id))
        }
        const check = () => {
          if (entries.has(id)) finish()
        }
        const handle = timer.setTimeout(finish, waitMs)
        waiters.add(check)
      })
    },
  }
}
