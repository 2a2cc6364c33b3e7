import type { ChainAdapter } from '../adapter/createAdapter.js'
import type { AccountsController } from '../controllers/accountsController.js'
import type { AlertsController } from '../controllers/alertsController.js'
import type { ChainsController } from '../controllers/chainsController.js'
import type { ConnectionController } from '../controllers/connectionController.js'
import type { ConnectorsController } from '../controllers/connectorsController.js'
import type { EventsController } from '../controllers/eventsController.js'
import type { ModalController } from '../controllers/modalController.js'
import type { OptionsController } from '../controllers/optionsController.js'
import type { RouterController } from '../controllers/routerController.js'
import type { SiwxController } from '../controllers/siwxController.js'
import type { SnackbarController } from '../controllers/snackbarController.js'
import type { ThemeController } from '../controllers/themeController.js'
import type { EventBus } from '../events/createEventBus.js'
import type { PorticoEvents } from '../events/porticoEvents.js'
import type { Logger } from '../logger/createLogger.js'
import type { ResolvedOptions } from '../options/resolveOptions.js'
import type { Platform } from '../platform/ports.js'
import type { SafeStorage } from '../storage/createSafeStorage.js'
import type { ChainNamespace } from '../types/namespace.js'

/** Every controller of a client. Each owns one concern's state and nothing else. */
export interface Controllers {
  modal: ModalController
  router: RouterController
  connection: ConnectionController
  chains: ChainsController
  accounts: AccountsController
  connectors: ConnectorsController
  options: OptionsController
  theme: ThemeController
  alerts: AlertsController
  snackbar: SnackbarController
  events: EventsController
  siwx: SiwxController
}

/** A Portico client: what `createPortico` returns and every action takes first. */
export interface PorticoClient {
  readonly options: ResolvedOptions
  readonly platform: Platform
  readonly logger: Logger
  /** Typed bus of the analytics events, for sites that want to observe them. */
  readonly bus: EventBus<PorticoEvents>
  readonly storage: SafeStorage
  readonly controllers: Controllers
  readonly adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  /** Settles when start-up (adapter setup and reconnect) has finished. Never rejects. */
  readonly ready: Promise<void>
  /** True once `ready` settled. */
  isReady(): boolean
  /** Stops adapters' discovery, timers and listeners. The client is unusable afterwards. */
  destroy(): void
}
