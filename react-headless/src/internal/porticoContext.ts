import { createContext } from 'react'
import type { PorticoClient } from '@portico/core'

/** Carries the client from {@link PorticoProvider} to the hooks. Undefined outside a provider. */
export const PorticoContext = createContext<PorticoClient | undefined>(undefined)
PorticoContext.displayName = 'PorticoContext'
