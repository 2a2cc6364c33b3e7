import { describe, expect, it } from 'vitest'
import { REJECTION_CODES } from '@portico/react'
import { catalogues } from './catalogues.js'
import { de } from './de.js'
import { en } from './en.js'
import { errorText } from './errorText.js'

/** Every leaf path of a catalogue (functions and plural forms count as leaves). */
function paths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || 'other' in value) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => paths(child, prefix ? `${prefix}.${key}` : key))
}

describe('message catalogues', () => {
  it('German has exactly the keys of English', () => {
    expect(paths(de).sort()).toEqual(paths(en).sort())
  })

  it('no entry is empty, and German differs from English where words differ', () => {
    for (const catalogue of Object.values(catalogues)) {
      for (const path of paths(catalogue)) {
        const leaf = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalogue)
        if (typeof leaf === 'string') expect(leaf.trim() || path, path).not.toBe('')
      }
    }
    expect(de.connecting.rejectedHeadline).toBe('Verbindung abgelehnt')
    expect(de.connect.connectWith('Alpha')).toBe('Mit Alpha verbinden')
  })

  it('maps error codes to translated text, and leaves unknown codes alone', () => {
    // 4001 alone does not say what was declined.
    expect(errorText(en, { code: 4001 })).toBe('The request was declined in the wallet')
    expect(errorText(de, { code: 4001 })).toBe('Die Anfrage wurde in der Wallet abgelehnt')
    expect(errorText(en, { code: 'SWITCH_NETWORK_REJECTED' })).toBe('Network switch declined in the wallet')
    expect(errorText(de, { code: 'SWITCH_NETWORK_REJECTED' })).toBe('Netzwerkwechsel in der Wallet abgelehnt')
    expect(errorText(de, { code: 'MODAL_CLOSED' })).toBe('Das Fenster wurde geschlossen')
    expect(errorText(en, { code: 'APKT004' })).toBe('Wallet Request Timeout')
    expect(errorText(de, { code: 'APKT004' })).toBe('Zeitüberschreitung der Wallet-Anfrage')
    expect(errorText(en, { code: 'SOMETHING_ELSE' })).toBeUndefined()
    expect(errorText(en, { code: 'toString' })).toBeUndefined()
    expect(errorText(en, undefined)).toBeUndefined()
  })

  it('names what was declined: each of core’s rejection codes has its own text, and only a declined connect says “Connection rejected”', () => {
    for (const catalogue of Object.values(catalogues)) {
      const texts = Object.values(REJECTION_CODES).map((code) => errorText(catalogue, { code }))
      expect(texts.every((text) => text !== undefined && text.trim() !== '')).toBe(true)
      expect(new Set(texts).size).toBe(texts.length)
      expect(texts).not.toContain(errorText(catalogue, { code: 4001 }))
    }
    const { connect, ...others } = REJECTION_CODES
    expect(errorText(en, { code: connect })).toBe('Connection rejected')
    for (const code of Object.values(others)) expect(errorText(en, { code })).not.toBe('Connection rejected')
    for (const code of Object.values(others)) expect(errorText(de, { code })).not.toBe(de.errors.CONNECTION_REJECTED)
  })
})
