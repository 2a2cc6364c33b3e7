import type { CssKeyframes, SemanticTokens, Tokens } from '@pandacss/dev'
import { darkPalette, lightPalette, type Palette } from './palette.js'

/**
 * The skin's own design tokens. The skin ships without Panda's default palette, so the generated
 * stylesheet only carries what the modal uses. Values follow SPEC.md section 9 (modal width 370px;
 * header text 120 ms, modal height and view transition 150 ms).
 */
export const tokens: Tokens = {
  fonts: {
    body: {
      value:
        "'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
    mono: { value: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace" },
  },
  fontSizes: {
    xs: { value: '12px' },
    sm: { value: '14px' },
    md: { value: '16px' },
    lg: { value: '20px' },
  },
  fontWeights: {
    regular: { value: '400' },
    medium: { value: '500' },
    semibold: { value: '600' },
  },
  lineHeights: {
    tight: { value: '1.25' },
    normal: { value: '1.5' },
  },
  spacing: {
    1: { value: '4px' },
    2: { value: '8px' },
    3: { value: '12px' },
    4: { value: '16px' },
    5: { value: '20px' },
    6: { value: '24px' },
    8: { value: '32px' },
  },
  sizes: {
    modal: { value: '370px' },
    control: { value: '40px' },
    icon: { value: '40px' },
    iconLg: { value: '72px' },
    item: { value: '56px' },
  },
  radii: {
    sm: { value: '8px' },
    md: { value: '12px' },
    lg: { value: '16px' },
    modal: { value: '24px' },
    full: { value: '9999px' },
  },
  shadows: {
    modal: { value: '0 16px 48px rgba(20, 22, 26, 0.18), 0 2px 6px rgba(20, 22, 26, 0.08)' },
    // The modal root redeclares it from the accent in use (modalRecipe.ts).
    focus: { value: '0 0 0 3px rgba(47, 98, 234, 0.4)' },
  },
  durations: {
    headerText: { value: '120ms' },
    modalHeight: { value: '150ms' },
    view: { value: '150ms' },
  },
  easings: {
    standard: { value: 'cubic-bezier(0.2, 0, 0, 1)' },
  },
  zIndex: {
    // Six significant digits: CSS minifiers (Vite's among them) keep about that many, so a site's
    // production build turned 2147483000 into 2147480000 and let lower layers cover the modal.
    modal: { value: '2147480000' },
  },
}

/** A semantic color: the light palette's value, and the dark one's under `_dark`. */
const themed = (role: keyof Palette) => ({ value: { base: lightPalette[role], _dark: darkPalette[role] } })

/**
 * Role-named colors the recipes use. Light is the base value; `_dark` (see panda.config.ts) is
 * scoped to the modal root's `data-theme="dark"`, never to the host page. The `*Base` colors are
 * the inputs of the modal root, which mixes `themeVariables` into them (modalRecipe.ts) and
 * declares `surface`, `surfaceRaised`, `surfaceHover`, `accent`, `accentHover` and `accentSoft`.
 */
export const semanticTokens: SemanticTokens = {
  colors: {
    surfaceBase: themed('surface'),
    surfaceRaisedBase: themed('surfaceRaised'),
    surfaceHoverBase: themed('surfaceHover'),
    accentBase: themed('accent'),
    surface: themed('surface'),
    surfaceRaised: themed('surfaceRaised'),
    surfaceHover: themed('surfaceHover'),
    accent: themed('accent'),
    accentHover: themed('accent'),
    accentSoft: themed('surfaceRaised'),
    border: themed('border'),
    text: themed('text'),
    textMuted: themed('textMuted'),
    onAccent: themed('onAccent'),
    danger: themed('danger'),
    dangerSoft: themed('dangerSoft'),
    success: themed('success'),
    backdrop: themed('backdrop'),
    avatarFrom: themed('avatarFrom'),
    avatarTo: themed('avatarTo'),
  },
}

/** Keyframes of the modal's motion; every use is switched off under prefers-reduced-motion. */
export const keyframes: CssKeyframes = {
  ptcFadeIn: { from: { opacity: '0' }, to: { opacity: '1' } },
  ptcFadeOut: { from: { opacity: '1' }, to: { opacity: '0' } },
  ptcModalIn: {
    from: { opacity: '0', transform: 'translateY(12px) scale(0.98)' },
    to: { opacity: '1', transform: 'translateY(0) scale(1)' },
  },
  ptcModalOut: {
    from: { opacity: '1', transform: 'translateY(0) scale(1)' },
    to: { opacity: '0', transform: 'translateY(12px) scale(0.98)' },
  },
  ptcViewIn: {
    from: { opacity: '0', transform: 'translateX(8px)' },
    to: { opacity: '1', transform: 'translateX(0)' },
  },
  ptcSpin: { to: { transform: 'rotate(360deg)' } },
  ptcShake: {
    '0%, 100%': { transform: 'translateX(0)' },
    '20%, 60%': { transform: 'translateX(-6px)' },
    '40%, 80%': { transform: 'translateX(6px)' },
  },
}
