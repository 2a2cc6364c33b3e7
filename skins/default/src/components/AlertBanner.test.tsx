import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestClient } from '@portico/core/testing'
import { renderModal } from '../../test/renderModal.js'

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

  it('speaks the catalogue’s language, and falls back to core’s message for an unknown code', async () => {
    const { client } = createTestClient()
    const { open } = await renderModal(client, { locale: 'de' })
    await open()
    act(() => client.controllers.alerts.show({ code: 'APKTW001', message: 'x', severity: 'warning' }))
    expect(screen.getByRole('alert').textContent).toContain('Inaktiver Namespace nicht verbunden')
    expect(screen.getByRole('alert').dataset.severity).toBe('warning')
    expect(screen.getByRole('button', { name: 'Hinweis schließen' })).toBeTruthy()

    act(() => client.controllers.alerts.show({ code: 'MULTI_WALLET_DISABLED', message: 'Multi-wallet is not enabled', severity: 'info' }))
    expect(screen.getByRole('alert').textContent).toContain('Multi-wallet is not enabled')
  })
})
