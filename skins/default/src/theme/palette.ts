/**
 * The colors of the two themes, by role. tokens.ts turns them into Panda semantic tokens (light as
 * the base value, dark under the modal root's `data-theme="dark"`), and palette.test.ts checks
 * every text/background pair the views use against WCAG AA.
 */
export interface Palette {
  /** The card. */
  surface: string
  /** Rows, the footer, the network chip. */
  surfaceRaised: string
  /** Hovered rows, secondary buttons, badges. */
  surfaceHover: string
  border: string
  text: string
  /** Secondary text: messages, badges, the footer. */
  textMuted: string
  /** The accent of buttons and highlights (`themeVariables.accent` replaces it). */
  accent: string
  /** Text on the accent. */
  onAccent: string
  danger: string
  dangerSoft: string
  success: string
  backdrop: string
  /** The gradient of the account avatar. */
  avatarFrom: string
  avatarTo: string
}

export const lightPalette: Palette = {
  surface: '#ffffff',
  surfaceRaised: '#f5f6f8',
  surfaceHover: '#eceef2',
  border: '#dfe2e8',
  text: '#14161a',
  textMuted: '#555c69',
  accent: '#2f62ea',
  onAccent: '#ffffff',
  danger: '#c0302f',
  dangerSoft: '#fdecec',
  success: '#1f9d63',
  backdrop: 'rgba(20, 22, 26, 0.45)',
  avatarFrom: '#3b6cf6',
  avatarTo: '#1f9d63',
}

export const darkPalette: Palette = {
  surface: '#16181d',
  surfaceRaised: '#1f2228',
  surfaceHover: '#2a2e36',
  border: '#353a45',
  text: '#f2f4f7',
  textMuted: '#a9b0bc',
  accent: '#7aa0ff',
  onAccent: '#0b0d12',
  danger: '#ff8a85',
  dangerSoft: '#3b1f22',
  success: '#3ccf8e',
  backdrop: 'rgba(0, 0, 0, 0.6)',
  avatarFrom: '#7aa0ff',
  avatarTo: '#3ccf8e',
}

/**
 * How the accent's companions are made from it (in the stylesheet, with `color-mix`, so an
 * accent given at run time carries them along): the hover shade mixes in black, the soft tint
 * mixes the accent into the surface.
 */
export const ACCENT_HOVER_BLACK = 14
export const ACCENT_SOFT_PERCENT = 10
