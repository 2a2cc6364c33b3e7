import type { AlertsController } from '../alerts/alertsController.js'
import type { ChainsController } from '../../modules/network/index.js'
import type { ConnectionController } from '../../modules/connection/index.js'
import type { ConnectorsController } from '../../modules/connection/index.js'
import type { EventsController } from '../events/eventsController.js'
import type { ModalController } from '../../modules/modal/index.js'
import type { OptionsController } from '../options/optionsController.js'
import type { RouterController } from '../router/routerController.js'
import type { SiwxController } from '../../modules/siwx/index.js'
import type { SnackbarController } from '../../modules/modal/index.js'
import type { ThemeController } from '../../modules/modal/index.js'
import type { EventBus } from '../events/createEventBus.js'
import type { PorticoEvents } from '../events/porticoEvents.js'
import type { Logger } from '../logger/createLogger.js'
import type { ResolvedOptions } from '../options/resolveOptions.js'
import type { Platform } from '../platform/ports.js'
import type { SafeStorage } from '../storage/createSafeStorage.js'
import type { ChainAdapter } from '../plugins/chainAdapter.js'
import type { ConnectorSource } from '../plugins/connectorSource.js'
import type { NamespaceRules } from '../plugins/namespaceRules.js'
import type { QueryCache } from '../query/createQueryCache.js'
import type { Services } from '../services/createServices.js'
import type { ChainNamespace } from '../types/namespace.js'

/** Every controller of a client. Each owns one concern's state and nothing else. */
export interface Controllers {
  modal: ModalController
  router: RouterController
  connection: ConnectionController
  chains: ChainsController
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
  /** The chain adapter of each namespace that has one. */
  readonly chainAdapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  /** The connector sources, by id. */
  readonly sources: ReadonlyMap<string, ConnectorSource>
  /** A namespace's rules: its chain adapter's, or the built-in ones. */
  rules(namespace: ChainNamespace): NamespaceRules
  /** Server data (balances, ...), keyed by what it depends on. */
  readonly queries: QueryCache
  /** The outside services: HTTP clients of the configuration API and the analytics host, error reports. */
  readonly services: Services
  /** Runs `fn`; every controller it changes notifies once, at the end. */
  batch<T>(fn: () => T): T
  /**
   * Settles when start-up has finished, in the order of SPEC.md section 4: (options and
   * controllers, synchronously in createPortico), adapter setup, the reconnect sync (or the forced
   * disconnect when reconnect is off), the remote features, the allowed-origin check (when e-mail or
   * social login is on); then `isReady()` turns true. Never rejects: failures become alerts.
   */
  readonly ready: Promise<void>
  /** True once `ready` settled. */
  isReady(): boolean
  /** Stops adapters' discovery, timers and listeners. The client is unusable afterwards. */
  destroy(): void
}
