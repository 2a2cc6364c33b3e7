import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setupPortico } from './testing/setupPortico.js'
import { useAlerts } from './useAlerts.js'

describe('useAlerts', () => {
  it('reads the alert of the alerts controller and closes it', async () => {
    const { client, wrapper } = await setupPortico()
    const { result } = renderHook(() => useAlerts(), { wrapper })
    expect(result.current.alert).toBeUndefined()

    act(() => client.controllers.alerts.show({ code: 'APKT007', message: 'Invalid Project ID', severity: 'error' }))
    expect(result.current.alert).toEqual({ code: 'APKT007', message: 'Invalid Project ID', severity: 'error' })

    act(() => result.current.close())
    expect(result.current.alert).toBeUndefined()
    expect(client.controllers.alerts.getSnapshot().alert).toBeUndefined()
  })

  it('keeps its identity while the alert does not change', async () => {
    const { client, wrapper } = await setupPortico()
    const { result, rerender } = renderHook(() => useAlerts(), { wrapper })
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
    act(() => client.controllers.alerts.show({ code: 'APKTW001', message: 'x', severity: 'warning' }))
    expect(result.current).not.toBe(first)
  })
})
