import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestClient } from '@portico/core/testing'
import { renderModal } from '../../test/renderModal.js'

describe('modal shell: loading and mobile full screen', () => {
  it('covers the card with a spinner and marks it busy while loading', async () => {
    const { client } = createTestClient()
    const { open } = await renderModal(client)
    await open()
    const dialog = screen.getByRole('dialog')
    expect(dialog.getAttribute('aria-busy')).toBeNull()
    expect(screen.queryByRole('progressbar')).toBeNull()

    act(() => client.controllers.modal.setLoading(true))
    expect(dialog.getAttribute('aria-busy')).toBe('true')
    expect(dialog.dataset.loading).toBe('')
    const overlay = screen.getByRole('progressbar', { name: 'Loading…' })
    expect(overlay.dataset).toMatchObject({ scope: 'modal', part: 'loading', state: 'loading' })

    act(() => client.controllers.modal.setLoading(false))
    expect(dialog.getAttribute('aria-busy')).toBeNull()
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('marks the card and its positioner full screen only when enableMobileFullScreen is on', async () => {
    const plain = createTestClient()
    const first = await renderModal(plain.client)
    await first.open()
    expect(screen.getByRole('dialog').hasAttribute('data-fullscreen')).toBe(false)
    first.result.unmount()

    const { client } = createTestClient({ enableMobileFullScreen: true })
    const { open } = await renderModal(client)
    await open()
    expect(screen.getByRole('dialog').hasAttribute('data-fullscreen')).toBe(true)
    expect(document.querySelector('[data-part="positioner"]')?.hasAttribute('data-fullscreen')).toBe(true)
  })
})
