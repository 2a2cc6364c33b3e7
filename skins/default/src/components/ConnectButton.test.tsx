import { act, fireEvent, render, screen, waitFor, cleanup } from '@testing-library/react'
import { describe, expect, it, onTestFinished } from 'vitest'
import { PorticoProvider, useConnect, useModal, type UseConnectReturnType } from '@portico/react'
import { createMemoryServices, createTestClient } from '@portico/core/testing'
import { OVERRIDDEN, OVERRIDDEN_SHOWN, RLO, isIsolated } from '../../test/hostileText.js'
import { de } from '../messages/de.js'
import { ConnectButton } from './ConnectButton.js'
import { createConnectButton } from '../createConnectButton.js'

function setup(options: Parameters<typeof createTestClient>[0] = {}) {
  const test = createTestClient(options)
  onTestFinished(() => {
    cleanup()
    test.client.destroy()
  })
  const seen: { isOpen: boolean }[] = []
  const connector: { current?: UseConnectReturnType } = {}
  function OpenState() {
    seen.push({ isOpen: useModal().isOpen })
    connector.current = useConnect()
    return null
  }
  return { ...test, seen, OpenState, connector }
}

describe('ConnectButton', () => {
  it('says connect, then connecting, then shows the account with its balance; a click opens the modal', async () => {
    const { client, adapter, seen, OpenState, connector } = setup()
    await client.ready
    render(
      <PorticoProvider client={client}>
        <ConnectButton />
        <OpenState />
      </PorticoProvider>,
    )
    const button = () => document.querySelector<HTMLButtonElement>('[data-scope="connect-button"][data-part="button"]')!
    expect(button().dataset.state).toBe('disconnected')
    expect(button().textContent).toBe('Connect wallet')
    fireEvent.click(button())
    await waitFor(() => expect(seen.at(-1)?.isOpen).toBe(true))

    adapter.script('io.portico.alpha', { connect: 'hang' })
    let pending: Promise<unknown> = Promise.resolve()
    act(() => {
      pending = connector.current!.mutateAsync({ connectorId: 'io.portico.alpha' })
    })
    await waitFor(() => expect(button().dataset.state).toBe('connecting'))
    expect(button().textContent).toBe('Connecting…')
    expect(button().getAttribute('aria-busy')).toBe('true')
    act(() => adapter.releaseHung())
    await act(() => pending)
    await waitFor(() => expect(button().dataset.state).toBe('connected'))
    await waitFor(() => expect(button().textContent).toBe('0xf3...b9226610,000.000 ETH'))
    expect(screen.getByRole('button', { name: 'Open account 0xf3...b92266' })).toBe(button())
  })

  it('speaks the catalogue it is given', async () => {
    const { client } = setup()
    await client.ready
    render(
      <PorticoProvider client={client}>
        <ConnectButton messages={de} />
      </PorticoProvider>,
    )
    expect(screen.getByRole('button').textContent).toBe('Wallet verbinden')
  })

  it('as <portico-connect-button>: a shadow root with the styles, the same button', async () => {
    const { client } = setup()
    await client.ready
    const handle = createConnectButton({ client, stylesheetHref: '/styles.css' })
    document.body.append(handle.element)
    const shadow = handle.element.shadowRoot!
    expect(handle.element.tagName.toLowerCase()).toBe('portico-connect-button')
    expect(shadow.querySelector('link')?.getAttribute('href')).toBe('/styles.css')
    expect(shadow.querySelector('[data-part="button"]')?.textContent).toBe('Connect wallet')
    handle.destroy()
    expect(handle.element.isConnected).toBe(false)
    expect(() => createConnectButton({ client })).toThrow(TypeError)
  })

  it('shows an account name from the name service isolated and in the order it was written, cut inside the button but whole in its name', async () => {
    const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const name = `${OVERRIDDEN}${'x'.repeat(80)}.eth`
    const shown = `${OVERRIDDEN_SHOWN}${'x'.repeat(80)}.eth`
    const services = createMemoryServices({ blockchain: { identities: { [owner.toLowerCase()]: { name, avatar: null } } } })
    const { client, OpenState, connector } = setup({ platform: { fetch: services.fetch } })
    await client.ready
    render(
      <PorticoProvider client={client}>
        <ConnectButton showBalance={false} />
        <OpenState />
      </PorticoProvider>,
    )
    await act(() => connector.current!.mutateAsync({ connectorId: 'io.portico.alpha' }))
    const label = () => document.querySelector('[data-scope="connect-button"][data-part="label"]')
    await waitFor(() => expect(label()?.textContent).toBe(shown))
    expect(isIsolated(label())).toBe(true)
    expect(label()?.getAttribute('title')).toBe(shown)
    const button = screen.getByRole('button', { name: `Open account ${shown}` })
    expect(button.textContent).not.toContain(RLO)
  })
})
