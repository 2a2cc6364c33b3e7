import { describe, expect, it } from 'vitest'
import { footerFor } from './footer.js'
import { VIEWS } from './routes.js'

describe('footerFor', () => {
  it.each(['Connect', 'ConnectWallets', 'OnRampTokenSelect', 'OnRampFiatSelect', 'OnRampProviders'] as const)(
    'shows the legal footer on %s',
    (view) => {
      expect(footerFor(view)).toBe('legal')
    },
  )

  it('shows the default footer on Networks', () => {
    expect(footerFor('Networks')).toBe('default')
  })

  it('shows no footer on every other view', () => {
    const withFooter = new Set(['Connect', 'ConnectWallets', 'OnRampTokenSelect', 'OnRampFiatSelect', 'OnRampProviders', 'Networks'])
    const others = VIEWS.filter((view) => !withFooter.has(view))
    expect(others).toHaveLength(VIEWS.length - withFooter.size)
    for (const view of others) expect(footerFor(view), view).toBe('none')
  })
})
