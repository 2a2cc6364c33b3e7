import { useTheme, type ThemeMode, type ThemeVariables } from '@portico/react'
import { usePrefersDark } from './usePrefersDark.js'

/** The theme the modal shows. */
export interface PorticoTheme {
  /** The site's choice: light, dark or follow the system. */
  themeMode: ThemeMode
  /** The colors in use: `themeMode`, with 'system' resolved through `prefers-color-scheme`. */
  colorScheme: 'light' | 'dark'
  themeVariables: Readonly<ThemeVariables>
}

/** The client's theme (`useTheme()`), live (it may change at run time), with 'system' resolved. */
export function usePorticoTheme(): PorticoTheme {
  const { themeMode, themeVariables } = useTheme()
  const prefersDark = usePrefersDark()
  const colorScheme = themeMode === 'system' ? (prefersDark ? 'dark' : 'light') : themeMode
  return { themeMode, colorScheme, themeVariables }
}
