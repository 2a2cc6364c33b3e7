import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createDefaultSiwx, createTestClient } from '@portico/core/testing'
import { renderModal } from '../../test/renderModal.js'

describe('DataCaptureView', () => {
  it('comes before the sign-message view with e-mail capture on; refuses a malformed address, then moves on', async () => {
    const { client } = createTestClient({ siwx: createDefaultSiwx({ required: true }), features: { emailCapture: true } })
    const { open } = await renderModal(client)
    await open()
    fireEvent.click(screen.getByRole('button', { name: 'Connect with Alpha Wallet' }))
    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('DataCapture'))
    expect(screen.getByRole('heading', { name: 'Stay updated' })).toBeTruthy()

    const field = screen.getByLabelText('E-mail address')
    fireEvent.change(field, { target: { value: 'visitor@' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('dialog').dataset.view).toBe('DataCapture')

    fireEvent.change(field, { target: { value: 'visitor@shop.example' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('SIWXSignMessage'))
    expect(client.controllers.siwx.getSnapshot().email).toBe('visitor@shop.example')
  })

  it('speaks German', async () => {
    const { client } = createTestClient({ siwx: createDefaultSiwx(), features: { emailCapture: true } })
    const { open } = await renderModal(client, { locale: 'de' })
    await open()
    fireEvent.click(screen.getByRole('button', { name: 'Mit Alpha Wallet verbinden' }))
    await waitFor(() => expect(screen.getByRole('dialog').dataset.view).toBe('DataCapture'))
    expect(screen.getByRole('heading', { name: 'Auf dem Laufenden bleiben' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }))
    expect(screen.getByRole('alert').textContent).toBe('Bitte gib eine gültige E-Mail-Adresse ein')
  })
})
