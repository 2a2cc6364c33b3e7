import type { PorticoClient } from '../../../kernel/client/porticoClient.js'

/** Sign-in's code (the flow, the account reaction, the default sessions, the legacy mapping): loaded only when a site turns sign-in on. */
export function loadSiwxFlow(): Promise<typeof import('../siwxCode.js')> {
  return import('../siwxCode.js')
}

/**
 * Registers sign-in after connect when `siwx` is set: the implementation gets the client's ports,
 * a disconnect clears the sessions (`signOutOnDisconnect`), and `siwxAccountReaction` loads and
 * catches up with the account connected meanwhile. Without `siwx` nothing loads.
 */
export function siwxReaction(client: PorticoClient): () => void {
  const siwx = client.options.siwx
  if (!siwx) return () => undefined
  // The implementation gets the client's ports at once, before anything can ask it.
  const teardown = siwx.config.setup?.({
    storage: client.storage,
    clock: client.platform.clock,
    random: client.platform.random,
    origin: client.platform.environment.origin(),
    verifier: (namespace) => client.chainAdapters.get(namespace)?.signatureVerifier,
    logger: client.logger,
  })
  // A disconnect clears every session when `signOutOnDisconnect` is on (SPEC.md section 4).
  const unsubscribe = client.bus.on('DISCONNECT_SUCCESS', () => {
    if (!siwx.signOutOnDisconnect) return
    void siwx.config.setSessions([]).catch((error: unknown) => client.logger.warn('Clearing the sign-in sessions failed', error))
  })
  const state: { stop?: () => void; stopped: boolean } = { stopped: false }
  loadSiwxFlow()
    .then((module) => {
      if (!state.stopped) state.stop = module.siwxAccountReaction(client)
    })
    .catch((error: unknown) => client.logger.error('Sign-in failed to load', error))
  return () => {
    state.stopped = true
    state.stop?.()
    unsubscribe()
    if (typeof teardown === 'function') teardown()
  }
}
