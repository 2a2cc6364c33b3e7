import { describe, expect, it } from 'vitest'
import { isCloseDisabled } from './closeGuard.js'
import { VIEWS } from './routes.js'

describe('isCloseDisabled', () => {
  it.each(['SIWXSignMessage', 'ApproveTransaction'] as const)(
    'disables closing in %s when sign-in is required and no session exists',
    (view) => {
      expect(isCloseDisabled({ view, siwxRequired: true, hasSession: false })).toBe(true)
    },
  )

  it.each(['SIWXSignMessage', 'ApproveTransaction'] as const)('allows closing in %s otherwise', (view) => {
    expect(isCloseDisabled({ view, siwxRequired: true, hasSession: true })).toBe(false)
    expect(isCloseDisabled({ view, siwxRequired: false, hasSession: false })).toBe(false)
    expect(isCloseDisabled({ view, siwxRequired: false, hasSession: true })).toBe(false)
  })

  it('always allows closing in the other views', () => {
    for (const view of VIEWS.filter((v) => v !== 'SIWXSignMessage' && v !== 'ApproveTransaction')) {
      expect(isCloseDisabled({ view, siwxRequired: true, hasSession: false }), view).toBe(false)
    }
  })
})
