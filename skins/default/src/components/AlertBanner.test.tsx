import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestClient } from '@portico/core/testing'
import { renderModal } from '../../test/renderModal.js'
import { de } from '../messages/de.js'

describe('AlertBanner', () => {
  it.each(['light', 'dark'] as const)('shows the APKT alert by code with its severity, and dismisses it (%s)', async (themeMode) => {
    const { client } = createTestClient({ themeMode })
    const { open } = await renderModal(client)
    await open()
    expect(screen.queryByRole('alert')).toBeNull()

    act(() => client.controllers.alerts.show({ code: 'APKT007', message: 'core text', severity: 'error' }))
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Invalid Project ID')
    expect(alert.textContent).not.toContain('core text')
    expect(alert.dataset).toMatchObject({ scope: 'modal', part: 'alert', state: 'open', severity: 'error', code: 'APKT007' })
    expect(alert.className).toMatch(/notice__alert/)
    expect(alert.closest('[data-part="root"]')?.getAttribute('data-theme')).toBe(themeMode)

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss alert' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(client.controllers.alerts.getSnapshot().alert).toBeUndefined()
  })

  it('speaks the catalogue’s language; an unknown code gets the severity’s generic text, core’s message as its title', async () => {
    const { client } = createTestClient()
    const { open } = await renderModal(client, { locale: 'de' })
    await open()
    act(() => client.controllers.alerts.show({ code: 'APKTW001', message: 'x', severity: 'warning' }))
    expect(screen.getByRole('alert').textContent).toContain('Inaktiver Namespace nicht verbunden')
    expect(screen.getByRole('alert').dataset.severity).toBe('warning')
    expect(screen.getByRole('button', { name: 'Hinweis schließen' })).toBeTruthy()

    act(() => client.controllers.alerts.show({ code: 'INITIALIZE_FAILED', message: 'Failed to initialize', severity: 'error' }))
    expect(screen.getByRole('alert').textContent).toBe(de.errors.INITIALIZE_FAILED)

    for (const severity of ['error', 'warning', 'info'] as const) {
      act(() => client.controllers.alerts.show({ code: 'SOME_FUTURE_CODE', message: 'Some future thing', severity }))
      const text = document.querySelector('[data-part="alert-text"]')
      expect(text?.textContent).toBe(de.unknownError.alert[severity])
      expect(text?.getAttribute('title')).toBe('Some future thing')
      expect(screen.getByRole('alert').dataset.code).toBe('SOME_FUTURE_CODE')
    }

    // Without a code, the message is shown as it is.
    act(() => client.controllers.alerts.show({ code: '', message: 'Ein Hinweis der Website', severity: 'info' }))
    expect(document.querySelector('[data-part="alert-text"]')?.textContent).toBe('Ein Hinweis der Website')
    expect(document.querySelector('[data-part="alert-text"]')?.hasAttribute('title')).toBe(false)
  })
})
