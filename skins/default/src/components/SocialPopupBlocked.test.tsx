import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createMockEmbeddedSource, createTestClient } from '@portico/core/testing'
import { renderModal } from '../../test/renderModal.js'
import { axeViolations } from '../../test/axeViolations.js'

const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

async function blockedGithub(locale?: 'de') {
  const embedded = createMockEmbeddedSource({ accounts: { eip155: { address: EVM, chainId: 31337 } } })
  const test = createTestClient({ features: { socials: ['github', 'google'] }, plugins: [{ connectors: embedded, provides: ['email', 'socials'] }] })
  const rendered = await renderModal(test.client, locale ? { locale } : {})
  await rendered.open()
  test.platform.popup.setBlocked(true)
  const first = await screen.findByRole('button', { name: locale ? 'Weiter mit GitHub' : 'Continue with GitHub' })
  fireEvent.click(first)
  await waitFor(() => expect(document.querySelector('[data-part="connecting-social"]')?.getAttribute('data-state')).toBe('blocked'))
  return { ...test, ...rendered, embedded }
}

describe('a social-login popup the browser blocked (issue 26)', () => {
  it('says so for the provider, offers a button to open it, and is fine by axe', async () => {
    await blockedGithub()
    expect(screen.getByRole('dialog', { name: 'Continue with GitHub' })).toBeTruthy()
    expect(screen.getByText('The GitHub window was blocked')).toBeTruthy()
    expect(screen.getByText('Your browser blocked the sign-in window. Open it with the button below, or allow pop-ups for this site.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Open the GitHub window' })).toBeTruthy()
    expect(await axeViolations()).toEqual([])
  })

  it('the button opens the popup from its own click, and the wait takes the step’s place', async () => {
    const { platform } = await blockedGithub()
    platform.popup.setBlocked(false)
    fireEvent.click(screen.getByRole('button', { name: 'Open the GitHub window' }))
    // Opened inside the click, not after an await.
    expect(platform.popup.opened.at(-1)?.handle).toBeTruthy()
    await waitFor(() => expect(screen.getByText('Continue in the GitHub window')).toBeTruthy())
    expect(document.querySelector('[data-part="connecting-social"]')?.getAttribute('data-state')).toBe('waiting')
  })

  it('blocked again, the step stays and the modal shakes; Back leads to Connect', async () => {
    const { platform } = await blockedGithub()
    fireEvent.click(screen.getByRole('button', { name: 'Open the GitHub window' }))
    expect(platform.popup.opened).toHaveLength(2)
    await waitFor(() => expect(screen.getByRole('dialog').hasAttribute('data-shake')).toBe(true))
    expect(screen.getByText('The GitHub window was blocked')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('Connect'))
  })

  it('in German', async () => {
    await blockedGithub('de')
    expect(screen.getByText('Das GitHub-Fenster wurde blockiert')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'GitHub-Fenster öffnen' })).toBeTruthy()
  })
})
