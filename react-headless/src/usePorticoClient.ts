import { useContext } from 'react'
import type { PorticoClient } from '@portico/core'
import { PorticoContext } from './internal/porticoContext.js'

/** The message thrown when a hook runs outside {@link PorticoProvider}. */
export const OUTSIDE_PROVIDER_MESSAGE = 'usePorticoClient must be used inside <PorticoProvider>'

/**
 * The client of the nearest {@link PorticoProvider}. The way out of the hooks: any core action
 * can be called with it.
 * @throws Error 'usePorticoClient must be used inside <PorticoProvider>' outside a provider.
 */
export function usePorticoClient(): PorticoClient {
  const client = useContext(PorticoContext)
  if (!client) throw new Error(OUTSIDE_PROVIDER_MESSAGE)
  return client
}
