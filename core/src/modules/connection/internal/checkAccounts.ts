import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { InvalidWalletResponseError } from '../../../kernel/errors/InvalidWalletResponseError.js'
import type { SessionAccount } from '../../../kernel/plugins/connectorSource.js'
import { ACCOUNT_TYPES } from '../../../kernel/storage/storedValues.js'
import type { AccountEntry } from '../../../kernel/types/account.js'
import type { ChainNamespace } from '../../../kernel/types/namespace.js'

/** At most this many accounts of one namespace are taken from a wallet. */
const MAX_ACCOUNTS = 100

/**
 * A wallet's account list, checked: each of the namespace's address form, duplicates dropped, at
 * most 100, the type the wallet gave or the namespace's default.
 * @throws InvalidWalletResponseError naming the first malformed address, or an empty list.
 */
export function checkAccounts(client: PorticoClient, namespace: ChainNamespace, raw: unknown): AccountEntry[] {
  const rules = client.rules(namespace)
  if (!Array.isArray(raw)) throw new InvalidWalletResponseError('account list')
  const accounts: AccountEntry[] = []
  for (const item of raw.slice(0, MAX_ACCOUNTS) as unknown[]) {
    const account = typeof item === 'string' ? { address: item } : (item as SessionAccount | null)
    const address = account?.address
    if (typeof address !== 'string' || !rules.isAddress(address)) {
      throw new InvalidWalletResponseError(`address ${JSON.stringify(String(address).slice(0, 80))}`)
    }
    if (accounts.some((entry) => entry.address === address)) continue
    const type = account?.type !== undefined && (ACCOUNT_TYPES as readonly unknown[]).includes(account.type) ? account.type : rules.defaultAccountType
    accounts.push({ address, type, namespace })
  }
  if (accounts.length === 0) throw new InvalidWalletResponseError('empty account list')
  return accounts
}

