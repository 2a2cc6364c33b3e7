import type { PorticoClient } from '../client/porticoClient.js'
import type { View } from '../router/routes.js'

/** What a module's reactions hand back: how to stop them, and what to run once start-up reconnected. */
export interface ModuleReactions {
  /** Stops every subscription the reactions made. Runs when the client is destroyed. */
  stop(): void
  /**
   * Runs once, after start-up's reconnect (SPEC.md section 4), for reactions that must not see
   * the restore itself (persisting the connection, syncing other tabs).
   */
  start?(): void
}

/**
 * A feature module (DESIGN.md v3): one room of core, or one a plug-in brings. `createPortico`
 * registers the built-in modules and those of the site's plug-ins, in that order.
 */
export interface PorticoModule {
  /** Unique among a client's modules (two modules with one id are refused: INVALID_OPTIONS). */
  readonly id: string
  /**
   * The views this module provides. The router offers only the views some registered module
   * provides; pushing another is a {@link ViewNotProvidedError}. @default [] (none)
   */
  readonly views?: readonly View[]
  /**
   * Registers what must follow a change (DESIGN.md, "Reactions at the root"), once, when the
   * client is created: returns how to stop it (and what to start after the reconnect).
   */
  readonly react?: (client: PorticoClient) => ModuleReactions | (() => void)
}

/** Identity helper that types a module against the contract. */
export function defineModule<const M extends PorticoModule>(module: M): M {
  return module
}
