import { useState, type ReactNode } from 'react'
import { waitForReceipt, wrapError } from '@portico/core'
import { useBalance, usePorticoClient, useSendTransaction } from '@portico/react'

export interface SendPanelProps {
  /** The receiving address. */
  recipient: string
  /** The active namespace: what is sent (ether or SOL). */
  namespace: 'eip155' | 'solana'
}

/** 0.01 ETH in wei. */
export const DEVNET_SEND_WEI = 10n ** 16n
/** 0.01 SOL in lamports. */
export const DEVNET_SEND_LAMPORTS = 10n ** 7n

const AMOUNTS = {
  eip155: { value: DEVNET_SEND_WEI, label: 'Send 0.01 ETH', region: 'Send ether' },
  solana: { value: DEVNET_SEND_LAMPORTS, label: 'Send 0.01 SOL', region: 'Send SOL' },
} as const

type Confirmation = { step: 'idle' | 'confirming' | 'confirmed' } | { step: 'failed'; message: string }

/**
 * Sends 0.01 ETH (or 0.01 SOL) to `recipient` through core's sendTransaction (useSendTransaction),
 * waits for the receipt (core's waitForReceipt), then reads the balance again (core does not watch
 * the chain for new blocks).
 */
export function SendPanel({ recipient, namespace }: SendPanelProps): ReactNode {
  const amount = AMOUNTS[namespace]
  const client = usePorticoClient()
  const send = useSendTransaction()
  const { refresh } = useBalance()
  const [confirmation, setConfirmation] = useState<Confirmation>({ step: 'idle' })

  const onSend = async () => {
    setConfirmation({ step: 'idle' })
    let hash: string
    try {
      ;({ hash } = await send.mutateAsync({ to: recipient, value: amount.value }))
    } catch {
      return
    }
    try {
      setConfirmation({ step: 'confirming' })
      await waitForReceipt(client, { hash })
      await refresh()
      setConfirmation({ step: 'confirmed' })
    } catch (error) {
      setConfirmation({ step: 'failed', message: wrapError(error).shortMessage })
    }
  }

  const step = send.isPending ? 'sending' : send.isError ? 'failed' : confirmation.step
  const message = send.error?.shortMessage ?? (confirmation.step === 'failed' ? confirmation.message : undefined)
  const busy = step === 'sending' || step === 'confirming'
  return (
    <section className="panel" aria-label={amount.region}>
      <button type="button" className="secondary" disabled={busy} onClick={() => void onSend()}>
        {amount.label}
      </button>
      <p data-testid="send-status">{step}</p>
      <p className="mono">to {recipient}</p>
      {send.data?.hash && (
        <p data-testid="tx-hash" className="mono">
          {send.data.hash}
        </p>
      )}
      {step === 'failed' && message && <p data-testid="send-error">{message}</p>}
    </section>
  )
}
