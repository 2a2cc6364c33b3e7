import type { ReactNode } from 'react'
import { useSiwx } from '@portico/react'

/**
 * Sign-in with X on the devnet page (`?siwx=required|optional`): where it stands, the signed-in
 * account and network, and sign in / sign out. Shows nothing when sign-in is off.
 */
export function SiwxPanel(): ReactNode {
  const { enabled, required, status, session, signIn, signOut } = useSiwx()
  if (!enabled) return null
  return (
    <section className="panel" aria-label="Sign-in">
      <p>
        Sign-in ({required ? 'required' : 'optional'}): <span data-testid="siwx-status">{status}</span>
      </p>
      {session && (
        <p data-testid="siwx-session" className="mono">
          {session.data.chainId} · {session.data.accountAddress} · until {session.data.expirationTime ?? 'no expiry'}
        </p>
      )}
      {status === 'unsigned' && (
        <button type="button" className="secondary" disabled={signIn.isPending} onClick={() => signIn.mutate()}>
          Sign in
        </button>
      )}
      {status === 'signed' && (
        <button type="button" className="secondary" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          Sign out
        </button>
      )}
    </section>
  )
}
