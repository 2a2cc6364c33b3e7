import type { ReactNode } from 'react'
import { useSignMessage } from '@portico/react'

/** The message the page asks the wallet to sign. */
export const DEVNET_SIGN_MESSAGE = 'Hello from the Portico devnet playground'

/** Signs a fixed message with the connected wallet (core's signMessage action) and shows the result. */
export function SignPanel(): ReactNode {
  const { mutate: signMessage, status, data, error } = useSignMessage()

  return (
    <section className="panel" aria-label="Sign a message">
      <button
        type="button"
        className="secondary"
        disabled={status === 'pending'}
        onClick={() => signMessage({ message: DEVNET_SIGN_MESSAGE })}
      >
        Sign message
      </button>
      <p data-testid="sign-status">{status}</p>
      {data && (
        <p data-testid="signature" className="mono">
          {data.signature}
        </p>
      )}
      {error && <p data-testid="sign-error">{error.shortMessage}</p>}
    </section>
  )
}
