import { createElement } from 'react'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestClient } from '@portico/core/testing'
import '../test/installCssEscape.js'
import { createModal, type PorticoModalHandle } from './createModal.js'

const handles: PorticoModalHandle[] = []
const clients: { destroy(): void }[] = []

function mount(options: Omit<Parameters<typeof createModal>[0], 'client'> = {}) {
  const { client } = createTestClient()
  clients.push(client)
  const handle = createModal({ client, stylesheetHref: '/styles.css', ...options })
  handles.push(handle)
  return { client, handle }
}

afterEach(() => {
  for (const handle of handles.splice(0)) act(() => handle.destroy())
  for (const client of clients.splice(0)) client.destroy()
})

describe('createModal', () => {
  it('defines <portico-modal> and appends it to the body, with the stylesheet in its shadow root', () => {
    const { handle } = mount()
    expect(handle.element.tagName).toBe('PORTICO-MODAL')
    expect(handle.element.parentElement).toBe(document.body)
    expect(customElements.get('portico-modal')).toBeDefined()
    const link = handle.element.shadowRoot?.querySelector('link[rel="stylesheet"]')
    expect(link?.getAttribute('href')).toBe('/styles.css')
  })

  it('reuses the definition on a second call', () => {
    const first = mount().handle
    const definition = customElements.get('portico-modal')
    const second = mount().handle
    expect(customElements.get('portico-modal')).toBe(definition)
    expect(second.element).not.toBe(first.element)
    expect(second.element).toBeInstanceOf(definition as CustomElementConstructor)
  })

  it('does not append with disableAppend or embedded', () => {
    expect(mount({ disableAppend: true }).handle.element.isConnected).toBe(false)
    const embedded = mount({ embedded: true }).handle.element
    expect(embedded.isConnected).toBe(false)
    expect(embedded.hasAttribute('data-embedded')).toBe(true)
  })

  it('opens into the shadow root, not the document, and closes', async () => {
    const { handle } = mount({ locale: 'de' })
    const shadow = handle.element.shadowRoot as ShadowRoot
    act(() => handle.open())

    await waitFor(() => expect(shadow.querySelector('[role="dialog"]')).not.toBeNull())
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(shadow.querySelector('[data-part="title"]')?.textContent).toBe('Wallet verbinden')

    act(() => {
      handle.close()
    })
    await waitFor(() => expect(shadow.querySelector('[role="dialog"]')).toBeNull())
  })

  it('passes views and connect-method groups through to the modal', async () => {
    const { client } = createTestClient({ features: { connectMethodsOrder: ['email', 'wallet'] } })
    clients.push(client)
    const handle = createModal({
      client,
      stylesheetHref: '/styles.css',
      connectMethods: { email: () => createElement('p', null, 'email stub') },
    })
    handles.push(handle)
    const shadow = handle.element.shadowRoot as ShadowRoot
    act(() => handle.open())
    await waitFor(() => expect(shadow.querySelector('[data-part="connect-group"]')).not.toBeNull())
    const groups = [...shadow.querySelectorAll<HTMLElement>('[data-part="connect-group"]')]
    expect(groups.map((group) => group.dataset.value)).toEqual(['email', 'wallet'])
    expect(groups[0]?.textContent).toBe('email stub')
  })

  it('asks for a stylesheet, and removes everything on destroy', () => {
    const { client } = createTestClient()
    clients.push(client)
    expect(() => createModal({ client })).toThrow(/stylesheet/)

    const { handle } = mount()
    act(() => handle.destroy())
    expect(handle.element.isConnected).toBe(false)
    expect(() => handle.open()).toThrow(/destroyed/)
    handles.splice(handles.indexOf(handle), 1)
  })
})
