import type { SiwxSession } from './siwxMessage.js'
import type { Batcher } from '../../kernel/store/createBatcher.js'
import { createStore, type ReadableStore } from '../../kernel/store/createStore.js'

/**
 * Where sign-in stands for the active account:
 * - `disabled`: the site set no `siwx`;
 * - `idle`: no account connected;
 * - `checking`: looking up the account's sessions after connect;
 * - `unsigned`: no session; the sign-in views ask for one;
 * - `signing`: the wallet is asked to sign;
 * - `signed`: a valid session exists;
 * - `authenticating`: a pairing wallet signed in with its connect (one-click sign-in), and the
 *   signed messages are being checked and kept.
 */
export type SiwxStatus = 'disabled' | 'idle' | 'checking' | 'unsigned' | 'signing' | 'signed' | 'authenticating'

export interface SiwxState {
  status: SiwxStatus
  /** The session of the active account and network, when signed in. */
  session: SiwxSession | undefined
  /** Every valid session of the active account and network, as the `siwx` implementation gave them. */
  sessions: readonly SiwxSession[]
  /** The network (and account) the visitor last signed in on: where a required sign-in's cancel returns. */
  lastSigned: { caipNetworkId: string; address: string } | undefined
  /** The e-mail the visitor gave in DataCapture (e-mail capture). */
  email: string | undefined
}

export interface SiwxController extends ReadableStore<SiwxState> {
  /** Changes some fields; the snapshot changes only if one of them did. */
  patch(patch: Partial<SiwxState>): void
  /** Stores the session the sign-in flow obtained (and remembers its network), or clears it with undefined. */
  setSession(session: SiwxSession | undefined): void
}

/**
 * Sign-in state: what the sign-in flow (SPEC.md section 4) found or obtained. Closing the modal
 * reads it: with sign-in required and no session, closing is disabled in the sign-message and
 * approve views (SPEC.md section 2).
 */
export function createSiwxController(enabled = true, batcher?: Pick<Batcher, 'defer'>): SiwxController {
  const store = createStore<SiwxState>(
    {
      status: enabled ? 'idle' : 'disabled',
      session: undefined,
      sessions: [],
      lastSigned: undefined,
      email: undefined,
    },
    batcher,
  )
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    patch: (patch) => store.patch(patch),
    setSession(session) {
      if (!session) {
        store.patch({ session: undefined })
        return
      }
      const frozen = Object.freeze({ ...session })
      store.patch({
        session: frozen,
        lastSigned: { caipNetworkId: session.data.chainId, address: session.data.accountAddress },
      })
    },
  }
}

/** Whether a session exists and has not expired at `now` (ms since the epoch). */
export function isSiwxSessionActive(session: SiwxSession | undefined, now: number): boolean {
  if (session === undefined) return false
  const text = session.data.expirationTime
  // An unreadable expiry counts as ended, never as "no expiry".
  return text === undefined || Date.parse(text) > now
}
