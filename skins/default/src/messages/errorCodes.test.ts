/// <reference types="vite/client" />
// Every error code core defines has display text in every catalogue, and the catalogues hold no
// code core does not define. Core exports no list of its codes (not through @portico/react, not
// through @portico/core/testing), so this test reads them from core's source: the `code:` of its
// error classes and alerts, the provider codes its ProviderRpcError subclasses pass to `super`,
// the alert catalogue's `alert('APKT...')` entries and its provider and rejection code lists.
// The toast codes of declined requests (core's REJECTION_CODES: SWITCH_NETWORK_REJECTED, ...) are
// a value @portico/react re-exports: they are read from it, not from the source text.
import { describe, expect, it } from 'vitest'
import { REJECTION_CODES } from '@portico/react'
import { catalogues } from './catalogues.js'

/** Core's shipped source files as text (Vite reads them at transform time): no tests, no test kit. */
const CORE_SOURCES: Readonly<Record<string, string>> = import.meta.glob(
  ['../../../../core/src/**/*.ts', '!**/*.test.ts', '!**/*.test-d.ts', '!**/*.testkit.ts', '!**/testing/**'],
  { query: '?raw', import: 'default', eager: true },
)

/** A number for numeric codes, as the catalogues key them. */
const asCode = (text: string): string | number => (/^-?\d+$/.test(text) ? Number(text) : text)

const PATTERNS: readonly RegExp[] = [
  /\bcode:\s*'([A-Za-z0-9_]+)'/g, // new PorticoError(..., { code: 'NOT_CONNECTED' }), alerts.show({ code: ... })
  /\bcode:\s*(-?\d+)\b/g, // { code: 4001 }
  /\bsuper\(\s*(-?\d+)\s*,/g, // ProviderRpcError subclasses: super(4100, ...)
  /\balert\(\s*'([A-Za-z0-9_]+)'/g, // the alert catalogue: alert('APKT001', ...)
]

function coreErrorCodes(): Set<string | number> {
  const codes = new Set<string | number>()
  for (const source of Object.values(CORE_SOURCES)) {
    for (const pattern of PATTERNS) {
      for (const match of source.matchAll(pattern)) codes.add(asCode(match[1] as string))
    }
    // The numeric lists: PROVIDER_ERROR_CODES = { USER_REJECTED: 4001, ... } and USER_REJECTION_CODES = [4001, 5000, 5002].
    const providerCodes = /PROVIDER_ERROR_CODES\s*=\s*\{([^}]*)\}/.exec(source)?.[1]
    for (const match of providerCodes?.matchAll(/:\s*(-?\d+)/g) ?? []) codes.add(Number(match[1]))
    const rejectionCodes = /USER_REJECTION_CODES[^=]*=\s*\[([^\]]*)\]/.exec(source)?.[1]
    for (const match of rejectionCodes?.matchAll(/-?\d+/g) ?? []) codes.add(Number(match[0]))
  }
  for (const code of Object.values(REJECTION_CODES)) codes.add(code)
  return codes
}

const sorted = (codes: Iterable<string | number>) => [...codes].map(String).sort()

describe('error codes', () => {
  const coreCodes = coreErrorCodes()

  it('finds core’s codes (the reading itself works)', () => {
    for (const code of [4001, 4100, 4902, 5000, 32603, 'SWITCH_CHAIN_NOT_SUPPORTED', 'SDK_ERROR', 'INITIALIZE_FAILED', 'NOT_CONNECTED', 'DISCONNECT_CHAINS_FAILED', 'APKT001', 'APKTW002', 'LOCAL_CONFIGURATION_IGNORED', 'CONNECT_SUPERSEDED', 'SWITCH_NETWORK_REJECTED', 'SIGN_MESSAGE_REJECTED', 'SEND_TRANSACTION_REJECTED']) {
      expect(coreCodes, String(code)).toContain(code)
    }
    expect(coreCodes.size).toBeGreaterThan(40)
  })

  it.each(Object.keys(catalogues))('every code core defines has text in %s, and no other code does', (locale) => {
    const errors = catalogues[locale as keyof typeof catalogues].errors
    const missing = sorted(coreCodes).filter((code) => !Object.hasOwn(errors, code))
    expect(missing, `codes without ${locale} text`).toEqual([])
    expect(sorted(Object.keys(errors)), 'the catalogue’s codes').toEqual(sorted(coreCodes))
    for (const [code, text] of Object.entries(errors)) expect(text.trim(), code).not.toBe('')
  })
})
