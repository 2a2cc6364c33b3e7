import type { AdapterContext, ChainAdapter } from '../adapter/createAdapter.js'
import { markReconnecting, reconnect } from '../actions/reconnect.js'
import { applyWalletEvent } from '../actions/internal/applyWalletEvent.js'
import { loadRecentWallets } from '../actions/internal/persistence.js'
import { showAlert } from '../actions/internal/showAlert.js'
import { track } from '../actions/internal/track.js'
import { createAccountsController } from '../controllers/accountsController.js'
import { createAlertsController } from '../controllers/alertsController.js'
import { createChainsController } from '../controllers/chainsController.js'
import { createConnectionController } from '../controllers/connectionController.js'
import { createConnectorsController } from '../controllers/connectorsController.js'
import { createEventsController } from '../controllers/eventsController.js'
import { createModalController } from '../controllers/modalController.js'
import { createOptionsController } from '../controllers/optionsController.js'
import { createRouterController } from '../controllers/routerController.js'
import { createSiwxController } from '../controllers/siwxController.js'
import { createSnackbarController } from '../controllers/snackbarController.js'
import { createThemeController } from '../controllers/themeController.js'
import { ALERT_ERRORS } from '../errors/AlertPorticoError.js'
import { isPorticoError } from '../errors/PorticoError.js'
import { createEventBus } from '../events/createEventBus.js'
import type { PorticoEvents } from '../events/porticoEvents.js'
import { createLogger } from '../logger/createLogger.js'
import type { PorticoOptions } from '../options/porticoOptions.js'
import { resolveOptions } from '../options/resolveOptions.js'
import { detectPlatform } from '../platform/defaultPlatform.js'
import type { Platform } from '../platform/ports.js'
import { createSafeStorage } from '../storage/createSafeStorage.js'
import type { ChainNamespace } from '../types/namespace.js'
import type { Controllers, PorticoClient } from './porticoClient.js'

/**
 * Creates a Portico client: validates the options, builds every controller, wires the adapters
 * and starts the reconnect sync. The single composition root; nothing is shared between clients.
 * @throws AlertPorticoError APKT008 'Project ID Missing' without a project id (the alert is also logged).
 * @throws InvalidOptionsError or SiwxConflictError for other invalid options.
 */
export function createPortico(options: PorticoOptions): PorticoClient {
  const platform = resolvePlatform(options)
  const bootLogger = createLogger({ level: 'error', console: platform.console })
  let resolved: ReturnType<typeof resolveOptions>
  try {
    resolved = resolveOptions(options, platform.environment)
  } catch (error) {
    if (isPorticoError(error)) bootLogger.error(`[${error.code}] ${error.shortMessage}`, error)
    throw error
  }

  const logger = createLogger({ level: resolved.logLevel, console: platform.console, now: () => platform.clock.now() })
  const bus = createEventBus<PorticoEvents>({
    onListenerError: (error: unknown) => logger.error('An event listener threw', error),
  })
  const storage = createSafeStorage({ storage: platform.storage, logger })
  const adapters = new Map<ChainNamespace, ChainAdapter>(resolved.adapters.map((adapter) => [adapter.namespace, adapter]))

  const controllers: Controllers = {
    modal: createModalController(platform.clock),
    router: createRouterController(),
    connection: createConnectionController(),
    chains: createChainsController({
      networks: resolved.networks,
      namespaces: [...adapters.keys()],
      defaultNetwork: resolved.defaultNetwork,
    }),
    accounts: createAccountsController(resolved.defaultAccountTypes),
    connectors: createConnectorsController(),
    options: createOptionsController(resolved),
    theme: createThemeController({ themeMode: resolved.themeMode, themeVariables: resolved.themeVariables }),
    alerts: createAlertsController(),
    snackbar: createSnackbarController(platform.clock),
    events: createEventsController(platform),
    siwx: createSiwxController(),
  }

  let ready = false
  let destroyed = false
  const teardowns: (() => void)[] = []
  const client: PorticoClient = {
    options: resolved,
    platform,
    logger,
    bus,
    storage,
    controllers,
    adapters,
    ready: Promise.resolve(),
    isReady: () => ready,
    destroy() {
      if (destroyed) return
      destroyed = true
      for (const teardown of teardowns.splice(0)) {
        try {
          teardown()
        } catch (error) {
          logger.warn('An adapter teardown threw', error)
        }
      }
      controllers.modal.destroy()
      controllers.snackbar.destroy()
      bus.clear()
    },
  }
  controllers.connection.setRecentWallets(loadRecentWallets(client))
  markReconnecting(client)

  const start = async () => {
    await Promise.all([...adapters.values()].map((adapter) => setupAdapter(client, adapter, teardowns, () => destroyed)))
    if (!destroyed) await reconnect(client)
    track(client, 'INITIALIZE', { projectId: resolved.projectId })
  }
  ;(client as { ready: Promise<void> }).ready = start()
    .catch((error: unknown) => {
      logger.error('Portico failed to start', error)
      showAlert(client, { code: 'INITIALIZE_FAILED', message: 'Failed to initialize', severity: 'error' })
    })
    .finally(() => {
      ready = true
    })
  return client
}

function resolvePlatform(options: PorticoOptions): Platform {
  const given = typeof options === 'object' && options !== null ? options.platform : undefined
  return { ...detectPlatform(), ...given }
}

async function setupAdapter(
  client: PorticoClient,
  adapter: ChainAdapter,
  teardowns: (() => void)[],
  isDestroyed: () => boolean,
): Promise<void> {
  const namespace = adapter.namespace
  const context: AdapterContext = {
    platform: client.platform,
    logger: client.logger,
    networks: client.controllers.chains.getSnapshot().namespaces[namespace]?.requestedCaipNetworks ?? [],
    enableEIP6963: client.options.enableEIP6963,
    setConnectors: (connectors) => {
      if (!isDestroyed()) client.controllers.connectors.setNamespaceConnectors(namespace, connectors)
    },
    emit: (type, payload) => {
      if (!isDestroyed()) applyWalletEvent(client, namespace, type, payload)
    },
  }
  try {
    const teardown = await adapter.setup?.(context)
    if (typeof teardown === 'function') teardowns.push(teardown)
  } catch (error) {
    client.logger.error(`The ${namespace} adapter failed to set up`, error)
    showAlert(client, {
      code: ALERT_ERRORS.NETWORK_ERROR.code,
      message: ALERT_ERRORS.NETWORK_ERROR.shortMessage,
      severity: 'error',
    })
  }
}
