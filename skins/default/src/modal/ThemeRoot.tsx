import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { modal } from '../../styled-system/recipes/index.js'
import { applyThemeVariables } from '../theme/themeVariablesToCss.js'
import { usePorticoTheme } from '../theme/usePorticoTheme.js'

/** Props of {@link ThemeRoot}. */
export interface ThemeRootProps {
  /** The language of the modal's text. */
  lang: string
  children?: ReactNode
}

/**
 * The modal's theme root (`data-part="root"`): `data-theme` says light or dark (the dark tokens
 * hang on it), and `themeVariables` become CSS variables on it, written through the CSSOM so a
 * strict Content Security Policy allows them. It takes no room (`display: contents`).
 */
export function ThemeRoot({ lang, children }: ThemeRootProps): ReactNode {
  const { themeMode, colorScheme, themeVariables } = usePorticoTheme()
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    if (ref.current) applyThemeVariables(ref.current, themeVariables)
  }, [themeVariables])
  return (
    <div
      ref={ref}
      lang={lang}
      className={modal().root}
      data-scope="modal"
      data-part="root"
      data-theme={colorScheme}
      data-theme-mode={themeMode}
    >
      {children}
    </div>
  )
}
