import { createContext, type ComponentType } from 'react'
import type { ConnectMethod } from '@portico/react'
import { WalletGroup } from '../components/WalletGroup.js'

/**
 * Components by connect method: Connect shows each configured method
 * (`features.connectMethodsOrder`) that has one, in that order. A later feature plugs its group in
 * here, typically as `React.lazy(() => import(...))` so its code loads only when it is shown.
 */
export type ConnectMethodRegistry = Readonly<Partial<Record<ConnectMethod, ComponentType>>>

/** The connect methods the default skin implements: the wallet list. */
export const defaultConnectMethods: ConnectMethodRegistry = { wallet: WalletGroup }

/** The connect methods Connect renders; `<PorticoModal connectMethods>` adds to the defaults. */
export const ConnectMethodsContext = createContext<ConnectMethodRegistry>(defaultConnectMethods)
ConnectMethodsContext.displayName = 'PorticoConnectMethodsContext'
