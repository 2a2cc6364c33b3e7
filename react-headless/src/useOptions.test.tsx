import { describe, expect, it } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { DEFAULT_FEATURES } from '@portico/core'
import { setupPortico } from './testing/setupPortico.js'
import { useOptions } from './useOptions.js'

describe('useOptions', () => {
  it('gives the resolved options and follows feature changes', async () => {
    const { client, wrapper } = await setupPortico({ termsConditionsUrl: 'https://example.com/terms' })
    const { result } = renderHook(() => useOptions(), { wrapper })
    expect(result.current.options.termsConditionsUrl).toBe('https://example.com/terms')
    expect(result.current.features.multiWallet).toBe(false)
    act(() => client.controllers.options.setFeatures({ ...DEFAULT_FEATURES, multiWallet: true }, { remote: true }))
    expect(result.current.features.multiWallet).toBe(true)
  })
})
