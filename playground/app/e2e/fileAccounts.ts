// The accounts an e2e file owns: its page wallets hold them (`?accounts=<owner>` on every page of
// the devnet), the devnet funds them before the file's tests, and no other file touches them, so
// what one file spends or signs never changes what another sees, whatever the order.
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ownedAccounts, type OwnedAccounts } from '@portico/devnet'
import { inject } from 'vitest'

export interface FileAccounts extends OwnedAccounts {
  /** `url` with `accounts=<owner>` in its query: the page's wallets then hold this file's accounts. */
  page(url: string): string
  /** Funds the accounts on the devnet's chains and Solana runtime (`POST /__devnet/fund`), to the figures the numbered accounts start with. */
  fund(): Promise<void>
}

/** The accounts of the e2e file at `fileUrl` (`import.meta.url`), named after it: `evm` for evm.e2e.ts. */
export function fileAccounts(fileUrl: string): FileAccounts {
  const owner = basename(fileURLToPath(fileUrl)).replace(/\.e2e\.ts$/, '')
  const accounts = ownedAccounts(owner)
  return {
    ...accounts,
    page(url) {
      // Appended to the query as it is, so the rest of it reaches the page unchanged.
      const address = new URL(url)
      address.search = address.search ? `${address.search}&accounts=${owner}` : `?accounts=${owner}`
      return address.href
    },
    async fund() {
      // The devnet's services directly, or through the site's proxy when the server was already running.
      const services = inject('devnet').servicesUrl ?? new URL('__services', inject('baseUrl')).href
      const response = await fetch(`${services}/__devnet/fund`, { method: 'POST', body: JSON.stringify({ owner }), signal: AbortSignal.timeout(30_000) })
      if (!response.ok) throw new Error(`funding the accounts of ${owner} answered ${response.status}: ${await response.text()}`)
    },
  }
}
