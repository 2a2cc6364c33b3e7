import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { de } from '../messages/de.js'
import { MessagesContext } from '../messages/MessagesContext.js'
import { WalletGuide } from './WalletGuide.js'

describe('WalletGuide', () => {
  it('links to the given guide in a new tab, in the catalogue’s language', () => {
    const { unmount } = render(<WalletGuide href="https://example.com/guide" />)
    const link = screen.getByRole('link', { name: 'Learn more' })
    expect(link.getAttribute('href')).toBe('https://example.com/guide')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(link.parentElement?.textContent).toBe('New to wallets? Learn more')
    expect(link.parentElement?.dataset).toMatchObject({ scope: 'modal', part: 'wallet-guide' })
    unmount()

    render(
      <MessagesContext.Provider value={{ locale: 'de', messages: de }}>
        <WalletGuide href="https://example.com/guide" />
      </MessagesContext.Provider>,
    )
    expect(screen.getByRole('link', { name: 'Mehr erfahren' })).toBeTruthy()
  })
})
