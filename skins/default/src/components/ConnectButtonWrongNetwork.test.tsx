import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, onTestFinished } from 'vitest'
import { PorticoProvider, useConnect, useModal, useModalRouter, type UseConnectReturnType } from '@portico/react'
import { createTestClient } from '@portico/core/testing'
import { axeViolations } from '../../test/axeViolations.js'
import { de } from '../messages/de.js'
import { createConnectButton } from '../createConnectButton.js'
import { ConnectButton } from './ConnectButton.js'

const ALPHA = 'io.portico.alpha'

/**
 * `page` rendered under a provider, Alpha Wallet connected on 31337 (as a page would, useConnect);
 * `moveOff()` sends the wallet to chain 1, which the site does not list.
 */
async function connectedOnSite(page: ReactNode = null) {
  const test = createTestClient({ allowUnsupportedChain: true })
  onTestFinished(() => {
    cleanup()
    test.client.destroy()
  })
  await test.client.ready
  const connector: { current?: UseConnectReturnType } = {}
  function Connector() {
    connector.current = useConnect()
    return null
  }
  render(
    <PorticoProvider client={test.client}>
      {page}
      <Connector />
    </PorticoProvider>,
  )
  await act(() => connector.current!.mutateAsync({ connectorId: ALPHA }))
  const moveOff = () => act(() => test.adapter.emit({ type: 'chainChanged', connectorId: ALPHA, namespace: 'eip155', chainId: 1 }))
  return { ...test, moveOff }
}

describe('ConnectButton on a network the site does not support', () => {
  it('says so plainly (no green dot, no balance) and opens UnsupportedChain to switch', async () => {
    const seen: { isOpen: boolean; view: string | undefined }[] = []
    function OpenState() {
      const { isOpen } = useModal()
      seen.push({ isOpen, view: useModalRouter().view })
      return null
    }
    const { moveOff } = await connectedOnSite(
      <>
        <main>
          <ConnectButton />
        </main>
        <OpenState />
      </>,
    )
    const button = () => document.querySelector<HTMLButtonElement>('[data-scope="connect-button"][data-part="button"]')!
    await waitFor(() => expect(button().dataset.state).toBe('connected'))
    moveOff()
    expect(button().dataset.state).toBe('unsupported')
    expect(button().textContent).toBe('Unsupported network')
    expect(button().getAttribute('aria-label')).toBe('Unsupported network: switch 0xf3...b92266 to a supported network')
    expect(button().querySelector('[data-part="network-dot"], [data-part="network"], [data-part="balance"]')).toBeNull()
    expect(button().querySelector('[data-part="warning"]')).not.toBeNull()
    expect(await axeViolations(document.querySelector('main'))).toEqual([])

    fireEvent.click(button())
    await waitFor(() => expect(seen.at(-1)).toEqual({ isOpen: true, view: 'UnsupportedChain' }))
  })

  it('speaks German when given the catalogue', async () => {
    const { moveOff } = await connectedOnSite(<ConnectButton messages={de} />)
    moveOff()
    const button = document.querySelector<HTMLButtonElement>('[data-part="button"]')!
    expect(button.textContent).toBe('Nicht unterstütztes Netzwerk')
  })

  it('as <portico-connect-button>: the same unsupported state in its shadow root', async () => {
    const { client, moveOff } = await connectedOnSite()
    const handle = createConnectButton({ client, stylesheetHref: '/styles.css' })
    document.body.append(handle.element)
    onTestFinished(() => handle.destroy())
    const button = () => handle.element.shadowRoot!.querySelector<HTMLButtonElement>('[data-part="button"]')!
    await waitFor(() => expect(button().dataset.state).toBe('connected'))
    moveOff()
    await waitFor(() => expect(button().dataset.state).toBe('unsupported'))
    expect(button().textContent).toBe('Unsupported network')
  })
})
