import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestClient } from '@portico/core/testing'
import { ALPHA, renderModal } from '../../test/renderModal.js'

describe('PorticoModal locale', () => {
  it('speaks German with locale="de": titles, labels, footer', async () => {
    const { client } = createTestClient({ termsConditionsUrl: 'https://example.com/terms' })
    const { open } = await renderModal(client, { locale: 'de' })
    await open()

    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByRole('heading', { name: 'Wallet verbinden' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Mit Alpha Wallet verbinden' })).toBeTruthy()
    expect(document.querySelector('[data-part="footer"]')?.textContent).toBe(
      'Mit dem Verbinden deiner Wallet stimmst du unseren Nutzungsbedingungen zu.',
    )
    expect(document.querySelector('[data-part="root"]')?.getAttribute('lang')).toBe('de')
  })

  it('says a rejection in German (code 4001), whatever core’s English message', async () => {
    const { client, adapter } = createTestClient()
    adapter.script(ALPHA, { connect: 'reject' })
    const { open } = await renderModal(client, { locale: 'de' })
    await open()
    fireEvent.click(screen.getByRole('button', { name: 'Mit Alpha Wallet verbinden' }))

    await waitFor(() => expect(screen.getByText('Verbindung abgelehnt')).toBeTruthy())
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy()
  })

  it('formats the balance and counts networks in German', async () => {
    const { client } = createTestClient()
    const rendered = await renderModal(client, { locale: 'de' })
    await rendered.open()
    fireEvent.click(screen.getByRole('button', { name: 'Mit Alpha Wallet verbinden' }))
    await waitFor(() => expect(rendered.modal().isOpen).toBe(false))
    await rendered.open()

    await waitFor(() => expect(document.querySelector('[data-part="balance"]')?.textContent).toBe('10.000,000 ETH'))
    fireEvent.click(screen.getByRole('button', { name: 'Netzwerke' }))
    expect(document.querySelector('[data-part="result-count"]')?.textContent).toBe('2 Netzwerke')
    fireEvent.change(screen.getByRole('searchbox', { name: 'Netzwerke durchsuchen' }), { target: { value: '2' } })
    expect(document.querySelector('[data-part="result-count"]')?.textContent).toBe('1 Netzwerk')
  })
})
