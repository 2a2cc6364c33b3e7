import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import {
  currentRoute,
  isPairingPending,
  pairingConnector,
  pairingLinkFor,
  PAIRING_EXPIRY_MARGIN_MS,
  retryPairing,
  startPairing,
  type PairingLinking,
  type PorticoError,
  type StoreLink,
  type WalletLink,
  type WalletListing,
} from '@portico/core'
import { usePorticoClient } from './usePorticoClient.js'
import { useStoreSelector } from './useStoreSelector.js'

/** Where a pairing stands: a URI being made, shown, or the last one ended by a rejection or an error. */
export type PairingStatus = 'unavailable' | 'buffering' | 'ready' | 'rejected' | 'error'

/** The anatomy of the pairing parts: `data-scope="pairing"`. */
interface Part {
  'data-scope': 'pairing'
  'data-part': string
  'data-state'?: string
}

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
  getQrCodeProps: (options: { label: string }) => Part & { role: 'img'; 'aria-label': string }
  getCopyButtonProps: (options: { label: string }) => Part & { type: 'button'; 'aria-label': string; disabled: boolean; onClick: () => void }
  /** An anchor: following it is the click itself, so the app opens in the same gesture (iOS requires it). */
  getOpenInAppProps: () => Part & { href: string | undefined; target: '_blank' | '_self'; rel: string; 'aria-disabled': boolean; onClick: (event: { preventDefault(): void }) => void }
  getStoreLinkProps: () => Part & { href: string | undefined; target: '_blank'; rel: string }
  getRetryButtonProps: () => Part & { type: 'button'; onClick: () => void }
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
  const wallet = useStoreSelector(client.controllers.router, (state) => {
    const route = currentRoute(state)
    return route.view === 'ConnectingWalletConnect' ? route.wallet : undefined
  })
  const { pairing, linking, lastConnect, pending, connectorId } = useStoreSelector(client.controllers.connection, (state) => {
    const id = state.attempts.find((attempt) => attempt.kind === 'connect' && client.controllers.connectors.find(attempt.connectorId)?.type === 'WALLET_CONNECT')?.connectorId
    return {
      pairing: state.pairing,
      linking: state.linking,
      lastConnect: state.lastConnect,
      pending: id !== undefined,
      connectorId: id,
    }
  })
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

  const uri = pairing && (!connectorId || pairing.connectorId === connectorId) ? pairing.uri : undefined
  const expiresAt = uri ? pairing?.expiresAt : undefined
  useEffect(() => {
    if (expiresAt === undefined) return
    const { clock } = client.platform
    setNow(clock.now())
    const timer = clock.setInterval(() => setNow(clock.now()), 1000)
    return () => clock.clearInterval(timer)
  }, [client, expiresAt])
  const secondsLeft = expiresAt === undefined ? undefined : Math.max(0, Math.floor((expiresAt - PAIRING_EXPIRY_MARGIN_MS - now) / 1000))
  const failed = !pending && lastConnect?.status === 'error' && client.controllers.connectors.find(lastConnect.connectorId)?.type === 'WALLET_CONNECT'
  const status: PairingStatus = !hasConnector ? 'unavailable' : failed ? (lastConnect?.rejected ? 'rejected' : 'error') : uri ? 'ready' : 'buffering'
  const error = failed ? lastConnect?.error : undefined
  const { link, store } = useMemo(
    () => (wallet ? pairingLinkFor(client, { wallet }) : { link: undefined, store: undefined }),
    // The URI is read inside; it is the dependency.
    [client, wallet, uri],
  )

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
    const state = status
    const openable = link?.ok === true
    return {
      uri,
      status,
      expiresAt,
      secondsLeft,
      wallet,
      linking,
      error,
      link,
      store,
      copied,
      copy,
      retry,
      getQrCodeProps: ({ label }) => ({ role: 'img', 'aria-label': label, 'data-scope': 'pairing', 'data-part': 'qr-code', 'data-state': state }),
      getCopyButtonProps: ({ label }) => ({
        type: 'button',
        'aria-label': label,
        disabled: !uri,
        'data-scope': 'pairing',
        'data-part': 'copy',
        'data-state': copied ? 'copied' : 'idle',
        onClick: () => void copy(),
      }),
      getOpenInAppProps: () => ({
        href: openable ? link.href : undefined,
        target: openable && link.kind === 'universal' ? '_blank' : '_self',
        rel: 'noopener noreferrer',
        'aria-disabled': !openable,
        'data-scope': 'pairing',
        'data-part': 'open-in-app',
        'data-state': openable ? 'ready' : link && !link.ok ? 'refused' : 'waiting',
        onClick: (event) => {
          // Synchronous: the browser follows the href in this same click.
          if (!openable || !wallet) return event.preventDefault()
          pairingLinkFor(client, { wallet, open: true })
        },
      }),
      getStoreLinkProps: () => ({ href: store?.href, target: '_blank', rel: 'noopener noreferrer', 'data-scope': 'pairing', 'data-part': 'store-link', 'data-state': store?.store }),
      getRetryButtonProps: () => ({ type: 'button', 'data-scope': 'pairing', 'data-part': 'retry', onClick: retry }),
    }
  }, [uri, status, expiresAt, secondsLeft, wallet, linking, error, link, store, copied, copy, retry, client])
}
