import type { ReactNode } from 'react'
import { useAccount, useBalance, useModal, useNetworks } from '@portico/react'
import { SendPanel } from './SendPanel.js'
import { ServicesPanel } from './ServicesPanel.js'
import { SignPanel } from './SignPanel.js'

export interface DevnetAppProps {
  /** Who receives the test transfer: the Second Test Wallet's account. */
  recipient: string
}

/** The real-chain playground: connect a test wallet, see its real balance, sign and send. */
export function DevnetApp({ recipient }: DevnetAppProps): ReactNode {
  const { open } = useModal()
  const { isConnected, address } = useAccount()
  const { balance, symbol: balanceSymbol, isLoading: balanceLoading } = useBalance()
  const { activeNetwork } = useNetworks()

  return (
    <main className="page">
      <section className="card">
        <h1>Portico on the devnet</h1>
        <p className="lead">Real local chains and injected test wallets (steer them from the strip below).</p>
        <dl className="facts">
          <dt>Status</dt>
          <dd data-testid="connection-status">{isConnected ? 'Connected' : 'Disconnected'}</dd>
          <dt>Address</dt>
          <dd data-testid="connected-address" className="mono">
            {isConnected ? address : '—'}
          </dd>
          <dt>Balance</dt>
          <dd data-testid="balance" className="mono" aria-busy={balanceLoading}>
            {isConnected && balance !== undefined ? `${balance} ${balanceSymbol ?? ''}`.trim() : '—'}
          </dd>
          <dt>Network</dt>
          <dd data-testid="active-network">{activeNetwork?.name ?? '—'}</dd>
        </dl>
        <button type="button" className="primary" onClick={() => open()}>
          {isConnected ? 'Open account' : 'Connect wallet'}
        </button>
        {isConnected && (
          <>
            <SignPanel />
            <SendPanel recipient={recipient} />
          </>
        )}
        {import.meta.env.VITE_DEVNET_SERVICES === '1' && <ServicesPanel />}
      </section>
    </main>
  )
}
