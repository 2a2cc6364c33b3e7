import { ownedAccounts, type OwnedAccounts } from '@portico/devnet/wallet'

/**
 * The accounts a page's test wallets hold: with `?accounts=<owner>`, that owner's (each end-to-end
 * file owns some, funded by the devnet's `POST /__devnet/fund`); without it, undefined, so the
 * wallets keep the devnet's numbered accounts.
 * @throws Error when the owner is not letters, digits and dashes (at most 64)
 */
export function accountsFromQuery(search: string): OwnedAccounts | undefined {
  const owner = new URLSearchParams(search).get('accounts')
  return owner === null ? undefined : ownedAccounts(owner)
}
