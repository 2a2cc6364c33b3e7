import type { CssKeyframes, SemanticTokens, Tokens } from '@pandacss/dev'

/**
 * The skin's own design tokens. The skin ships without Panda's default palette, so the generated
 * stylesheet only carries what the modal uses. Values follow SPEC.md section 9 (modal width 370px;
 * header text 120 ms, modal height and view transition 150 ms).
 */
export const tokens: Tokens = {
  colors: {
    white: { value: '#ffffff' },
    black: { value: '#000000' },
    gray: {
      50: { value: '#f6f7f9' },
      100: { value: '#eef0f3' },
      200: { value: '#e2e5ea' },
      300: { value: '#cbd0d8' },
      500: { value: '#6b7280' },
      700: { value: '#363b45' },
      900: { value: '#14161a' },
    },
    blue: {
      50: { value: '#ebf2ff' },
      500: { value: '#3b6cf6' },
      600: { value: '#2a57d8' },
    },
    red: {
      50: { value: '#fdecec' },
      600: { value: '#d63d3d' },
    },
    green: {
      500: { value: '#1f9d63' },
    },
  },
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
    focus: { value: '0 0 0 3px rgba(59, 108, 246, 0.35)' },
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
    modal: { value: '2147483000' },
  },
}

/** Role-named colors the recipes use; a later theme layer (themeMode, themeVariables) swaps them. */
export const semanticTokens: SemanticTokens = {
  colors: {
    surface: { value: '{colors.white}' },
    surfaceRaised: { value: '{colors.gray.50}' },
    surfaceHover: { value: '{colors.gray.100}' },
    border: { value: '{colors.gray.200}' },
    text: { value: '{colors.gray.900}' },
    textMuted: { value: '{colors.gray.500}' },
    accent: { value: '{colors.blue.500}' },
    accentHover: { value: '{colors.blue.600}' },
    accentSoft: { value: '{colors.blue.50}' },
    onAccent: { value: '{colors.white}' },
    danger: { value: '{colors.red.600}' },
    dangerSoft: { value: '{colors.red.50}' },
    success: { value: '{colors.green.500}' },
    backdrop: { value: 'rgba(20, 22, 26, 0.45)' },
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
