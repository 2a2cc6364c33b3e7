import { createStore, type ReadableStore } from '../store/createStore.js'

/** A sign-in-with-wallet session: the message the visitor signed, and where. */
export interface SiwxSession {
  /** The CAIP-2 id of the network the message was signed on (the "last signed network"). */
  caipNetworkId: string
  /** The address that signed. */
  address: string
  /** The signed message. */
  message: string
  signature: string
  /** When the session ends, in ms since the epoch; absent for a session without expiry. */
  expiresAt?: number
}

export interface SiwxState {
  /** The current session, if the visitor signed in. */
  session: SiwxSession | undefined
}

export interface SiwxController extends ReadableStore<SiwxState> {
  /** Stores the session the sign-in flow obtained, or clears it with undefined. */
  setSession(session: SiwxSession | undefined): void
}

/**
 * Sign-in state: the session that the sign-in flow (SPEC.md section 4) stores after a successful
 * signature. Closing the modal reads it: with sign-in required and no session, closing is
 * disabled in the sign-message and approve views (SPEC.md section 2).
 */
export function createSiwxController(): SiwxController {
  const store = createStore<SiwxState>({ session: undefined })
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    setSession: (session) => store.set({ session: session ? Object.freeze({ ...session }) : undefined }),
  }
}

/** Whether a session exists and has not expired at `now` (ms since the epoch). */
export function isSiwxSessionActive(session: SiwxSession | undefined, now: number): boolean {
  return session !== undefined && (session.expiresAt === undefined || session.expiresAt > now)
}
