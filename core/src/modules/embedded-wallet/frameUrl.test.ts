import { describe, expect, it } from 'vitest'
import { frameLocation } from './frameUrl.js'

const URL = (globalThis as unknown as {
  URL: new (url: string) => { pathname: string; searchParams: { get(name: string): string | null; has(name: string): boolean; entries(): Iterable<[string, string]> } }
}).URL

const query = { projectId: 'p 1', chainId: 'eip155:1', enableLogger: true, rpcUrl: 'http://127.0.0.1:8545/?a=b' }

describe('frameLocation', () => {
  it('adds projectId, chainId, version, enableLogger and rpcUrl, encoded, and gives the exact origin', () => {
    const location = frameLocation('http://127.0.0.1:4500/frame', query)
    expect(location.origin).toBe('http://127.0.0.1:4500')
    const url = new URL(location.url)
    expect(Object.fromEntries(url.searchParams.entries())).toEqual({ projectId: 'p 1', chainId: 'eip155:1', version: '4', enableLogger: 'true', rpcUrl: 'http://127.0.0.1:8545/?a=b' })
    expect(url.pathname).toBe('/frame')
  })

  it('adds enableCloudAuthAccount only when given, and keeps the page query', () => {
    const url = new URL(frameLocation('https://secure.example/sdk?x=1', { ...query, enableCloudAuthAccount: false, version: 5 }).url)
    expect(url.searchParams.get('x')).toBe('1')
    expect(url.searchParams.get('enableCloudAuthAccount')).toBe('false')
    expect(url.searchParams.get('version')).toBe('5')
    expect(new URL(frameLocation('https://secure.example/sdk', query).url).searchParams.has('enableCloudAuthAccount')).toBe(false)
  })

  it('normalises the origin as a browser reports it', () => {
    expect(frameLocation('HTTPS://Secure.Example:443/sdk', query).origin).toBe('https://secure.example')
  })

  it.each(['javascript:alert(1)', 'data:text/html,x', 'file:///etc/passwd', 'https://user:pw@secure.example/', 'not a url', '//secure.example'])('refuses %s', (base) => {
    expect(() => frameLocation(base, query)).toThrow(TypeError)
  })
})
