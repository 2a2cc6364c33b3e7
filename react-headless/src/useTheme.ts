import { useCallback, useMemo } from 'react'
import { setTheme as setThemeAction, type SetThemeParams, type ThemeMode, type ThemeVariables } from '@portico/core'
import { usePorticoClient } from './usePorticoClient.js'
import { useStoreSelector } from './useStoreSelector.js'

/** What {@link useTheme} returns. */
export interface UseThemeReturnType {
  themeMode: ThemeMode
  themeVariables: Readonly<ThemeVariables>
  /**
   * Changes the theme at run time, validated like the options.
   * @throws InvalidOptionsError for an unknown mode or an unsafe CSS value (nothing changes then).
   */
  setTheme: (params: SetThemeParams) => void
}

/** The modal's theme (`themeMode`, `themeVariables`), which a skin turns into CSS variables. */
export function useTheme(): UseThemeReturnType {
  const client = usePorticoClient()
  const theme = useStoreSelector(client.controllers.theme, (state) => state)
  const setTheme = useCallback((params: SetThemeParams) => setThemeAction(client, params), [client])
  return useMemo(() => ({ ...theme, setTheme }), [theme, setTheme])
}
