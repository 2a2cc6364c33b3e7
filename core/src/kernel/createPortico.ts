import { markReconnecting, reconnect } from '../modules/connection/index.js'
import { SOCIAL_RESULT_PARAM, SOCIAL_STATE_PARAM } from '../modules/embedded-wallet/index.js'
import { applySourceEvent } from '../modules/connection/index.js'
import { isConnectedAnywhere } from '../modules/connection/index.js'
import { loadRecentWallets } from '../modules/connection/index.js'
import { BUILTIN_MODULES } from '../modules/index.js'
import type { ModuleReactions } from './plugins/porticoModule.js'
import { resolveModules } from './plugins/resolveModules.js'
import { showAlert } from './alerts/showAlert.js'
import { track } from './events/track.js'
import { createAlertsController } from './alerts/alertsController.js'
import { createChainsController } from '../modules/network/index.js'
import { createConnectionController } from '../modules/connection/index.js'
import { createConnectorsController } from '../modules/connection/index.js'
import { createEventsController } from './events/eventsController.js'
import { createModalController } from '../modules/modal/index.js'
import { createOptionsController } from './options/optionsController.js'
import { createRouterController } from './router/routerController.js'
import { createSiwxController } from '../modules/siwx/index.js'
import { createSnackbarController } from '../modules/modal/index.js'
import { createThemeController } from '../modules/modal/index.js'
import { ALERT_ERRORS } from './alerts/AlertPorticoError.js'
import { isPorticoError } from './errors/PorticoError.js'
import { createEventBus } from './events/createEventBus.js'
import type { PorticoEvents } from './events/porticoEvents.js'
import { providedFeatures, unprovidedRequests } from './features/pluginFeatures.js'
import { createLogger } from './logger/createLogger.js'
import type { PorticoOptions } from './options/porticoOptions.js'
import { resolveOptions } from './options/resolveOptions.js'
import { detectPlatform } from './platform/defaultPlatform.js'
import type { Platform } from './platform/ports.js'
import type { ChainAdapter } from './plugins/chainAdapter.js'
import type { ConnectorSource, SourceContext } from './plugins/connectorSource.js'
import { BUILTIN_NAMESPACE_RULES, type NamespaceRules } from './plugins/namespaceRules.js'
import { createQueryCache } from './query/createQueryCache.js'
import { closeModal } from '../modules/modal/index.js'
import { createSafeStorage } from './storage/createSafeStorage.js'
import { createServices } from './services/createServices.js'
import { createBatcher } from './store/createBatcher.js'
import type { ChainNamespace } from './types/namespace.js'
import type { Controllers, PorticoClient } from './client/porticoClient.js'
import { isEmbeddedLoginSource, type EmbeddedWalletUi } from './plugins/embeddedLoginSource.js'

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
  const chainAdapters = new Map<ChainNamespace, ChainAdapter>()
  const sources = new Map<string, ConnectorSource>()
  for (const plugin of resolved.adapters) {
    if (plugin.chain) chainAdapters.set(plugin.chain.namespace, plugin.chain)
    if (plugin.connectors) sources.set(plugin.connectors.id, plugin.connectors)
  }
  const rules = new Map<ChainNamespace, NamespaceRules>()
  for (const [namespace, builtin] of Object.entries(BUILTIN_NAMESPACE_RULES) as [ChainNamespace, NamespaceRules][]) {
    const base = chainAdapters.get(namespace)?.rules ?? builtin
    rules.set(namespace, Object.freeze({ ...base, defaultAccountType: resolved.defaultAccountTypes[namespace] }))
  }
  const { modules, offered } = resolveModules(BUILTIN_MODULES, resolved.adapters)
  const batcher = createBatcher()
  // The router asks these of the client at each dispatch; `ref.client` is set by then.
  const ref: { client?: PorticoClient } = {}
  const controllers: Controllers = {
    modal: createModalController(platform.clock),
    router: createRouterController({
      context: () => ({ isConnected: ref.client ? isConnectedAnywhere(ref.client) : false }),
      onClose: () => {
        if (ref.client) closeModal(ref.client)
      },
      offered,
      batcher,
    }),
    connection: createConnectionController(batcher),
    chains: createChainsController({
      networks: resolved.networks,
      namespaces: [...chainAdapters.keys(), ...[...sources.values()].flatMap((source) => source.namespaces)],
      defaultNetwork: resolved.defaultNetwork,
      batcher,
    }),
    connectors: createConnectorsController(batcher),
    options: createOptionsController(resolved),
    theme: createThemeController({ themeMode: resolved.themeMode, themeVariables: resolved.themeVariables }),
    alerts: createAlertsController(),
    snackbar: createSnackbarController(platform.clock),
    events: createEventsController(platform),
    siwx: createSiwxController(resolved.siwx !== undefined, batcher),
  }
  // Features the site switched on that nothing provides: one warning, its code loaded only then.
  const unprovided = resolved.basic ? [] : unprovidedRequests(options.features as Record<string, unknown> | undefined, providedFeatures(resolved.adapters))
  if (unprovided.length > 0) {
    void import('./features/warnUnprovidedFeatures.js').then(
      (module) => module.warnUnprovidedFeatures(unprovided, resolved.debug, platform.console, logger),
      (error: unknown) => logger.warn('Could not load the feature warning', error),
    )
  }
  const queries = createQueryCache({ clock: platform.clock, storage, logger, batcher })
  const services = createServices({ options: resolved, platform, logger })

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
    chainAdapters,
    sources,
    rules: (namespace) => rules.get(namespace) ?? BUILTIN_NAMESPACE_RULES[namespace],
    queries,
    services,
    batch: (fn) => batcher.batch(fn),
    ready: Promise.resolve(),
    isReady: () => ready,
    destroy() {
      if (destroyed) return
      destroyed = true
      for (const teardown of teardowns.splice(0)) {
        try {
          teardown()
        } catch (error) {
          logger.warn('A teardown threw', error)
        }
      }
      queries.destroy()
      services.destroy()
      controllers.modal.destroy()
      controllers.snackbar.destroy()
      bus.clear()
    },
  }
  ref.client = client
  controllers.connection.setRecentWallets(loadRecentWallets(client))
  // Reactions, registered once, module by module: what must follow a change, whoever caused it.
  const started: ModuleReactions[] = []
  for (const module of modules) {
    let reactions: ReturnType<NonNullable<typeof module.react>> | undefined
    try {
      reactions = module.react?.(client)
    } catch (error) {
      // A plug-in's module that fails here must not take the client down with it.
      logger.error(`The module ${module.id} could not register its reactions`, error)
    }
    if (reactions === undefined) continue
    const registered = typeof reactions === 'function' ? { stop: reactions } : reactions
    teardowns.push(() => registered.stop())
    started.push(registered)
  }
  const hasEmbeddedWallet = [...sources.values()].some(isEmbeddedLoginSource)
  markReconnecting(client)

  const start = async () => {
    // The embedded wallet's reactions (approvals over the modal, the e-mail update's poll): their
    // code loads only on a site with an embedded wallet, before its source is set up.
    let embeddedUi: EmbeddedWalletUi | undefined
    if (hasEmbeddedWallet) {
      const { embeddedReactions } = await import('../modules/embedded-wallet/lazy.js')
      if (destroyed) return
      const reactions = embeddedReactions(client)
      teardowns.push(reactions.stop)
      embeddedUi = reactions.ui
    }
    await Promise.all([...sources.values()].map((source) => setupSource(client, source, teardowns, () => destroyed, embeddedUi)))
    if (!destroyed) await reconnect(client)
    if (!destroyed) for (const reactions of started) reactions.start?.()
    // Outside a page there is no visitor: no remote features, origin check or analytics.
    if (platform.environment.isPage?.() === false) return
    if (!destroyed) await services.start(client, (alert) => showAlert(client, alert))
    track(client, 'INITIALIZE', { projectId: resolved.projectId })
    // A mini-app social login returning through the page address; not awaited (it waits on the login
    // frame), and its code loaded only on a page that holds the parameter.
    if (!destroyed && (platform.environment.readQueryParam(SOCIAL_RESULT_PARAM) !== null || platform.environment.readQueryParam(SOCIAL_STATE_PARAM) !== null)) {
      void import('../modules/embedded-wallet/lazy.js')
        .then(({ completeSocialReturn }) => completeSocialReturn(client))
        .catch((error: unknown) => logger.warn('The social-login return could not be completed', error))
    }
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

async function setupSource(
  client: PorticoClient,
  source: ConnectorSource,
  teardowns: (() => void)[],
  isDestroyed: () => boolean,
  embeddedUi: EmbeddedWalletUi | undefined,
): Promise<void> {
  const served = source.namespaces
  const context: SourceContext = {
    platform: client.platform,
    logger: client.logger,
    networks: client.controllers.chains.allNetworks().filter((network) => served.includes(network.chainNamespace)),
    enableEIP6963: client.options.enableEIP6963,
    ...(embeddedUi ? { embeddedUi } : {}),
    setConnectors: (connectors) => {
      if (!isDestroyed()) client.controllers.connectors.setSourceConnectors(source.id, served, connectors)
    },
    emit: (event) => {
      if (!isDestroyed()) applySourceEvent(client, source.id, event)
    },
  }
  try {
    const teardown = await source.setup?.(context)
    if (typeof teardown === 'function') teardowns.push(teardown)
  } catch (error) {
    client.logger.error(`The connector source ${source.id} failed to set up`, error)
    showAlert(client, {
      code: ALERT_ERRORS.NETWORK_ERROR.code,
      message: ALERT_ERRORS.NETWORK_ERROR.shortMessage,
      severity: 'error',
    })
  }
}
