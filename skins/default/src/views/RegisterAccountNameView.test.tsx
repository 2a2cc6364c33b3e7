import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { createMemoryServices, createTestClient, type MemoryBlockchainApiOptions } from '@portico/core/testing'
import { renderModal } from '../../test/renderModal.js'

/** Connects Alpha Wallet through the modal, then opens RegisterAccountName. */
async function registerView(blockchain: MemoryBlockchainApiOptions = {}, locale?: 'de') {
  const services = createMemoryServices({ blockchain })
  const test = createTestClient({ platform: { fetch: services.fetch } })
  const rendered = await renderModal(test.client, locale ? { locale } : undefined)
  await rendered.connectWith('Alpha Wallet', locale === 'de' ? 'Mit Alpha Wallet verbinden' : undefined)
  await rendered.open({ view: { view: 'RegisterAccountName' } })
  return { ...test, ...rendered, services }
}

const suggestionsPart = () => document.querySelector('[data-scope="modal"][data-part="name-suggestions"]')

describe('RegisterAccountNameView suggestions', () => {
  it('offers the name service suggestions for a valid name; a free one fills the field, a taken one is marked', async () => {
    const { services } = await registerView({ takenNames: ['devnet-main'] })
    const asked = () => services.requests.filter((request) => request.path.includes('/v1/profile/suggestions/')).map((request) => request.path.split('/').pop())
    const field = screen.getByRole('textbox', { name: 'Name' })
    // 'dev' is no name (4 characters at least): the visitor pauses well past the 300 ms debounce,
    // on faked page timers, and nothing is asked or shown.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    onTestFinished(() => void vi.useRealTimers())
    fireEvent.change(field, { target: { value: 'dev' } })
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    vi.useRealTimers()
    expect(suggestionsPart()).toBeNull()
    fireEvent.change(field, { target: { value: 'devnet-main' } })
    const list = await screen.findByRole('list', { name: 'Suggested names' })
    expect(within(list).getByText('devnet-main (taken)')).toBeTruthy()
    // The debounce for 'dev' ran out long before this answer: had it asked, its request would be here first.
    expect(asked()).toEqual(['devnet-main'])
    fireEvent.click(within(list).getByRole('button', { name: 'Use devnet-main-1' }))
    expect((field as HTMLInputElement).value).toBe('devnet-main-1')
    expect(document.activeElement).toBe(field)
  })

  it('says quietly when suggestions fail, and registering stays possible', async () => {
    await registerView({ failing: ['/v1/profile/suggestions/carol-name'] })
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'carol-name' } })
    await waitFor(() => expect(suggestionsPart()?.textContent).toBe('Name suggestions could not be loaded'))
    expect(suggestionsPart()?.getAttribute('role')).toBeNull()
    expect(screen.getByRole('button', { name: 'Register' }).hasAttribute('disabled')).toBe(false)
  })

  it('speaks German', async () => {
    await registerView({}, 'de')
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'hallo' } })
    const list = await screen.findByRole('list', { name: 'Vorgeschlagene Namen' })
    expect(within(list).getByRole('button', { name: 'hallo-1 verwenden' })).toBeTruthy()
  })
})
