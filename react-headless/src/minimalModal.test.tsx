// A design-system team's modal, built from @portico/react alone (its public entry point; plain
// div/button/ul, no skin, no Ark, no Panda), and the journeys the default skin covers. Every
// navigation rule is core's flows': the routes asserted here (`useModalRouter().view`, the
// client's router) are what the default skin renders, view for view, so a modal built this way
// navigates exactly like ours without copying a rule.
import type { ReactNode } from 'react'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createTestClient, type TestClient, type TestClientOptions } from '@portico/core/testing'
import {
  PorticoProvider,
  truncateAddress,
  useAccount,
  useConnect,
  useConnectors,
  useModal,
  useModalRouter,
  useNetworks,
  useNetworkSwitchView,
  useSnackbar,
  type PorticoClient,
  type View,
} from './exports/index.js'

const ALPHA = 'io.portico.alpha'
const ALPHA_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const FIRST = 'eip155:31337'
const SECOND = 'eip155:31338'

// ---------------------------------------------------------------------------------------------
// The minimal modal
// ---------------------------------------------------------------------------------------------

function ConnectBody() {
  const { connectors, getConnectorItemProps } = useConnectors()
  return (
    <ul aria-label="Wallets">
      {connectors.map((connector) => (
        <li key={connector.id}>
          <button type="button" {...getConnectorItemProps(connector, { label: `Connect with ${connector.name}` })}>
            {connector.name}
          </button>
        </li>
      ))}
    </ul>
  )
}

function ConnectingExternalBody({ connectorId }: { connectorId: string }) {
  const { connectors } = useConnectors()
  const { mutate, isPending, isRejected, isError, error } = useConnect()
  const name = connectors.find((connector) => connector.id === connectorId)?.name ?? connectorId
  const text = isPending
    ? `Continue in ${name}`
    : isRejected
      ? 'You declined the connection'
      : isError
        ? `Connection failed: ${error?.shortMessage ?? ''}`
        : ''
  return (
    <div>
      <p data-testid="connect-status">{text}</p>
      {!isPending && (
        <button type="button" onClick={() => mutate({ connectorId })}>
          Retry
        </button>
      )}
    </div>
  )
}

function AccountBody() {
  const { address } = useAccount()
  const { push } = useModalRouter()
  return (
    <div>
      <p data-testid="address">{address ? truncateAddress(address) : ''}</p>
      <button type="button" onClick={() => push({ view: 'Networks' })}>
        Networks
      </button>
    </div>
  )
}

function NetworksBody() {
  const { networks, getNetworkItemProps } = useNetworks()
  return (
    <ul aria-label="Networks">
      {networks.map((network) => (
        <li key={network.caipNetworkId}>
          <button type="button" {...getNetworkItemProps(network)}>
            {network.name}
          </button>
        </li>
      ))}
    </ul>
  )
}

function SwitchNetworkBody() {
  const { caipNetworkId, phase, retry } = useNetworkSwitchView()
  const { networks } = useNetworks()
  const name = networks.find((network) => network.caipNetworkId === caipNetworkId)?.name ?? caipNetworkId
  return (
    <div>
      <p data-testid="switch-status">{phase === 'rejected' ? 'Switch declined' : phase === 'error' ? 'Switch failed' : `Approve the switch to ${name ?? ''}`}</p>
      {(phase === 'rejected' || phase === 'error') && (
        <button type="button" onClick={retry}>
          Retry
        </button>
      )}
    </div>
  )
}

/** The current view's body; a view this modal lacks renders nothing. */
function Body(): ReactNode {
  const { route } = useModalRouter()
  switch (route.view) {
    case 'Connect':
      return <ConnectBody />
    case 'ConnectingExternal':
      return <ConnectingExternalBody connectorId={route.connectorId} />
    case 'Account':
      return <AccountBody />
    case 'Networks':
      return <NetworksBody />
    case 'SwitchNetwork':
      return <SwitchNetworkBody />
    default:
      return null
  }
}

function MinimalModal(): ReactNode {
  const { isOpen, close } = useModal()
  const { view, goBack } = useModalRouter()
  if (!isOpen) return null
  return (
    <div role="dialog" aria-modal="true" aria-label="Portico" data-view={view}>
      <button type="button" onClick={goBack}>
        Back
      </button>
      <button type="button" onClick={() => close()}>
        Close
      </button>
      <Body />
    </div>
  )
}

