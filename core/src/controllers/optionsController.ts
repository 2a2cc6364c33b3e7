import type { ResolvedFeatures, ResolvedOptions } from '../options/resolveOptions.js'
import { createStore, type ReadableStore } from '../store/createStore.js'

export interface OptionsState {
  options: ResolvedOptions
  /** The features in force: local options, or the remote configuration when it was fetched. */
  features: ResolvedFeatures
  /** True once remote configuration replaced the local features. */
  remoteFeatures: boolean
}

export interface OptionsController extends ReadableStore<OptionsState> {
  /** Replaces the features in force (remote configuration overrides local settings). */
  setFeatures(features: ResolvedFeatures, options?: { remote?: boolean }): void
}

export function createOptionsController(options: ResolvedOptions): OptionsController {
  const store = createStore<OptionsState>({ options, features: options.features, remoteFeatures: false })
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    setFeatures: (features, setOptions) =>
      store.patch({ features: Object.freeze({ ...features }), remoteFeatures: setOptions?.remote === true }),
  }
}
