import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestClient } from '@portico/core/testing'
import { renderModal } from '../../test/renderModal.js'

function themeRoot(): HTMLElement {
  const root = document.querySelector<HTMLElement>('[data-scope="modal"][data-part="root"]')
  if (!root) throw new Error('no theme root')
  return root
}

/** A `matchMedia` whose `prefers-color-scheme: dark` answer the test controls. */
function stubSystemScheme(dark: boolean) {
  const listeners = new Set<() => void>()
  const query = {
    get matches() {
      return dark
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }
  vi.stubGlobal('matchMedia', () => query)
  return {
    set(next: boolean) {
      dark = next
      listeners.forEach((listener) => listener())
    },
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('PorticoModal theme', () => {
  it('is light by default, with the dialog inside the theme root', async () => {
    const { client } = createTestClient()
    const { open } = await renderModal(client)
    await open()
    expect(themeRoot().dataset.theme).toBe('light')
    expect(themeRoot().contains(screen.getByRole('dialog'))).toBe(true)
  })

  it('follows themeMode, also when it changes at run time', async () => {
    const { client } = createTestClient({ themeMode: 'dark' })
    const { open } = await renderModal(client)
    await open()
    expect(themeRoot().dataset.theme).toBe('dark')

    act(() => client.controllers.theme.setThemeMode('light'))
    expect(themeRoot().dataset.theme).toBe('light')
  })

  it('follows the system in "system" mode, live', async () => {
    const system = stubSystemScheme(true)
    const { client } = createTestClient({ themeMode: 'system' })
    const { open } = await renderModal(client)
    await open()
    expect(themeRoot().dataset.theme).toBe('dark')
    expect(themeRoot().dataset.themeMode).toBe('system')

    act(() => system.set(false))
    expect(themeRoot().dataset.theme).toBe('light')
  })

  it('puts themeVariables on the root as CSS variables (CSSOM), and updates them', async () => {
    const { client } = createTestClient({ themeVariables: { accent: '#ff5500', zIndex: 77, borderRadius: '4px' } })
    const { open } = await renderModal(client)
    await open()
    const root = themeRoot()
    expect(root.style.getPropertyValue('--ptc-accent')).toBe('#ff5500')
    expect(root.style.getPropertyValue('--ptc-z-index-modal')).toBe('77')
    expect(root.style.getPropertyValue('--ptc-border-radius')).toBe('4px')

    act(() => client.controllers.theme.setThemeVariables({ accent: undefined, fontFamily: 'Georgia, serif' }))
    expect(root.style.getPropertyValue('--ptc-accent')).toBe('')
    expect(root.style.getPropertyValue('--ptc-fonts-body')).toBe('Georgia, serif')
  })
})