/** The toast, outside the dialog as a page would put it. */
function Toast(): ReactNode {
  const { isOpen, message, code } = useSnackbar()
  return (
    <div role="status" data-testid="toast" data-code={isOpen ? code : undefined}>
      {isOpen ? message : ''}
    </div>
  )
}

/** The page around the modal: a connect button, and the connected address. */
function Page(): ReactNode {
  const { open } = useModal()
  const { isConnected, address } = useAccount()
  return (
    <main>
      <button type="button" onClick={() => open()}>
        Open wallet
      </button>
      <button type="button" onClick={() => open({ view: { view: 'Networks' } })}>
        Choose network
      </button>
      <p data-testid="page-account">{isConnected ? address : 'not connected'}</p>
      <MinimalModal />
      <Toast />
    </main>
  )
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

async function renderMinimalModal(options?: TestClientOptions): Promise<TestClient> {
  const test = createTestClient(options)
  onTestFinished(() => {
    cleanup()
    test.client.destroy()
  })
  await test.client.ready
  render(
    <PorticoProvider client={test.client}>
      <Page />
    </PorticoProvider>,
  )
  return test
}

/** The view core's router shows: what the default skin renders. */
function currentView(client: PorticoClient): View {
  const { history } = client.controllers.router.getSnapshot()
  return history[history.length - 1]?.view ?? 'Connect'
}

const dialog = () => screen.getByRole('dialog', { name: 'Portico' })

/** Waits until the dialog shows `view`, and checks core's router agrees. */
async function expectView(client: PorticoClient, view: View): Promise<HTMLElement> {
  await waitFor(() => expect(dialog().getAttribute('data-view')).toBe(view))
  expect(currentView(client)).toBe(view)
  return dialog()
}

async function expectClosed(client: PorticoClient): Promise<void> {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(client.controllers.modal.getSnapshot().open).toBe(false)
}

function openWallet() {
  fireEvent.click(screen.getByRole('button', { name: 'Open wallet' }))
}

async function connectAlpha(client: PorticoClient) {
  openWallet()
  fireEvent.click(within(await expectView(client, 'Connect')).getByRole('button', { name: 'Connect with Alpha Wallet' }))
  await expectClosed(client)
  expect(screen.getByTestId('page-account').textContent).toBe(ALPHA_ADDRESS)
}

// ---------------------------------------------------------------------------------------------
// Journeys
// ---------------------------------------------------------------------------------------------

describe('a minimal modal from @portico/react alone', () => {
  it('connect success: Connect, ConnectingExternal while the wallet asks, then the modal closes with the account connected', async () => {
    const { client, adapter } = await renderMinimalModal()
    adapter.script(ALPHA, { connect: 'hang' })
    openWallet()
    const connect = await expectView(client, 'Connect')
    expect(within(connect).getAllByRole('listitem')).toHaveLength(2)

    fireEvent.click(within(connect).getByRole('button', { name: 'Connect with Alpha Wallet' }))
    const connecting = await expectView(client, 'ConnectingExternal')
    expect(within(connecting).getByTestId('connect-status').textContent).toBe('Continue in Alpha Wallet')
    expect(within(connecting).queryByRole('button', { name: 'Retry' })).toBeNull()

    act(() => adapter.releaseHung())
    await expectClosed(client)
    expect(screen.getByTestId('page-account').textContent).toBe(ALPHA_ADDRESS)
    // Closed, the router is back on Connect; opened again while connected, it shows Account.
    expect(currentView(client)).toBe('Connect')
    openWallet()
    const account = await expectView(client, 'Account')
    expect(within(account).getByTestId('address').textContent).toBe(truncateAddress(ALPHA_ADDRESS))
  })

  it('connect declined then retried: ConnectingExternal shows the rejection, Retry connects', async () => {
    const { client, adapter } = await renderMinimalModal()
    adapter.script(ALPHA, { connect: 'reject' })
    openWallet()
    fireEvent.click(within(await expectView(client, 'Connect')).getByRole('button', { name: 'Connect with Alpha Wallet' }))

    const connecting = await expectView(client, 'ConnectingExternal')
    await waitFor(() => expect(within(connecting).getByTestId('connect-status').textContent).toBe('You declined the connection'))
    expect(client.controllers.modal.getSnapshot().open).toBe(true)
    expect(screen.getByTestId('page-account').textContent).toBe('not connected')

    adapter.script(ALPHA, { connect: 'approve' })
    fireEvent.click(within(connecting).getByRole('button', { name: 'Retry' }))
    await expectClosed(client)
    expect(screen.getByTestId('page-account').textContent).toBe(ALPHA_ADDRESS)
  })

  it('shows a failure that is not a decline as a failure', async () => {
    const { client, adapter } = await renderMinimalModal()
    adapter.script(ALPHA, { connect: 'fail' })
    openWallet()
    fireEvent.click(within(await expectView(client, 'Connect')).getByRole('button', { name: 'Connect with Alpha Wallet' }))
    const connecting = await expectView(client, 'ConnectingExternal')
    await waitFor(() => expect(within(connecting).getByTestId('connect-status').textContent).toBe('Connection failed: Failed to connect'))
  })

  it('switch declined: SwitchNetwork while the wallet asks, then back to Networks with the declined-switch toast, Back to Account', async () => {
    const { client, adapter } = await renderMinimalModal()
    await connectAlpha(client)
    adapter.script(ALPHA, { switchNetwork: 'hang' })

    openWallet()
    fireEvent.click(within(await expectView(client, 'Account')).getByRole('button', { name: 'Networks' }))
    const networks = await expectView(client, 'Networks')
    expect(within(networks).getByRole('button', { name: 'Portico Devnet' }).getAttribute('aria-current')).toBe('true')

    fireEvent.click(within(networks).getByRole('button', { name: 'Portico Devnet 2' }))
    const switching = await expectView(client, 'SwitchNetwork')
    expect(within(switching).getByTestId('switch-status').textContent).toBe('Approve the switch to Portico Devnet 2')

    act(() => adapter.releaseHung('reject'))
    await expectView(client, 'Networks')
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'Account' }, { view: 'Networks' }])
    await waitFor(() => expect(screen.getByTestId('toast').getAttribute('data-code')).toBe('SWITCH_NETWORK_REJECTED'))
    expect(client.controllers.chains.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe(FIRST)

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Back' }))
    await expectView(client, 'Account')
  })

  it('switch approved: SwitchNetwork, then back to Account on the new network', async () => {
    const { client, adapter } = await renderMinimalModal()
    await connectAlpha(client)
    adapter.script(ALPHA, { switchNetwork: 'hang' })
    openWallet()
    fireEvent.click(within(await expectView(client, 'Account')).getByRole('button', { name: 'Networks' }))
    fireEvent.click(within(await expectView(client, 'Networks')).getByRole('button', { name: 'Portico Devnet 2' }))
    await expectView(client, 'SwitchNetwork')

    act(() => adapter.releaseHung('approve'))
    await expectView(client, 'Account')
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'Account' }])
    expect(client.controllers.chains.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe(SECOND)
    expect(screen.getByTestId('toast').getAttribute('data-code')).toBeNull()
  })

  it('close while a connect is pending: the connect is aborted, the view is back on Connect, nothing connected', async () => {
    const { client, adapter } = await renderMinimalModal()
    adapter.script(ALPHA, { connect: 'hang' })
    openWallet()
    fireEvent.click(within(await expectView(client, 'Connect')).getByRole('button', { name: 'Connect with Alpha Wallet' }))
    await expectView(client, 'ConnectingExternal')

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }))
    await expectClosed(client)
    expect(adapter.abortedConnects).toBe(1)
    expect(currentView(client)).toBe('Connect')
    expect(screen.getByTestId('page-account').textContent).toBe('not connected')
    expect(client.controllers.connection.getSnapshot().connections).toEqual([])

    // Opened again, it shows Connect (not the abandoned connecting view).
    openWallet()
    await expectView(client, 'Connect')
  })

  it('going back from a single view closes the modal', async () => {
    const { client } = await renderMinimalModal()
    // Opened on a given view, the history holds it alone.
    fireEvent.click(screen.getByRole('button', { name: 'Choose network' }))
    await expectView(client, 'Networks')
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'Networks' }])
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Back' }))
    await expectClosed(client)

    openWallet()
    await expectView(client, 'Connect')
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Back' }))
    await expectClosed(client)

    await connectAlpha(client)
    openWallet()
    await expectView(client, 'Account')
    expect(client.controllers.router.getSnapshot().history).toHaveLength(1)
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Back' }))
    await expectClosed(client)
    expect(screen.getByTestId('page-account').textContent).toBe(ALPHA_ADDRESS)
  })
})
