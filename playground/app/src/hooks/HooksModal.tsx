// A design-system team's modal, from @portico/react alone: plain elements, the team's own CSS
// (hooks.css), and the hooks' prop getters for the parts a view needs. Navigation, toasts and the
// rules behind them are core's flows, so this modal moves exactly like the default skin.
import type { ReactNode } from 'react'
import {
  truncateAddress,
  useAccount,
  useBalance,
  useConnect,
  useConnectors,
  useDisconnect,
  useModal,
  useModalParts,
  useModalRouter,
  useNetworks,
  useNetworkSwitchView,
  useSnackbar,
  type View,
} from '@portico/react'

const TITLES: Partial<Record<View, string>> = {
  Connect: 'Connect a wallet',
  ConnectingExternal: 'Waiting for your wallet',
  Account: 'Your account',
  Networks: 'Networks',
  SwitchNetwork: 'Switch network',
}

function WalletList() {
  const { connectors, getConnectorItemProps } = useConnectors()
  if (connectors.length === 0) return <p>No wallet found in this browser.</p>
  return (
    <ul className="hooks-list" aria-label="Wallets">
      {connectors.map((connector) => (
        <li key={connector.id}>
          <button {...getConnectorItemProps(connector, { label: `Connect with ${connector.name}` })}>
            {connector.imageUrl ? <img src={connector.imageUrl} alt="" width={24} height={24} /> : null}
            {connector.name}
          </button>
        </li>
      ))}
    </ul>
  )
}

function Waiting({ connectorId }: { connectorId: string }) {
  const { connectors } = useConnectors()
  const { mutate, isPending, isRejected, isError } = useConnect()
  const name = connectors.find((connector) => connector.id === connectorId)?.name ?? 'your wallet'
  return (
    <div className="hooks-status" data-state={isRejected ? 'rejected' : isError ? 'error' : 'waiting'}>
      <p>{isRejected ? 'You declined the connection.' : isError ? 'The connection failed.' : `Approve the connection in ${name}.`}</p>
      {!isPending && (isRejected || isError) ? (
        <button type="button" onClick={() => mutate({ connectorId })}>
          Try again
        </button>
      ) : null}
    </div>
  )
}

function Account() {
  const { address } = useAccount()
  const { balance, symbol, isLoading } = useBalance()
  const { push } = useModalRouter()
  const { mutate: disconnect, isPending } = useDisconnect()
  return (
    <div className="hooks-account">
      <p className="hooks-address" title={address}>
        {address ? truncateAddress(address) : ''}
      </p>
      <p aria-busy={isLoading}>{isLoading ? 'Reading balance…' : `${balance ?? '—'} ${symbol ?? ''}`}</p>
      <button type="button" onClick={() => push({ view: 'Networks' })}>
        Networks
      </button>
      <button type="button" disabled={isPending} onClick={() => disconnect()}>
        Disconnect
      </button>
    </div>
  )
}

function Networks() {
  const { networks, getNetworkItemProps } = useNetworks()
  return (
    <ul className="hooks-list" aria-label="Networks">
      {networks.map((network) => (
        <li key={network.caipNetworkId}>
          <button {...getNetworkItemProps(network)}>{network.name}</button>
        </li>
      ))}
    </ul>
  )
}

function SwitchNetwork() {
  const { phase, retry } = useNetworkSwitchView()
  return (
    <div className="hooks-status" data-state={phase}>
      <p>{phase === 'rejected' ? 'You declined the switch.' : phase === 'error' ? 'The switch failed.' : 'Approve the switch in your wallet.'}</p>
      {phase === 'rejected' || phase === 'error' ? (
        <button type="button" onClick={retry}>
          Try again
        </button>
      ) : null}
    </div>
  )
}

function Body(): ReactNode {
  const { route } = useModalRouter()
  switch (route.view) {
    case 'Connect':
      return <WalletList />
    case 'ConnectingExternal':
      return <Waiting connectorId={route.connectorId} />
    case 'Account':
      return <Account />
    case 'Networks':
      return <Networks />
    case 'SwitchNetwork':
      return <SwitchNetwork />
    default:
      return <p>This view is not part of this modal.</p>
  }
}

/**
 * The modal: the dialog's props (its name, and the view focus: into the dialog on open, to the
 * title on each view, Tab kept inside, Escape, back to the opener on close), Back and Close, and
 * the view's body.
 */
export function HooksModal(): ReactNode {
  const { isOpen } = useModal()
  const { view } = useModalRouter()
  const { getDialogProps, getTitleProps, getBackButtonProps, getCloseButtonProps } = useModalParts()
  if (!isOpen) return null
  return (
    <div className="hooks-backdrop">
      <div className="hooks-modal" {...getDialogProps()}>
        <header>
          <button {...getBackButtonProps({ label: 'Back' })}>←</button>
          <h2 {...getTitleProps()}>{TITLES[view] ?? view}</h2>
          <button {...getCloseButtonProps({ label: 'Close' })}>×</button>
        </header>
        <Body />
      </div>
    </div>
  )
}

/** The toast, where the page wants it. */
export function HooksToast(): ReactNode {
  const { isOpen, message, variant } = useSnackbar()
  return (
    <div className="hooks-toast" role="status" data-variant={isOpen ? variant : undefined}>
      {isOpen ? message : ''}
    </div>
  )
}
