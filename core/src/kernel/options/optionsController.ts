import { effectiveFeatures, providedFeatures, type PluginFeature } from '../features/pluginFeatures.js'
import type { ResolvedFeatures, ResolvedOptions } from './resolveOptions.js'
import { BASIC_FEATURES } from '../features/basicFeatures.js'
import { missingServices, withServedFeatures, type MissingService } from '../features/serviceFeatures.js'
import { createStore, type ReadableStore } from '../store/createStore.js'

export interface OptionsState {
  options: ResolvedOptions
  /**
   * The features asked for: the local options, or the remote configuration over them once it was
   * fetched; basic mode applied.
   */
  requested: ResolvedFeatures
  /** The features in force: `requested` AND what the installed plug-ins provide AND the services set. */
  features: ResolvedFeatures
  /** Requested plug-in features that no installed plug-in provides (off in `features`). */
  missing: readonly PluginFeature[]
  /** The features off because the service they need is not set, with the option that sets it. */
  missingServices: readonly MissingService[]
  /** True once remote configuration replaced the local features. */
  remoteFeatures: boolean
}

export interface OptionsController extends ReadableStore<OptionsState> {
  /**
   * Replaces the requested features (remote configuration overrides local settings); the features
   * in force follow, limited to what the plug-ins provide and the services set serve.
   */
  setFeatures(requested: ResolvedFeatures, options?: { remote?: boolean }): void
}

export function createOptionsController(options: ResolvedOptions): OptionsController {
  const provided = providedFeatures(options.adapters)
  const unserved = Object.freeze(missingServices(options))
  const compute = (requested: ResolvedFeatures, remote: boolean, previous?: OptionsState): OptionsState => {
    const effective = effectiveFeatures(withServedFeatures(requested, options.services), provided)
    const keep = <T>(next: T, last: T | undefined): T => (last !== undefined && featuresEqual(next, last) ? last : next)
    return {
      options,
      requested: keep(Object.freeze(requested), previous?.requested),
      features: keep(Object.freeze(effective.features), previous?.features),
      missing: keep(Object.freeze(effective.missing), previous?.missing),
      missingServices: unserved,
      remoteFeatures: remote,
    }
  }
  const local = options.basic ? { ...options.features, ...BASIC_FEATURES } : { ...options.features }
  const store = createStore<OptionsState>(compute(local, false))
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    setFeatures: (requested, setOptions) => {
      const previous = store.getSnapshot()
      const next = compute({ ...requested }, setOptions?.remote === true, previous)
      if (next.requested === previous.requested && next.features === previous.features && next.remoteFeatures === previous.remoteFeatures) return
      store.patch(next)
    },
  }
}

/** Equal feature records: plain data (booleans and lists of names) built in one key order. */
function featuresEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
