import type { ThemeVariables } from '@portico/react'

/** Every CSS variable the modal root may carry for `themeVariables`, in a stable order. */
export const THEME_CSS_VARIABLES = [
  '--ptc-accent',
  '--ptc-color-mix',
  '--ptc-color-mix-strength',
  '--ptc-fonts-body',
  '--ptc-border-radius',
  '--ptc-z-index-modal',
] as const

export type ThemeCssVariable = (typeof THEME_CSS_VARIABLES)[number]

/**
 * The CSS variables of `themeVariables` (core has validated them): the accent, the color mixed
 * into the surfaces and how much of it, the font family, the base border radius and the z-index.
 * A variable left out keeps the skin's default. The modal root's recipe (modalRecipe.ts) derives
 * the rest (hover and soft accents, mixed surfaces, radii) from these.
 */
export function themeVariablesToCss(variables: Readonly<ThemeVariables>): Partial<Record<ThemeCssVariable, string>> {
  const css: Partial<Record<ThemeCssVariable, string>> = {}
  if (variables.accent) css['--ptc-accent'] = variables.accent
  if (variables.colorMix) {
    css['--ptc-color-mix'] = variables.colorMix
    const strength = Math.min(100, Math.max(0, variables.colorMixStrength ?? 0))
    css['--ptc-color-mix-strength'] = `${strength}%`
  }
  if (variables.fontFamily) css['--ptc-fonts-body'] = variables.fontFamily
  if (variables.borderRadius) css['--ptc-border-radius'] = variables.borderRadius
  if (variables.zIndex !== undefined) css['--ptc-z-index-modal'] = String(variables.zIndex)
  return css
}

/**
 * Writes the variables onto an element through the CSSOM (`style.setProperty`), which a strict
 * Content Security Policy allows, unlike a `style` attribute in markup or an injected `<style>`.
 * Variables no longer given are removed.
 */
export function applyThemeVariables(element: HTMLElement, variables: Readonly<ThemeVariables>): void {
  const css = themeVariablesToCss(variables)
  for (const name of THEME_CSS_VARIABLES) {
    const value = css[name]
    if (value === undefined) element.style.removeProperty(name)
    else element.style.setProperty(name, value)
  }
}
