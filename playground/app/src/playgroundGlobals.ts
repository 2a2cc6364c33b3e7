import type { PorticoClient } from '@portico/core'
import type { MockAdapter } from '@portico/core/testing'

/** What the playground exposes to the e2e tests (never done by product code). */
export interface PorticoPlayground {
  client: PorticoClient
  /** Script a wallet's answers: `adapter.script('io.portico.alpha', { connect: 'reject' })`. */
  adapter: MockAdapter
}

declare global {
  interface Window {
    __porticoPlayground?: PorticoPlayground
  }
}

/** Makes the client and the mock adapter reachable from the e2e tests. */
export function exposeForTests(playground: PorticoPlayground): void {
  window.__porticoPlayground = playground
}
