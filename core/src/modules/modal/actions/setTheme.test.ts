import { describe, expect, it } from 'vitest'
import { createTestClient } from '../../../testing/createTestClient.js'
import { setTheme } from './setTheme.js'

describe('setTheme', () => {
  it('changes mode and merges variables at run time', () => {
    const { client } = createTestClient({ themeMode: 'light', themeVariables: { accent: '#112233' } })
    setTheme(client, { themeMode: 'dark', themeVariables: { borderRadius: '12px' } })
    expect(client.controllers.theme.getSnapshot()).toEqual({
      themeMode: 'dark',
      themeVariables: { accent: '#112233', borderRadius: '12px' },
    })
  })

  it('refuses an unsafe value and changes nothing', () => {
    const { client } = createTestClient({ themeMode: 'light' })
    const before = client.controllers.theme.getSnapshot()
    expect(() => setTheme(client, { themeMode: 'dark', themeVariables: { accent: 'red;}*{display:none' } })).toThrow(
      /themeVariables\.accent/,
    )
    expect(() => setTheme(client, { themeMode: 'neon' as 'dark' })).toThrow(/themeMode/)
    expect(client.controllers.theme.getSnapshot()).toBe(before)
  })
})
