import { createDefaultSiwx, type PorticoOptions } from '@portico/core'

/**
 * Sign-in with X from the page's query, for a site owner to try it (and for the e2e journeys):
 * `?siwx=required` or `?siwx=optional` turns on the default implementation (sessions kept in this
 * page's storage, checked in the page); `&capture=1` asks for an e-mail first (DataCapture).
 * Without `siwx`, the page is unchanged, and none of the sign-in code is loaded.
 */
export function siwxFromQuery(query: URLSearchParams): Pick<PorticoOptions, 'siwx'> & { features?: { emailCapture: true } } {
  const mode = query.get('siwx')
  if (mode !== 'required' && mode !== 'optional') return {}
  return {
    siwx: createDefaultSiwx({ required: mode === 'required', statement: 'Sign in to the Portico playground.' }),
    ...(query.get('capture') === '1' ? { features: { emailCapture: true } } : {}),
  }
}
