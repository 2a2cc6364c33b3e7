import { describe, expect, it } from 'vitest'
import { createMemoryPopup } from './memoryPopup.js'

describe('createMemoryPopup', () => {
  it('records opened popups and where they navigated', () => {
    const popup = createMemoryPopup()
    const handle = popup.open('about:blank', { width: 600, height: 800 })
    handle?.navigate('https://accounts.example/oauth')
    expect(popup.opened).toHaveLength(1)
    expect(popup.opened[0]?.handle?.urls).toEqual(['about:blank', 'https://accounts.example/oauth'])
  })

  it('lets a test close the popup as the user would, and core close it', () => {
    const popup = createMemoryPopup()
    const first = popup.open('https://a.example', { width: 1, height: 1 })
    const second = popup.open('https://b.example', { width: 1, height: 1 })
    popup.opened[0]?.handle?.userClose()
    expect(first?.closed).toBe(true)
    first?.navigate('https://ignored.example')
    expect(popup.opened[0]?.handle?.urls).toEqual(['https://a.example'])
    second?.close()
    expect(second?.closed).toBe(true)
  })

  it('returns null while blocked, and records the attempt', () => {
    const popup = createMemoryPopup({ blocked: true })
    expect(popup.open('https://a.example', { width: 1, height: 1 })).toBeNull()
    expect(popup.opened).toEqual([{ url: 'https://a.example', features: { width: 1, height: 1 }, handle: null }])
    popup.setBlocked(false)
    expect(popup.open('https://a.example', { width: 1, height: 1 })).not.toBeNull()
  })
})
