import { openModal, setTheme, type OpenModalParams, type PorticoClient, type SetThemeParams } from '@portico/core'
import type { MockAdapter } from '@portico/core/testing'

/** What the playground exposes to the e2e tests (never done by product code). */
export interface PorticoPlayground {
  client: PorticoClient
  /** Script a wallet's answers: `adapter.script('io.portico.alpha', { connect: 'reject' })`. */
  adapter: MockAdapter
  /** Opens the modal, on a given view if asked: `openModal({ view: { view: 'UnsupportedChain' } })`. */
  openModal: (params?: OpenModalParams) => void
  /** Changes the theme at run time: `setTheme({ themeMode: 'dark' })`. */
  setTheme: (params: SetThemeParams) => void
}

declare global {
  interface Window {
    __porticoPlayground?: PorticoPlayground
  }
}

/** Makes the client and the mock adapter reachable from the e2e tests. */
export function exposeForTests({ client, adapter }: Pick<PorticoPlayground, 'client' | 'adapter'>): void {
  window.__porticoPlayground = {
    client,
    adapter,
    openModal: (params) => openModal(client, params),
    setTheme: (params) => setTheme(client, params),
  }
}
