import type { PorticoModule } from '../kernel/plugins/porticoModule.js'
import { accountDataModule } from './account-data/index.js'
import { catalogueModule } from './catalogue/index.js'
import { connectionModule } from './connection/index.js'
import { embeddedWalletModule } from './embedded-wallet/index.js'
import { networkModule } from './network/index.js'
import { pairingModule } from './pairing/index.js'
import { siwxModule } from './siwx/index.js'
import { telemetryModule } from './telemetry/index.js'

/**
 * Core's own modules, in the order createPortico registers them (their reactions subscribe in
 * this order, before any module a plug-in brings). Between them they provide the 19 views built
 * so far; the views of SPEC.md still to come (WalletSend, Swap, the on-ramp views, ProfileWallets)
 * are offered once a module provides them.
 */
export const BUILTIN_MODULES: readonly PorticoModule[] = [
  connectionModule,
  networkModule,
  telemetryModule,
  siwxModule,
  catalogueModule,
  pairingModule,
  accountDataModule,
  embeddedWalletModule,
]
