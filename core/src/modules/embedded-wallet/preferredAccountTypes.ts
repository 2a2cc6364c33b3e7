import type { SafeStorage } from '../../kernel/storage/createSafeStorage.js'
import { STORAGE_KEYS } from '../../kernel/storage/storageKeys.js'
import { preferredAccountTypesSchema } from '../../kernel/storage/storedLoginValues.js'
import type { AccountType } from '../../kernel/types/account.js'
import type { ChainNamespace } from '../../kernel/types/namespace.js'

/** The preferred account type per namespace the visitor chose last (stored by `setPreferredAccountType`); malformed counts as none. */
export function storedPreferredAccountTypes(storage: SafeStorage): Partial<Record<ChainNamespace, AccountType>> {
  return storage.get(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES, preferredAccountTypesSchema) ?? {}
}

/**
 * The chain ids of a GET_SMART_ACCOUNT_ENABLED_NETWORKS answer on `namespace`: numbers as they
 * are, `'<namespace>:<id>'` and decimal text read; anything else (another namespace, negative,
 * fractional, too large) is dropped. Distinct, in order.
 */
export function smartAccountChainIds(namespace: ChainNamespace, list: readonly (number | string)[]): number[] {
  const ids: number[] = []
  for (const item of list) {
    let text = typeof item === 'number' ? String(item) : item
    if (text.includes(':')) {
      if (!text.startsWith(`${namespace}:`)) continue
      text = text.slice(namespace.length + 1)
    }
    if (!/^\d{1,15}$/.test(text)) continue
    const id = Number(text)
    if (Number.isSafeInteger(id) && !ids.includes(id)) ids.push(id)
  }
  return ids
}
