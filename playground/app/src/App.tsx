import type { ReactNode } from 'react'
import { useAccount, useFeatures, useModal, useNetworks } from '@portico/react'

/** The demo page: connect, see who is connected and on which network, and open the modal. */
export function App(): ReactNode {
  const { open } = useModal()
  const { isConnected, address } = useAccount()
  const { activeNetwork } = useNetworks()
  const { features, source } = useFeatures()
  // The features that exist: e-mail and social login (with the embedded wallet, `?embedded=1`) and
  // activity. Swaps and onramp are not built, so the page does not list them.
  const switches = [`email ${features.email ? 'on' : 'off'}`, `socials ${features.socials.length > 0 ? 'on' : 'off'}`, `activity ${features.activity ? 'on' : 'off'}`]

  return (
    <main className="page">
      <section className="card">
        <h1>Portico playground</h1>
        <p className="lead">A demo site for the Portico modal, with two scripted wallets.</p>
        <dl className="facts">
          <dt>Status</dt>
          <dd data-testid="connection-status">{isConnected ? 'Connected' : 'Disconnected'}</dd>
          <dt>Address</dt>
          <dd data-testid="connected-address" className="mono">
            {isConnected ? address : '—'}
          </dd>
          <dt>Network</dt>
          <dd data-testid="active-network">{activeNetwork?.name ?? '—'}</dd>
          <dt>Features</dt>
          <dd data-testid="features">{`${switches.join(', ')} (${source})`}</dd>
        </dl>
        <button type="button" className="primary" onClick={() => open()}>
          {isConnected ? 'Open account' : 'Connect wallet'}
        </button>
      </section>
    </main>
  )
}
