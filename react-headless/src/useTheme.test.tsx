import { describe, expect, it } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { setupPortico } from './testing/setupPortico.js'
import { useTheme } from './useTheme.js'

describe('useTheme', () => {
  it('reads the theme and changes it at run time', async () => {
    const { wrapper } = await setupPortico({ themeMode: 'light', themeVariables: { accent: '#123456' } })
    const { result } = renderHook(() => useTheme(), { wrapper })
    expect(result.current).toMatchObject({ themeMode: 'light', themeVariables: { accent: '#123456' } })
    act(() => result.current.setTheme({ themeMode: 'dark', themeVariables: { borderRadius: '4px' } }))
    expect(result.current).toMatchObject({ themeMode: 'dark', themeVariables: { accent: '#123456', borderRadius: '4px' } })
  })

  it('refuses an unsafe value and keeps the theme', async () => {
    const { wrapper } = await setupPortico({ themeMode: 'light' })
    const { result } = renderHook(() => useTheme(), { wrapper })
    expect(() => result.current.setTheme({ themeVariables: { accent: 'red;}' } })).toThrow(/themeVariables\.accent/)
    expect(result.current.themeMode).toBe('light')
  })
})
