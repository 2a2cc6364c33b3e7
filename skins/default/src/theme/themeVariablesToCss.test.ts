import { describe, expect, it } from 'vitest'
import { applyThemeVariables, themeVariablesToCss } from './themeVariablesToCss.js'

describe('themeVariablesToCss', () => {
  it('maps every theme variable to its CSS variable', () => {
    expect(
      themeVariablesToCss({
        accent: '#ff5500',
        colorMix: '#00ff00',
        colorMixStrength: 30,
        fontFamily: 'Georgia, serif',
        borderRadius: '4px',
        zIndex: 99,
      }),
    ).toEqual({
      '--ptc-accent': '#ff5500',
      '--ptc-color-mix': '#00ff00',
      '--ptc-color-mix-strength': '30%',
      '--ptc-fonts-body': 'Georgia, serif',
      '--ptc-border-radius': '4px',
      '--ptc-z-index-modal': '99',
    })
  })

  it('gives nothing for no variables, and no strength without a mix color', () => {
    expect(themeVariablesToCss({})).toEqual({})
    expect(themeVariablesToCss({ colorMixStrength: 40 })).toEqual({})
    expect(themeVariablesToCss({ colorMix: 'red' })).toEqual({ '--ptc-color-mix': 'red', '--ptc-color-mix-strength': '0%' })
  })
})

describe('applyThemeVariables', () => {
  it('sets the variables through the CSSOM and removes those no longer given', () => {
    const element = document.createElement('div')
    applyThemeVariables(element, { accent: 'rgb(255, 0, 0)', zIndex: 5 })
    expect(element.style.getPropertyValue('--ptc-accent')).toBe('rgb(255, 0, 0)')
    expect(element.style.getPropertyValue('--ptc-z-index-modal')).toBe('5')

    applyThemeVariables(element, { zIndex: 6 })
    expect(element.style.getPropertyValue('--ptc-accent')).toBe('')
    expect(element.style.getPropertyValue('--ptc-z-index-modal')).toBe('6')
  })
})
