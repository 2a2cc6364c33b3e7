import { describe, expect, it } from 'vitest'
import { createMemoryEnvironment } from './memoryEnvironment.js'

describe('createMemoryEnvironment', () => {
  it('reads query parameters from the page address, decoded', () => {
    const environment = createMemoryEnvironment({ url: 'https://shop.example/cart?result=ok%20done&state=abc&plus=a+b' })
    expect(environment.origin()).toBe('https://shop.example')
    expect(environment.readQueryParam('result')).toBe('ok done')
    expect(environment.readQueryParam('plus')).toBe('a b')
    expect(environment.readQueryParam('missing')).toBeNull()
  })

  it('really removes a query parameter, leaving the others and the path', () => {
    const environment = createMemoryEnvironment({ url: 'https://shop.example/cart?result=ok&state=abc#top' })
    environment.removeQueryParam('result')
    expect(environment.readQueryParam('result')).toBeNull()
    expect(environment.readQueryParam('state')).toBe('abc')
    expect(environment.href()).toBe('https://shop.example/cart?state=abc#top')
    environment.removeQueryParam('state')
    expect(environment.href()).toBe('https://shop.example/cart#top')
    environment.removeQueryParam('never-there')
    expect(environment.href()).toBe('https://shop.example/cart#top')
  })

  it('removes every occurrence of a repeated parameter', () => {
    const environment = createMemoryEnvironment({ url: 'http://127.0.0.1:5173/?a=1&a=2&b=3' })
    environment.removeQueryParam('a')
    expect(environment.href()).toBe('http://127.0.0.1:5173/?b=3')
  })

  it('refuses an invalid page address', () => {
    expect(() => createMemoryEnvironment({ url: 'not a url' })).toThrow(/not a valid absolute URL/)
  })

  it('can change facts later, and a new origin moves the page there', () => {
    const environment = createMemoryEnvironment()
    environment.update({ isMobile: true })
    expect(environment.isMobile()).toBe(true)
    environment.update({ origin: 'https://other.example' })
    expect(environment.origin()).toBe('https://other.example')
    expect(environment.href()).toBe('https://other.example/')
    expect(environment.isMobile()).toBe(true)
  })
})
