import type { ReactNode } from 'react'
import { useAccount, useBalance, useModal, useNetworks } from '@portico/react'
import { SendPanel } from './SendPanel.js'
import { ServicesPanel } from './ServicesPanel.js'
import { SignPanel } from './SignPanel.js'
import { SiwxPanel } from './SiwxPanel.js'

export interface DevnetAppProps {
  /** Who receives the test transfer per namespace: the Second Test Wallet's account, Solana account 2. */
  recipients: { eip155: string; solana: string }
}

/**
 * The real-chain playground: connect a test wallet, see its real balance, sign and send. The facts
 * at the top follow the active namespace; the Solana ones below always show the Solana account.
 */
export function DevnetApp({ recipients }: DevnetAppProps): ReactNode {
  const { open } = useModal()
  const { isConnected, address } = useAccount()
  const { balance, symbol: balanceSymbol, isLoading: balanceLoading } = useBalance()
  const { activeNetwork } = useNetworks()
  const solanaAccount = useAccount({ namespace: 'solana' })
  const solanaBalance = useBalance({ namespace: 'solana' })
  const namespace = activeNetwork?.chainNamespace

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
          <dt>Solana account</dt>
          <dd data-testid="solana-address" className="mono">
            {solanaAccount.isConnected ? solanaAccount.address : '—'}
          </dd>
          <dt>Solana balance</dt>
          <dd data-testid="solana-balance" className="mono" aria-busy={solanaBalance.isLoading}>
            {solanaAccount.isConnected && solanaBalance.balance !== undefined
              ? `${solanaBalance.balance} ${solanaBalance.symbol ?? ''}`.trim()
              : '—'}
          </dd>
        </dl>
        <button type="button" className="primary" onClick={() => open()}>
          {isConnected ? 'Open account' : 'Connect wallet'}
        </button>
        {isConnected && (
          <>
            {/* Keyed by the namespace so each starts afresh on a switch; siblings need their own keys. */}
            <SignPanel key={`sign-${namespace ?? ''}`} />
            <SendPanel
              key={`send-${namespace ?? ''}`}
              recipient={namespace === 'solana' ? recipients.solana : recipients.eip155}
              namespace={namespace === 'solana' ? 'solana' : 'eip155'}
            />
          </>
        )}
        <SiwxPanel />
        {import.meta.env.VITE_DEVNET_SERVICES === '1' && <ServicesPanel />}
      </section>
    </main>
  )
}
