import type { ThemeMode, ThemeVariables } from '../../kernel/options/porticoOptions.js'
import { createStore, type ReadableStore } from '../../kernel/store/createStore.js'

export interface ThemeState {
  themeMode: ThemeMode
  themeVariables: Readonly<ThemeVariables>
}

export interface ThemeController extends ReadableStore<ThemeState> {
  setThemeMode(themeMode: ThemeMode): void
  /** Merges variables into the current ones; `undefined` removes one. */
  setThemeVariables(variables: ThemeVariables): void
}

export function createThemeController(initial: ThemeState): ThemeController {
  const store = createStore<ThemeState>(initial)
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    setThemeMode: (themeMode) => store.patch({ themeMode }),
    setThemeVariables(variables) {
      const merged: Record<string, unknown> = { ...store.getSnapshot().themeVariables, ...variables }
      for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key]
      store.patch({ themeVariables: Object.freeze(merged as ThemeVariables) })
    },
  }
}
