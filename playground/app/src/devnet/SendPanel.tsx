import { useState, type ReactNode } from 'react'
import type { EvmAdapter } from '@portico/adapter-evm'
import { refreshBalance, wrapError } from '@portico/core'
import { useAccount, useNetworks, usePorticoClient } from '@portico/react'

export interface SendPanelProps {
  evm: EvmAdapter
  /** The receiving address. */
  recipient: string
}

/** 0.01 ETH in wei. */
export const DEVNET_SEND_WEI = 10n ** 16n

type SendState =
  | { step: 'idle' }
  | { step: 'sending' }
  | { step: 'confirming' | 'confirmed'; hash: string }
  | { step: 'failed'; message: string; hash?: string }

/**
 * Sends 0.01 ETH to `recipient` through the adapter (core has no send action yet), waits for the
 * receipt, then has core read the balance again (core does not watch the chain for new blocks).
 */
export function SendPanel({ evm, recipient }: SendPanelProps): ReactNode {
  const client = usePorticoClient()
  const { address } = useAccount()
  const { activeNetwork } = useNetworks()
  const [state, setState] = useState<SendState>({ step: 'idle' })

  const send = async () => {
    const connectorId = client.controllers.connectors.getSnapshot().activeConnectorIds.eip155
    if (!address || !activeNetwork || !connectorId) return
    setState({ step: 'sending' })
    let hash: string | undefined
    try {
      ;({ hash } = await evm.sendTransaction({ connectorId, network: activeNetwork, from: address, to: recipient, value: DEVNET_SEND_WEI }))
      setState({ step: 'confirming', hash })
      await evm.waitForReceipt({ network: activeNetwork, hash })
      await refreshBalance(client, { namespace: 'eip155' })
      setState({ step: 'confirmed', hash })
    } catch (error) {
      setState({ step: 'failed', message: wrapError(error).shortMessage, ...(hash ? { hash } : {}) })
    }
  }

  const busy = state.step === 'sending' || state.step === 'confirming'
  return (
    <section className="panel" aria-label="Send ether">
      <button type="button" className="secondary" disabled={busy} onClick={() => void send()}>
        Send 0.01 ETH
      </button>
      <p data-testid="send-status">{state.step}</p>
      <p className="mono">to {recipient}</p>
      {'hash' in state && state.hash && (
        <p data-testid="tx-hash" className="mono">
          {state.hash}
        </p>
      )}
      {state.step === 'failed' && <p data-testid="send-error">{state.message}</p>}
    </section>
  )
}
