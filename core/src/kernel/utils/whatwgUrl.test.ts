import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseWhatwgUrl } from './whatwgUrl.js'

describe('parseWhatwgUrl', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('reads a URL with the runtime parser, relative to a base when given', () => {
    expect(parseWhatwgUrl('HTTPS://Example.com:443/a?b#c')).toMatchObject({
      protocol: 'https:',
      hostname: 'example.com',
      host: 'example.com',
      port: '',
      pathname: '/a',
      search: '?b',
      hash: '#c',
    })
    expect(parseWhatwgUrl('../x', 'https://example.com/a/b')?.href).toBe('https://example.com/x')
  })

  it('gives undefined for what the parser refuses', () => {
    expect(parseWhatwgUrl('not a url')).toBeUndefined()
    expect(parseWhatwgUrl('https://example.com:99999')).toBeUndefined()
  })

  it('gives undefined, never throws, on a runtime without a URL parser', () => {
    vi.stubGlobal('URL', undefined)
    expect(parseWhatwgUrl('https://example.com')).toBeUndefined()
  })
})
