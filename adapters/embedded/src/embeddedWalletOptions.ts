import type { AccountType, Metadata } from '@portico/core'
import type { FrameUi } from '@portico/core/embedded'

/** Options of {@link createEmbeddedWallet}. */
export interface EmbeddedWalletOptions {
  /**
   * The secure-login page the hidden frame loads (http or https). Messages go only to its exact
   * origin and are accepted only from it. No default: the site names its login page (the devnet
   * serves a reference one on its own loopback origin).
   */
  secureSiteUrl: string
  /** The project id, passed to the frame in its query. */
  projectId: string
  /** Let the frame log its messages (its `enableLogger` query parameter). @default true */
  enableLogger?: boolean
  /** Passed to the frame as `enableCloudAuthAccount` when set. @default undefined (not sent) */
  enableCloudAuthAccount?: boolean
  /** The account type asked for on each namespace. @default eoa, and payment for bip122 */
  preferredAccountTypes?: Partial<Record<'eip155' | 'solana' | 'bip122', AccountType>>
  /** The site's description, synced to the frame. @default undefined (not synced) */
  metadata?: Metadata
  /** What the modal does when the frame asks the visitor to approve, or refuses a method. @default nothing */
  ui?: FrameUi
}
