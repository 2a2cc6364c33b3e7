import { createContext, lazy, type ComponentType } from 'react'
import type { ConnectMethod } from '@portico/react'
import { WalletGroup } from '../components/WalletGroup.js'

/**
 * Components by connect method: Connect shows each configured method
 * (`features.connectMethodsOrder`) that has one, in that order. A later feature plugs its group in
 * here, typically as `React.lazy(() => import(...))` so its code loads only when it is shown.
 */
export type ConnectMethodRegistry = Readonly<Partial<Record<ConnectMethod, ComponentType>>>

/**
 * The connect methods the default skin implements: the wallet list, and the embedded wallet's
 * e-mail field and social buttons (their code loads when Connect first shows them; each renders
 * nothing unless the site has the embedded wallet and the feature is on).
 */
export const defaultConnectMethods: ConnectMethodRegistry = {
  wallet: WalletGroup,
  email: lazy(() => import('../components/EmailGroup.js').then((module) => ({ default: module.EmailGroup }))),
  social: lazy(() => import('../components/SocialGroup.js').then((module) => ({ default: module.SocialGroup }))),
}

/** The connect methods Connect renders; `<PorticoModal connectMethods>` adds to the defaults. */
export const ConnectMethodsContext = createContext<ConnectMethodRegistry>(defaultConnectMethods)
ConnectMethodsContext.displayName = 'PorticoConnectMethodsContext'
