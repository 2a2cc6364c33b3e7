import type { PorticoClient } from '../client/porticoClient.js'
import type { AbortSignalLike, MountedFrame } from '../platform/ports.js'
import type { AccountType } from '../types/account.js'
import type { Connector } from '../types/connector.js'
import type { ChainNamespace } from '../types/namespace.js'
import { isEmbeddedWalletConnector } from '../types/connector.js'
import type { ConnectorSource } from './connectorSource.js'

/** What sending the e-mail asks for next (SPEC.md section 4, login frame). */
export type EmailConnectAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'
/** What updating the e-mail asks for next. */
export type EmailUpdateAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

/**
 * The login steps of an embedded wallet, as its connector source exposes them once loaded. Core's
 * e-mail and social flows drive these; the session itself (accounts, signing) still opens through
 * the source's `connect`.
 */
export interface EmbeddedLoginSession {
  /** Sends a one-time code to `email` ('Please enter a valid email address', the 30 s cooldown). */
  connectEmail(email: string): Promise<{ action: EmailConnectAction }>
  /** Waits until the visitor approved this device from the e-mail. */
  connectDevice(): Promise<void>
  /** Checks the one-time code. */
  connectOtp(otp: string): Promise<void>
  /** The provider page the social-login popup goes to. */
  getSocialRedirectUri(provider: string): Promise<string>
  /** Completes a social login with the address the provider returned to. */
  connectSocial(uri: string): Promise<unknown>
  /** The Farcaster sign-in address the visitor opens on a phone (ConnectingFarcaster's QR code). */
  getFarcasterUri(): Promise<string>
  /** Waits until the visitor approved the Farcaster sign-in; aborting `signal` stops waiting. */
  connectFarcaster(options?: { signal?: AbortSignalLike }): Promise<unknown>
  updateEmail(email: string): Promise<{ action: EmailUpdateAction }>
  updateEmailPrimaryOtp(otp: string): Promise<void>
  /** Resolves with the new e-mail. */
  updateEmailSecondaryOtp(otp: string): Promise<string>
  /**
   * Asks the frame to switch the namespace's account type; resolves with the type it switched to
   * and that type's address (validated). Absent in a wallet without account types.
   */
  setPreferredAccountType?(namespace: ChainNamespace, type: AccountType): Promise<{ type: AccountType; address: string }>
  /**
   * The login's e-mail as the frame tells it now (GET_USER), null when it has none. UpdateEmailWallet
   * asks it every second while a code step waits, to see a change confirmed elsewhere. Optional:
   * without it nothing is asked.
   */
  currentEmail?(): Promise<string | null>
  /** The login frame: its page, shown over the modal while a request waits for approval. */
  readonly client: {
    readonly origin: string
    frame(): MountedFrame | null
    /** Rejects the open RPC requests (the visitor closed ApproveTransaction). */
    abortRpcRequests(): void
  }
}

/** A connector source that offers an embedded wallet's login steps. */
export interface EmbeddedLoginSource extends ConnectorSource {
  /** Loads (on first use) and returns the login steps. */
  session(): Promise<EmbeddedLoginSession>
}

/** What the modal does for the login frame; core hands it to every source in its context. */
export interface EmbeddedWalletUi {
  /** An unsafe request waits for the visitor in the frame. */
  approvalRequested(request: { namespace: string; method: string }): void
  /** That request was answered, rejected or aborted. */
  approvalSettled(request: { namespace: string; method: string }): void
  /** A method that is not allowed was asked. */
  openModal(): void
  /** Shows an error in the modal ('Action not allowed'). */
  showError(message: string): void
}

/** True for a source that offers the embedded login steps. */
export function isEmbeddedLoginSource(source: ConnectorSource | undefined): source is EmbeddedLoginSource {
  return source !== undefined && typeof (source as Partial<EmbeddedLoginSource>).session === 'function'
}

/** The site's embedded-wallet connector and its source, when it has one. */
export function embeddedLoginOf(client: PorticoClient): { connector: Connector; source: EmbeddedLoginSource } | undefined {
  for (const connector of client.controllers.connectors.getSnapshot().connectors) {
    if (!isEmbeddedWalletConnector(connector) || connector.sourceId === undefined) continue
    const source = client.sources.get(connector.sourceId)
    if (isEmbeddedLoginSource(source)) return { connector, source }
  }
  return undefined
}
