import type { ReactNode } from 'react'
import type { PorticoClient } from '@portico/core'
import { PorticoContext } from './internal/porticoContext.js'

/** Props of {@link PorticoProvider}. */
export interface PorticoProviderProps {
  /** The client made by `createPortico`. Every hook below the provider reads and acts on it. */
  client: PorticoClient
  children?: ReactNode
}

/**
 * Makes a Portico client available to the hooks of `@portico/react`. It renders no markup of its
 * own. Several providers (with several clients) may coexist on one page; a hook reads the nearest.
 *
 * @example
 * const client = createPortico({ projectId, networks, adapters })
 * root.render(<PorticoProvider client={client}><App /></PorticoProvider>)
 */
export function PorticoProvider({ client, children }: PorticoProviderProps): ReactNode {
  return <PorticoContext.Provider value={client}>{children}</PorticoContext.Provider>
}
