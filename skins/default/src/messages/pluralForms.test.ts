import { describe, expect, it } from 'vitest'
import { formatPlural } from './pluralForms.js'

describe('formatPlural', () => {
  const forms = { one: '# network', other: '# networks' }

  it('picks the form through Intl.PluralRules', () => {
    expect(formatPlural('en', forms, 1)).toBe('1 network')
    expect(formatPlural('en', forms, 0)).toBe('0 networks')
    expect(formatPlural('en', forms, 2)).toBe('2 networks')
  })

  it('formats the count for the locale', () => {
    expect(formatPlural('en', forms, 1234)).toBe('1,234 networks')
    expect(formatPlural('de', { one: '# Netzwerk', other: '# Netzwerke' }, 1234)).toBe('1.234 Netzwerke')
  })

  it('falls back to `other` for a category the forms lack', () => {
    expect(formatPlural('pl', { one: '# sieć', other: '# sieci' }, 5)).toBe('5 sieci')
  })
})
