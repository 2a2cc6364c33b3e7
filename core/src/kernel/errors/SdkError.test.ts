import { describe, expect, it } from 'vitest'
import { PorticoError } from './PorticoError.js'
import { SdkError } from './SdkError.js'

describe('SdkError', () => {
  it('has code SDK_ERROR and defaults to INTERNAL_SDK_ERROR', () => {
    const error = new SdkError('boom')
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toMatchObject({
      name: 'SdkError',
      code: 'SDK_ERROR',
      category: 'INTERNAL_SDK_ERROR',
      message: 'boom',
    })
    expect(new SdkError('boom', { category: 'FRAME_ERROR' }).category).toBe('FRAME_ERROR')
  })
})
