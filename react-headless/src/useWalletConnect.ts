import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import {
  isPairingPending,
  pairingConnector,
  pairingLinks,
  pairingParts,
  pairingSecondsLeft,
  pairingView,
  pairingWalletOf,
  retryPairing,
  startPairing,
  type PairingLinking,
  type PairingParts,
  type PairingStatus,
  type PorticoError,
  type StoreLink,
  type WalletLink,
  type WalletListing,
} from '@portico/core'
import { usePorticoClient } from './usePorticoClient.js'
import { useStoreSelector } from './useStoreSelector.js'

export type { PairingStatus } from '@portico/core'

export interface UseWalletConnectReturnType {
  /** The pairing URI to show as a QR code; undefined while it is being made. Never log it. */
  uri: string | undefined
  status: PairingStatus
  /** When the URI expires (platform clock ms); core shows a new one 10 s before. */
  expiresAt: number | undefined
  /** Whole seconds until core shows a new URI (the expiry less its 10 s margin), ticking each second. */
  secondsLeft: number | undefined
  /** The catalogue wallet the visitor picked (the route's), when one was. */
  wallet: WalletListing | undefined
  /** The wallet app opened with a link while the pairing waits (wcLinking). */
  linking: PairingLinking | undefined
  /** The failed pairing's typed error (wcError). */
  error: PorticoError | undefined
  /** The link opening `wallet` with the URI on this device, or why it may not (a refused unsafe link). */
  link: WalletLink | undefined
  /** The store page of `wallet` for this device. */
  store: StoreLink | undefined
  /** True for 2 s (on the platform clock) after the URI was copied. */
  copied: boolean
  /** Copies the URI to the clipboard; false when it could not. */
  copy: () => Promise<boolean>
  /** A new URI (after an error, a rejection, or on demand). */
  retry: () => void
  getQrCodeProps: PairingParts['getQrCodeProps']
  getCopyButtonProps: PairingParts['getCopyButtonProps']
  /** An anchor: following it is the click itself, so the app opens in the same gesture (iOS requires it). */
  getOpenInAppProps: PairingParts['getOpenInAppProps']
  getStoreLinkProps: PairingParts['getStoreLinkProps']
  getRetryButtonProps: PairingParts['getRetryButtonProps']
}

const COPIED_MS = 2000

/**
 * The pairing view's state and parts (ConnectingWalletConnect): makes sure a pairing URI is ready
 * when it mounts (core's startPairing; an existing one is kept), shows its status and expiry, the
 * picked catalogue wallet's app link (checked by core: https or a well-formed app scheme, anything
 * else refused) and store page, copy and retry. Prop getters carry the ARIA and the anatomy.
 */
export function useWalletConnect(options: { autoStart?: boolean } = {}): UseWalletConnectReturnType {
  const client = usePorticoClient()
  const autoStart = options.autoStart ?? true
  const wallet = useStoreSelector(client.controllers.router, pairingWalletOf)
  const { uri, status, expiresAt, linking, error } = useStoreSelector(client.controllers.connection, (state) => pairingView(client, state, wallet))
  const hasConnector = useStoreSelector(client.controllers.connectors, () => pairingConnector(client) !== undefined)
  const [copied, setCopied] = useState(false)
  const [now, setNow] = useState(() => client.platform.clock.now())
  const copiedTimer = useRef<ReturnType<typeof client.platform.clock.setTimeout> | undefined>(undefined)

  useEffect(() => {
    if (!autoStart || !hasConnector) return
    if (!isPairingPending(client) || wallet) startPairing(client, wallet ? { wallet } : {})
  }, [client, autoStart, hasConnector, wallet])
  useEffect(
    () => () => {
      if (copiedTimer.current !== undefined) client.platform.clock.clearTimeout(copiedTimer.current)
    },
    [client],
  )
  useEffect(() => {
    if (expiresAt === undefined) return
    const { clock } = client.platform
    setNow(clock.now())
    const timer = clock.setInterval(() => setNow(clock.now()), 1000)
    return () => clock.clearInterval(timer)
  }, [client, expiresAt])
  const secondsLeft = pairingSecondsLeft(expiresAt, now)
  // The URI is read inside; it is the dependency.
  const { link, store } = useMemo(() => pairingLinks(client, wallet), [client, wallet, uri])

  const copy = useCallback(async () => {
    const clipboard = (globalThis as { navigator?: { clipboard?: { writeText(text: string): Promise<void> } } }).navigator?.clipboard
    if (!uri || !clipboard) return false
    try {
      await clipboard.writeText(uri)
    } catch {
      return false
    }
    setCopied(true)
    // On the platform clock, so a site's (or a test's) clock rules how long 'copied' shows.
    const { clock } = client.platform
    if (copiedTimer.current !== undefined) clock.clearTimeout(copiedTimer.current)
    copiedTimer.current = clock.setTimeout(() => {
      copiedTimer.current = undefined
      setCopied(false)
    }, COPIED_MS)
    return true
  }, [client, uri])
  const retry = useCallback(() => retryPairing(client), [client])

  return useMemo(() => {
    const view = { uri, status: hasConnector ? status : 'unavailable', expiresAt, wallet, linking, error } as const
    return {
      ...view,
      secondsLeft,
      link,
      store,
      copied,
      copy,
      retry,
      ...pairingParts(client, view, { link, store, copied, copy: () => void copy(), retry }),
    }
  }, [uri, status, hasConnector, expiresAt, secondsLeft, wallet, linking, error, link, store, copied, copy, retry, client])
}
