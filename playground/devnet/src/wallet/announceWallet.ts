/** EIP-6963 provider info: what a page shows for a wallet in its list. */
export interface WalletInfo {
  /** A UUIDv4, fresh per page session. */
  uuid: string
  name: string
  /** A `data:image/...` URI. */
  icon: string
  /** Reverse-DNS id, stable across sessions. */
  rdns: string
}

export interface AnnounceWalletOptions {
  /** The page's event target (`window` in a page); passed in, never read from globals. */
  target: EventTarget
  /** The wallet's info; a missing uuid is made with `crypto.randomUUID()`. */
  info: Omit<WalletInfo, 'uuid'> & { uuid?: string }
  /** The EIP-1193 provider the announcement carries. */
  provider: unknown
}

/**
 * Announces a wallet through EIP-6963: dispatches `eip6963:announceProvider` at once and again on
 * every `eip6963:requestProvider`. Returns a function that stops answering requests.
 */
export function announceWallet({ target, info, provider }: AnnounceWalletOptions): () => void {
  const detail = Object.freeze({
    info: Object.freeze({ ...info, uuid: info.uuid ?? globalThis.crypto.randomUUID() }),
    provider,
  })
  const announce = () => {
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
