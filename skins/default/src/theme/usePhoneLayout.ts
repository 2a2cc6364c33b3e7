import { useSyncExternalStore } from 'react'
import { PHONE_QUERY } from './phoneQuery.js'

function mediaQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : undefined
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery()
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

/**
 * Whether the modal is laid out for a phone (the bottom sheet: {@link PHONE_QUERY}), kept live as
 * the viewport changes; false on the server and where it cannot be known. Views use it where a
 * phone needs other actions, not only another layout: the pairing and Farcaster views put the
 * link that opens the app first and fold the QR code away (a phone cannot scan its own screen).
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  )
}
