import { defineError } from './defineError.js'

/**
 * Two wallets on the page claim the same identity (EIP-6963 rdns); the page cannot tell which is
 * genuine, so it connects to neither rather than to whichever announced first.
 */
export const WalletIdentityConflictError = defineError({
  name: 'WalletIdentityConflictError',
  code: 'WALLET_IDENTITY_CONFLICT',
  category: 'WALLET_ERROR',
  message: 'Two wallets claim the same identity',
})
export type WalletIdentityConflictError = InstanceType<typeof WalletIdentityConflictError>
