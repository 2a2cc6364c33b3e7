import type { View } from './routes.js'

/** Which footer a view shows: the legal notice, the default footer, or none. */
export type FooterKind = 'legal' | 'default' | 'none'

const LEGAL_FOOTER_VIEWS: readonly View[] = [
  'Connect',
  'ConnectWallets',
  'OnRampTokenSelect',
  'OnRampFiatSelect',
  'OnRampProviders',
]

const DEFAULT_FOOTER_VIEWS: readonly View[] = ['Networks']

/**
 * The footer of a view (SPEC.md section 2): legal on Connect, ConnectWallets and the onramp
 * views; default on Networks; none elsewhere.
 */
export function footerFor(view: View): FooterKind {
  if (LEGAL_FOOTER_VIEWS.includes(view)) return 'legal'
  if (DEFAULT_FOOTER_VIEWS.includes(view)) return 'default'
  return 'none'
}
