import { describe, expect, it } from 'vitest'
import { contrastRatio, mixSrgb, parseHex } from './contrast.js'
import { ACCENT_HOVER_BLACK, ACCENT_SOFT_PERCENT, darkPalette, lightPalette, type Palette } from './palette.js'

/** The text/background pairs the views draw, with the colors the stylesheet derives. */
function pairs(palette: Palette): [string, string, string][] {
  const hex = (name: keyof Palette) => parseHex(palette[name])
  const accentSoft = mixSrgb(hex('accent'), hex('surface'), ACCENT_SOFT_PERCENT)
  const accentHover = mixSrgb(parseHex('#000000'), hex('accent'), ACCENT_HOVER_BLACK)
  const toHex = (rgb: readonly number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`
  return [
    ['text on surface', palette.text, palette.surface],
    ['text on raised rows', palette.text, palette.surfaceRaised],
    ['text on hovered rows and secondary buttons', palette.text, palette.surfaceHover],
    ['muted text on surface', palette.textMuted, palette.surface],
    ['muted text in the footer', palette.textMuted, palette.surfaceRaised],
    ['muted text in badges', palette.textMuted, palette.surfaceHover],
    ['text on the accent', palette.onAccent, palette.accent],
    ['text on the hovered accent', palette.onAccent, toHex(accentHover)],
    ['accent on the soft accent (icon initials)', palette.accent, toHex(accentSoft)],
    ['danger text on surface', palette.danger, palette.surface],
    ['danger text on the danger button', palette.danger, palette.dangerSoft],
  ]
}

describe.each([
  ['light', lightPalette],
  ['dark', darkPalette],
])('the %s palette', (_name, palette) => {
  it.each(pairs(palette))('%s reaches AA (4.5:1)', (_pair, foreground, background) => {
    expect(contrastRatio(parseHex(foreground), parseHex(background))).toBeGreaterThanOrEqual(4.5)
  })
})

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a color on itself', () => {
    expect(contrastRatio(parseHex('#000'), parseHex('#fff'))).toBeCloseTo(21, 5)
    expect(contrastRatio(parseHex('#3b6cf6'), parseHex('#3b6cf6'))).toBe(1)
  })
})
